// The one API client: a typed function per call of spec §7, the error type they throw, and the
// set-up the apps do once. The session calls (validate, password sign-in, sign-out, the current
// admin) are left out on purpose: the session store makes them, and apps go through its actions.
export { createAdminUser, deleteAdminUser, listAdminUsers, updateAdminUser } from './admin-users';
export {
  ApiError,
  errorMessage,
  GENERIC_API_ERROR,
  serverMessage,
  UNAUTHORIZED_MESSAGE,
} from './api-error';
export { exportAuditLog, listAuditLog } from './audit-log';
export {
  completeMagicLink,
  requestMagicLink,
  requestPasswordReset,
  resetPassword,
  selfServeForgotPassword,
  selfServeLogin,
} from './auth';
export {
  blockBatchCard,
  createBatchFromUsers,
  downloadEncodingFile,
  encodingFilePath,
  getBatch,
  listBatches,
  qrSheetPath,
  replaceBatchCard,
  setBatchStatus,
  uploadBatch,
  uploadEncoderResult,
} from './batches';
export * from './card-owner';
export { getCardFields, setCardFieldShown } from './card-visibility';
export {
  apiDelete,
  apiGet,
  apiGetBlob,
  apiPost,
  apiPostForm,
  apiPostFormFile,
  apiPut,
  configureApi,
  type DownloadedFile,
  getTenantName,
  onSessionRejected,
  setTenantName,
} from './client';
export { reportRemoteLoadFailure } from './client-errors';
export * from './contacts';
export { getDashboard } from './dashboard';
export { SESSION_READ_PATH, startEarlyReads } from './early-reads';
export {
  bulkEndUsers,
  createEndUser,
  deleteEndUser,
  downloadCsvTemplate,
  downloadUsersCsv,
  type FirstUsers,
  getEndUser,
  listEndUsers,
  removeEndUserPhoto,
  streamEndUsers,
  updateEndUser,
  uploadEndUserPhoto,
  uploadUsersCsv,
} from './end-users';
export {
  createOAuthProvider,
  deleteOAuthProvider,
  getYourCard,
  listAvailableOAuthProviders,
  listOAuthProviders,
  rotateOAuthProviderSecret,
  startSso,
  updateOAuthProvider,
} from './oauth-providers';
export {
  completeRegistration,
  createRegistrationLink,
  getRegistrationUserInfo,
  type RegistrationLink,
} from './registration';
export { getActivitySummary, getUsageReport } from './reports';
export * from './scim-tokens';
export { getSelfServeUserInfo, updateSelfServeUserInfo } from './self-serve';
export {
  createTicket,
  getTicket,
  listTickets,
  replyToTicket,
  reportProblem,
  updateTicket,
} from './support-tickets';
export * from './template-assignments';
export {
  downloadPreviewVCard,
  getTemplateHtml,
  saveTemplate,
  type TemplateDraft,
  type TemplateImage,
} from './templates';
export * from './tenant-domains';
export {
  createTenant,
  getCardPageSettings,
  getTenant,
  listTenantPage,
  listTenants,
  saveCardPageSettings,
  type TenantPage,
  type TenantPageRequest,
} from './tenants';
export { useConfirmedAction } from './use-confirmed-action';
export {
  type ServerData,
  type ServerDataActions,
  type ServerDataIdle,
  type ServerDataLoader,
  type ServerDataOptions,
  type ServerDataResult,
  useServerData,
} from './use-server-data';
