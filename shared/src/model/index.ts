export * from './auth';
export * from './tenants';
