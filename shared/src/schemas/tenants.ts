import * as z from 'zod/mini';
import { EMAIL_REQUIRED, INVALID_EMAIL } from '../model/field-messages';
import { TENANT_TYPES } from '../model/tenants';
import { atMost, EMAIL_MAX, optionalText, requiredText } from './fields';

export const createTenantSchema = z.object({
  name: requiredText('Name is required').check(atMost('Name', 200)),
  email: requiredText(EMAIL_REQUIRED).check(
    atMost('Email', EMAIL_MAX),
    z.email(INVALID_EMAIL),
  ),
  tenant_type: z.enum(TENANT_TYPES, { error: 'Tenant type is required' }),
  address: optionalText(300, 'Address'),
  state: optionalText(100, 'State'),
  country: optionalText(100, 'Country'),
});

export type CreateTenantRequest = z.input<typeof createTenantSchema>;
