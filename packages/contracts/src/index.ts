export * from './auth';
export * from './demo';
export * from './errors';
export * from './http';
export * from './levels';
export * from './remotes';
export * from './services';
