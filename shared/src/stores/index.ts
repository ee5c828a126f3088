export {
  SELECTED_TENANT_KEY,
  selectOwnTenant,
  useSelectedTenantStore,
} from './selected-tenant-store';
export * from './self-serve-storage';
export { clearSessionCookie, readSessionCookie } from './session-cookie';
export { type SessionStatus, useSessionStore } from './session-store';
