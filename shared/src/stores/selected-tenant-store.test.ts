import nock from 'nock';
import { configureApi } from '../api/client';
import type { CurrentUser } from '../model/auth';
import type { Tenant } from '../model/tenants';
import {
  SELECTED_TENANT_KEY,
  selectOwnTenant,
  useSelectedTenantStore,
} from './selected-tenant-store';

const API = 'http://localhost';
const acme = { id: 't1', name: 'Acme Corporation', tenant_name: 'acme-corporation' } as Tenant;

beforeAll(() => configureApi({ baseUrl: API }));
beforeEach(() => {
  localStorage.clear();
  useSelectedTenantStore.setState({ selectedTenant: null });
});

describe('selected tenant store', () => {
  it('persists the selection under selectedTenant and clears it', () => {
    useSelectedTenantStore.getState().selectTenant(acme);
    expect(JSON.parse(localStorage.getItem(SELECTED_TENANT_KEY) ?? '')).toEqual(acme);
    useSelectedTenantStore.getState().clearTenant();
    expect(localStorage.getItem(SELECTED_TENANT_KEY)).toBeNull();
    expect(useSelectedTenantStore.getState().selectedTenant).toBeNull();
  });

  it("selects a client admin's own tenant, fetched by id", async () => {
    nock(API).get('/api/management/tenants/t1').reply(200, acme);
    await selectOwnTenant({ role: 'clientAdmin', tenant_id: 't1' } as CurrentUser);
    expect(useSelectedTenantStore.getState().selectedTenant).toEqual(acme);
  });

  it('leaves a super admin without a selection', async () => {
    await selectOwnTenant({ role: 'superAdmin', tenant_id: null } as CurrentUser);
    expect(useSelectedTenantStore.getState().selectedTenant).toBeNull();
  });
});
