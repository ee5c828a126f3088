export * from './admin-users';
export { ApiError, errorMessage, GENERIC_API_ERROR, UNAUTHORIZED_MESSAGE } from './api-error';
export * from './auth';
export * from './batches';
export {
  apiDelete,
  apiGet,
  apiGetBlob,
  apiPost,
  apiPostForm,
  apiPut,
  configureApi,
  getTenantName,
  setTenantName,
} from './client';
export * from './end-users';
export * from './tenants';
