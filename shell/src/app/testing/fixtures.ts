import type { CurrentUser, Tenant } from '@bizcard/shared/model';

const baseUser: CurrentUser = {
  id: 'u-1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'superAdmin',
  tenant_id: null,
  tenant: null,
  stytch_member_id: null,
  isSuperAdmin: true,
  isClientAdmin: false,
};

export const superAdmin: CurrentUser = baseUser;

export const clientAdmin: CurrentUser = {
  ...baseUser,
  id: 'u-2',
  email: 'grace@acme.test',
  first_name: 'Grace',
  last_name: 'Hopper',
  role: 'clientAdmin',
  tenant_id: 't-acme',
  tenant: 'acme',
  isSuperAdmin: false,
  isClientAdmin: true,
};

export const endUser: CurrentUser = {
  ...baseUser,
  id: 'u-3',
  email: 'linus@self.test',
  first_name: 'Linus',
  last_name: 'Pauling',
  role: 'user',
  tenant_id: 't-self',
  tenant: 'self-co',
  stytch_member_id: 'member-live-123',
  isSuperAdmin: false,
};

export const tenant = (overrides: Partial<Tenant> = {}): Tenant => ({
  id: 't-acme',
  name: 'Acme Corp',
  tenant_name: 'acme',
  email: 'admin@acme.test',
  address: null,
  state: null,
  country: null,
  tenant_type: 'organization_managed',
  stytch_org_id: null,
  db_host: null,
  db_name: null,
  db_port: null,
  db_username: null,
  db_secret_arn: null,
  db_password_set: false,
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
