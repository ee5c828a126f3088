export * from './admin-users';
export * from './auth';
export * from './end-users';
export * from './fields';
export * from './tenants';
