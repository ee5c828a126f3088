export * from './admin-users';
export * from './auth';
export * from './batches';
export * from './end-users';
export * from './tenants';
