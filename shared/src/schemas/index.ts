export * from './auth';
export * from './fields';
export * from './tenants';
