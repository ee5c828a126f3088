import * as z from 'zod/mini';
import { EMAIL_REQUIRED, INVALID_EMAIL } from '../model/field-messages';
import { TENANT_TYPES } from '../model/tenants';
import { atMost, EMAIL_MAX, optionalText, requiredText } from './fields';

export const createTenantSchema = z.object({
  name: requiredText('Name is required').check(atMost('Name', 200)),
  email: requiredText(EMAIL_REQUIRED).check(atMost('Email', EMAIL_MAX), z.email(INVALID_EMAIL)),
  tenant_type: z.enum(TENANT_TYPES, { error: 'Tenant type is required' }),
  address: optionalText(300, 'Address'),
  state: optionalText(100, 'State'),
  country: optionalText(100, 'Country'),
});

export type CreateTenantRequest = z.input<typeof createTenantSchema>;

/** A tenant as the API returns it. The database password never leaves the server. */
export const tenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Slug of the name; sent as `x-tenant-name`. */
  tenant_name: z.string(),
  email: z.string(),
  address: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  tenant_type: z.enum(TENANT_TYPES),
  stytch_org_id: z.nullable(z.string()),
  db_host: z.nullable(z.string()),
  db_name: z.nullable(z.string()),
  db_port: z.nullable(z.number()),
  db_username: z.nullable(z.string()),
  db_secret_arn: z.nullable(z.string()),
  /** Whether a database password is stored; the UI always shows it masked. */
  db_password_set: z.boolean(),
  created_at: z.string(),
});

export const tenantListSchema = z.object({ tenants: z.array(tenantSchema) });

export const tenantIdParamsSchema = z.object({ id: z.string() });
