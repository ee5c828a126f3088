import nock from 'nock';
import { configureApi, getTenantName } from '../api/client';
import type { CurrentUser } from '../model/auth';
import { useSessionStore } from './session-store';

const API = 'http://localhost';

const admin: CurrentUser = {
  id: 'a1',
  email: 'client@example.com',
  first_name: 'Maya',
  last_name: 'Chen',
  role: 'clientAdmin',
  tenant_id: 't1',
  tenant: 'acme-corporation',
  stytch_member_id: null,
  isSuperAdmin: false,
  isClientAdmin: true,
};

beforeAll(() => {
  nock.disableNetConnect();
  configureApi({ baseUrl: API });
});
beforeEach(() => {
  useSessionStore.setState({ status: 'loading', user: null });
  document.cookie = 'session_info=; Max-Age=0; Path=/';
});
afterEach(() => nock.cleanAll());

describe('session store', () => {
  it('resolves the signed-in admin from the current-admin call', async () => {
    nock(API).get('/api/management/admin-users/me').reply(200, admin);
    await useSessionStore.getState().resolve();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: admin });
    expect(getTenantName()).toBe('acme-corporation');
  });

  it('falls back to token validation for an end user', async () => {
    const user = { ...admin, role: 'user', email: 'user@example.com' };
    nock(API)
      .get('/api/management/admin-users/me')
      .reply(403, { message: 'Admin access required' });
    nock(API).get('/api/auth/validate').reply(200, { valid: true, role: 'user', user });
    await useSessionStore.getState().resolve();
    expect(useSessionStore.getState().user?.email).toBe('user@example.com');
  });

  it('is signed out when the API answers 401, whatever the cookie says', async () => {
    document.cookie = `session_info=${encodeURIComponent('{"role":"superAdmin","tenant_id":null,"tenant":null}')}`;
    nock(API).get('/api/management/admin-users/me').reply(401, {});
    nock(API).get('/api/auth/validate').reply(401, {});
    await useSessionStore.getState().resolve();
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('uses the session cookie when the API cannot be reached', async () => {
    document.cookie = `session_info=${encodeURIComponent('{"role":"clientAdmin","tenant_id":"t1","tenant":"acme"}')}`;
    nock(API).get('/api/management/admin-users/me').replyWithError('down');
    nock(API).get('/api/auth/validate').replyWithError('down');
    await useSessionStore.getState().resolve();
    expect(useSessionStore.getState().user).toMatchObject({ role: 'clientAdmin', tenant_id: 't1' });
  });

  it('signs out locally even when the logout call fails', async () => {
    useSessionStore.setState({ status: 'authenticated', user: admin });
    nock(API).post('/api/auth/logout').reply(500, {});
    await expect(useSessionStore.getState().logout()).rejects.toThrow();
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', user: null });
    expect(getTenantName()).toBeNull();
  });
});
