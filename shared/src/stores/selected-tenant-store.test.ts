import nock from 'nock';
import { configureApi } from '../api/client';
import type { CurrentUser } from '../model/auth';
import type { Tenant } from '../model/tenants';
import {
  restoreSelectedTenant,
  SELECTED_TENANT_KEY,
  useSelectedTenantStore,
} from './selected-tenant-store';

const API = 'http://localhost';
const acme: Tenant = {
  id: 't1',
  name: 'Acme Corporation',
  tenant_name: 'acme-corporation',
  email: 'it@acme.test',
  address: null,
  state: null,
  country: null,
  tenant_type: 'organization_managed',
  stytch_org_id: 'organization-live-acme',
  db_host: 'db.acme.internal',
  db_name: 'acme',
  db_port: 5432,
  db_username: 'acme_app',
  db_secret_arn: 'arn:aws:secretsmanager:eu-west-1:1:secret:acme',
  db_password_set: true,
  created_at: '2025-01-01T00:00:00.000Z',
};
const superAdmin = { role: 'superAdmin', tenant_id: null } as CurrentUser;
const storedSelection = () => JSON.parse(localStorage.getItem(SELECTED_TENANT_KEY) ?? 'null');

beforeAll(() => {
  nock.disableNetConnect();
  configureApi({ baseUrl: API });
});
beforeEach(() => {
  localStorage.clear();
  useSelectedTenantStore.setState({ selectedTenant: null });
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('selected tenant store', () => {
  it('stores only the id, name and type of the selection, never its database settings', () => {
    useSelectedTenantStore.getState().selectTenant(acme);
    expect(storedSelection()).toEqual({
      id: 't1',
      name: 'Acme Corporation',
      tenant_type: 'organization_managed',
    });
    expect(useSelectedTenantStore.getState().selectedTenant).toEqual(acme);
  });

  it('forgets the selection in memory and in storage when cleared', () => {
    useSelectedTenantStore.getState().selectTenant(acme);
    useSelectedTenantStore.getState().clearTenant();
    expect(localStorage.getItem(SELECTED_TENANT_KEY)).toBeNull();
    expect(useSelectedTenantStore.getState().selectedTenant).toBeNull();
  });
});

describe('restoreSelectedTenant', () => {
  it("reads a super admin's stored selection again from the API", async () => {
    localStorage.setItem(SELECTED_TENANT_KEY, JSON.stringify({ id: 't1', name: 'Acme' }));
    nock(API).get('/api/management/tenants/t1').reply(200, acme);
    await restoreSelectedTenant(superAdmin);
    expect(useSelectedTenantStore.getState().selectedTenant).toEqual(acme);
  });

  it("selects a client admin's own tenant, fetched by id", async () => {
    nock(API).get('/api/management/tenants/t1').reply(200, acme);
    await restoreSelectedTenant({ role: 'clientAdmin', tenant_id: 't1' } as CurrentUser);
    expect(useSelectedTenantStore.getState().selectedTenant).toEqual(acme);
  });

  it('leaves a super admin without a stored selection unselected', async () => {
    await restoreSelectedTenant(superAdmin);
    expect(useSelectedTenantStore.getState().selectedTenant).toBeNull();
  });

  it("selects nothing for an end user and forgets an admin's selection left behind", async () => {
    localStorage.setItem(SELECTED_TENANT_KEY, JSON.stringify({ id: 't1', name: 'Acme' }));
    await restoreSelectedTenant({ role: 'user', tenant_id: 't1' } as CurrentUser);
    expect(useSelectedTenantStore.getState().selectedTenant).toBeNull();
    expect(localStorage.getItem(SELECTED_TENANT_KEY)).toBeNull();
  });

  it('cuts a whole tenant record stored by an earlier build down to id, name and type', async () => {
    localStorage.setItem(SELECTED_TENANT_KEY, JSON.stringify(acme));
    await restoreSelectedTenant(null);
    expect(storedSelection()).toEqual({
      id: 't1',
      name: 'Acme Corporation',
      tenant_type: 'organization_managed',
    });
    expect(localStorage.getItem(SELECTED_TENANT_KEY)).not.toMatch(/db_|arn:|acme_app/);
  });

  it('keeps the stored selection of a signed-out browser for the next sign-in', async () => {
    const selection = { id: 't1', name: 'Acme Corporation', tenant_type: 'organization_managed' };
    localStorage.setItem(SELECTED_TENANT_KEY, JSON.stringify(selection));
    await restoreSelectedTenant(null);
    expect(storedSelection()).toEqual(selection);
  });

  it('drops a stored value that names no tenant', async () => {
    localStorage.setItem(SELECTED_TENANT_KEY, JSON.stringify({ name: 'Acme' }));
    await restoreSelectedTenant(superAdmin);
    expect(localStorage.getItem(SELECTED_TENANT_KEY)).toBeNull();
  });

  it('forgets a stored tenant the API no longer shows this admin', async () => {
    localStorage.setItem(SELECTED_TENANT_KEY, JSON.stringify({ id: 't1', name: 'Acme' }));
    nock(API).get('/api/management/tenants/t1').reply(404, { message: 'Tenant not found' });
    await expect(restoreSelectedTenant(superAdmin)).rejects.toThrow('Tenant not found');
    expect(localStorage.getItem(SELECTED_TENANT_KEY)).toBeNull();
  });

  it('keeps the stored selection when the API cannot be reached', async () => {
    localStorage.setItem(SELECTED_TENANT_KEY, JSON.stringify({ id: 't1', name: 'Acme' }));
    nock(API).get('/api/management/tenants/t1').replyWithError('down');
    await expect(restoreSelectedTenant(superAdmin)).rejects.toThrow();
    expect(storedSelection()).toMatchObject({ id: 't1' });
  });
});
