export * from './bootstrap';
export * from './config';
export * from './core.module';
export * from './database';
export * from './errors';
export * from './identity';
export * from './paging';
export * from './validation';
