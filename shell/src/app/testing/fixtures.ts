import type { CurrentUser, Tenant } from '@bizcard/shared/model';
import { makeTenant } from '@bizcard/shared/testing';

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

/** The client admin's tenant, `t-acme`; `overrides` name what a test changes. */
export const tenant = (overrides: Partial<Tenant> = {}): Tenant =>
  makeTenant({ id: 't-acme', name: 'Acme Corp', tenant_name: 'acme', ...overrides });
