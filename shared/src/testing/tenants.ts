import type { Tenant } from '../model/tenants';

/** A tenant with every field filled in: user managed, with its own database settings. */
export const ACME: Tenant = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme Corporation',
  tenant_name: 'acme-corporation',
  email: 'admin@acme.example',
  address: '1 Rocket Road',
  state: 'CA',
  country: 'USA',
  tenant_type: 'user_managed',
  stytch_org_id: 'organization-live-acme',
  db_host: 'db.acme.internal',
  db_name: 'acme',
  db_port: 5432,
  db_username: 'acme_app',
  db_secret_arn: 'arn:aws:secretsmanager:eu-west-1:123:secret:acme',
  db_password_set: true,
  created_at: '2024-01-01T00:00:00.000Z',
};

/** A tenant with only what is required: organization managed, no identity-provider org. */
export const GLOBEX: Tenant = {
  ...ACME,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Globex',
  tenant_name: 'globex',
  email: 'it@globex.example',
  address: null,
  state: null,
  country: 'Germany',
  tenant_type: 'organization_managed',
  stytch_org_id: null,
  db_host: null,
  db_name: null,
  db_port: null,
  db_username: null,
  db_secret_arn: null,
  db_password_set: false,
};

/** A complete tenant for a test that cares about a few fields: name them in `overrides`. */
export const makeTenant = (overrides: Partial<Tenant> = {}): Tenant => ({
  ...GLOBEX,
  ...overrides,
});
