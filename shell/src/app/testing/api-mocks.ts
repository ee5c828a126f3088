import { configureApi } from '@bizcard/shared/api';
import type { CurrentUser } from '@bizcard/shared/model';
import { useSelectedTenantStore, useSessionStore } from '@bizcard/shared/stores';
import nock from 'nock';

export const API = 'http://localhost';

/** Every test starts signed out of nothing: fresh stores, empty storage, no stray HTTP. */
export function resetShellState(): void {
  configureApi({ baseUrl: API });
  nock.cleanAll();
  nock.disableNetConnect();
  localStorage.clear();
  useSessionStore.setState({
    status: 'loading',
    user: null,
    mfaRequired: false,
    sessionToken: null,
  });
  useSelectedTenantStore.setState({ selectedTenant: null });
}

/** The session resolves (spec §4) to this user through the current-admin call. */
export const mockSignedIn = (user: CurrentUser) =>
  nock(API).get('/api/management/admin-users/me').reply(200, user);

/** Both identity calls say 401: nobody is signed in. */
export function mockSignedOut(): void {
  const unauthorized = { message: 'Not signed in' };
  nock(API).get('/api/management/admin-users/me').reply(401, unauthorized);
  nock(API).get('/api/auth/validate').reply(401, unauthorized);
}
