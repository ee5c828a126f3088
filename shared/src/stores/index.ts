export {
  restoreSelectedTenant,
  SELECTED_TENANT_KEY,
  type StoredTenantSelection,
  useSelectedTenantStore,
} from './selected-tenant-store';
export * from './self-serve-storage';
export { watchSignedOutElsewhere } from './session-broadcast';
export { clearSessionCookie, readSessionCookie } from './session-cookie';
export { type EndedSession, type SessionStatus, useSessionStore } from './session-store';
