export {
  discardDraft,
  draftRecords,
  keepDraftIfSessionEnds,
  type OpenForm,
  readDraft,
} from './form-drafts';
export {
  restoreSelectedTenant,
  SELECTED_TENANT_KEY,
  type StoredTenantSelection,
  useSelectedTenantStore,
} from './selected-tenant-store';
export {
  getPostLoginRedirect,
  getPostLoginRedirectFor,
  getSelfServeTenantId,
  POST_LOGIN_REDIRECT_KEY,
  rememberSelfServeTenantId,
  SELF_SERVE_TENANT_KEY,
  setPostLoginRedirect,
  takePostLoginRedirectFor,
} from './self-serve-storage';
export { watchSignedOutElsewhere } from './session-broadcast';
export { clearSessionCookie, readSessionCookie } from './session-cookie';
export { type EndedSession, type SessionStatus, useSessionStore } from './session-store';
