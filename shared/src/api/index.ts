export * from './admin-users';
export {
  ApiError,
  errorMessage,
  GENERIC_API_ERROR,
  serverMessage,
  UNAUTHORIZED_MESSAGE,
} from './api-error';
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
  onSessionRejected,
  setTenantName,
} from './client';
export * from './end-users';
export * from './tenants';
export {
  type ServerData,
  type ServerDataActions,
  type ServerDataIdle,
  type ServerDataLoader,
  type ServerDataOptions,
  type ServerDataResult,
  useServerData,
} from './use-server-data';
