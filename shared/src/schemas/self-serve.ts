import * as z from 'zod/mini';
import type { Address } from '../model/end-user-fields';
import { EMAIL_REQUIRED } from '../model/field-messages';
import { SELF_SERVE_FIELDS, SELF_SERVE_READ_ONLY, type SelfServeField } from '../model/self-serve';
import { endUserFieldRule } from './end-users';
import { atMost, emailAddress, optionalText, requiredText } from './fields';
import { lazySchema } from './lazy-schema';

/** What the profile page may change: every self-serve field but the read-only identity. */
export const SELF_SERVE_EDITABLE = SELF_SERVE_FIELDS.filter(
  (field) => !SELF_SERVE_READ_ONLY.includes(field.form),
);

type Editable = Exclude<SelfServeField, { form: 'firstName' | 'lastName' | 'email' }>;
type AddressInput = Partial<Record<keyof Address, string | null>>;

/** Body of PUT /api/self-serve/user-info (spec §7): camelCase contact fields and tenant_id. */
export type SelfServeUpdateRequest = {
  [F in Editable as F['form']]?: F extends { input: 'addresses' } ? AddressInput[] : string | null;
} & {
  tenant_id?: string | null;
  // Sent along by the page (spec §7 "all contact fields") and ignored: names and email are
  // the admin's to change.
  firstName?: string;
  lastName?: string;
  email?: string;
};

export type SelfServeUpdate = {
  [F in Editable as F['form']]: F extends { input: 'addresses' } ? Address[] : string | null;
} & { tenant_id: string | null };

/**
 * The same rule per field as the admin write (endUserWriteSchema), under the form names.
 * Unknown keys, the read-only names and email among them, are dropped.
 */
export const selfServeUpdateSchema = lazySchema(
  () =>
    z.object({
      ...Object.fromEntries(
        SELF_SERVE_EDITABLE.map((field) => [field.form, endUserFieldRule(field)]),
      ),
      tenant_id: optionalText(100, 'Tenant'),
    }) as unknown as z.ZodMiniType<SelfServeUpdate, SelfServeUpdateRequest>,
);

/** Body of PUT /api/registration/self-serve/user-info: the link's ids and token, the email. */
export const registrationSchema = lazySchema(() =>
  z.object({
    token: requiredText('Registration token is required').check(atMost('Registration token', 200)),
    tenant_id: requiredText('tenant_id is required').check(atMost('tenant_id', 100)),
    user_id: requiredText('user_id is required').check(atMost('user_id', 100)),
    email: emailAddress(EMAIL_REQUIRED).check(atMost('Email', 254), z.toLowerCase()),
  }),
);
export type RegistrationRequest = z.input<typeof registrationSchema>;
