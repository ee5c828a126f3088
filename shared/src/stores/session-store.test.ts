import nock from 'nock';
import { configureApi, getTenantName, setTenantName } from '../api/client';
import { listTenants } from '../api/tenants';
import type { CurrentUser } from '../model/auth';
import type { Tenant } from '../model/tenants';
import { makeTenant } from '../testing/tenants';
import { SELECTED_TENANT_KEY, useSelectedTenantStore } from './selected-tenant-store';
import { getPostLoginRedirect, setPostLoginRedirect } from './self-serve-storage';
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
  useSessionStore.setState({ status: 'loading', user: null, ended: null });
  useSelectedTenantStore.setState({ selectedTenant: null });
  localStorage.clear();
  document.cookie = 'session_info=; Max-Age=0; Path=/';
});
afterEach(() => nock.cleanAll());

const acme: Tenant = makeTenant({
  id: 't1',
  name: 'Acme Corporation',
  tenant_type: 'organization_managed',
});
const endUser: CurrentUser = {
  ...admin,
  role: 'user',
  tenant_id: 't-self',
  isClientAdmin: false,
};
const signedInAs = (user: CurrentUser) => {
  useSessionStore.setState({ status: 'authenticated', user });
  setTenantName(user.tenant);
  useSelectedTenantStore.getState().selectTenant(acme);
  document.cookie = `session_info=${encodeURIComponent('{"role":"clientAdmin","tenant_id":"t1","tenant":"acme"}')}`;
};

describe('session store', () => {
  it('resolves the signed-in admin from the current-admin call', async () => {
    nock(API).get('/api/management/admin-users/me').reply(200, admin);
    nock(API).get('/api/management/tenants/t1').reply(200, acme);
    await useSessionStore.getState().resolve();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: admin });
    expect(getTenantName()).toBe('acme-corporation');
    // The client admin's own tenant is selected before any page renders.
    expect(useSelectedTenantStore.getState().selectedTenant).toEqual(acme);
  });

  it('falls back to token validation for an end user', async () => {
    const user = { ...admin, role: 'user', email: 'user@example.com' };
    nock(API)
      .get('/api/management/admin-users/me')
      .reply(403, { message: 'Admin access required' });
    nock(API).get('/api/auth/validate').reply(200, {
      valid: true,
      role: 'user',
      user,
      tenant_id: user.tenant_id,
      tenant: user.tenant,
    });
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
    nock(API).get('/api/management/tenants/t1').replyWithError('down');
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

  it('forgets the selected tenant and any page to return to on logout', async () => {
    signedInAs(admin);
    setPostLoginRedirect('/tenants/users');
    nock(API).post('/api/auth/logout').reply(200, { message: 'Logged out' });
    await useSessionStore.getState().logout();
    expect(useSelectedTenantStore.getState().selectedTenant).toBeNull();
    expect(localStorage.getItem(SELECTED_TENANT_KEY)).toBeNull();
    expect(getPostLoginRedirect()).toBeNull();
    expect(useSessionStore.getState().ended).toBeNull();
  });
});

describe('session store when the API ends the session', () => {
  it('forgets the session of a signed-in admin and asks for /login on any 401', async () => {
    signedInAs(admin);
    nock(API).get('/api/management/tenants').reply(401, { message: 'Session expired' });
    await expect(listTenants()).rejects.toThrow();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'anonymous',
      user: null,
      ended: { signInPath: '/login' },
    });
    expect(getTenantName()).toBeNull();
    expect(document.cookie).not.toContain('session_info');
    expect(useSelectedTenantStore.getState().selectedTenant).toBeNull();
    expect(localStorage.getItem(SELECTED_TENANT_KEY)).toBeNull();
  });

  it("asks an end user to sign in again on their tenant's self-serve login", () => {
    signedInAs(endUser);
    useSessionStore.getState().endSession();
    expect(useSessionStore.getState().ended).toEqual({
      signInPath: '/self-serve-login?tenant_id=t-self',
    });
  });

  it('ignores 401s while the session is still being resolved or already signed out', () => {
    useSessionStore.getState().endSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'loading', ended: null });
    useSessionStore.setState({ status: 'anonymous' });
    useSessionStore.getState().endSession();
    expect(useSessionStore.getState().ended).toBeNull();
  });
});
