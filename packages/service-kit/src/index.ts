export * from './config';
export * from './core.module';
export * from './bootstrap';
export * from './errors';
export * from './identity';
export * from './database';
export * from './validation';
