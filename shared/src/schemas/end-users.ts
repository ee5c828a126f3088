import * as z from 'zod/mini';
import { DEFAULT_ADDRESS_COUNTRY, DEFAULT_END_USER_ROLE, END_USER_ROLES } from '../model/end-users';
import { optionalText, requiredText } from './fields';

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

const httpUrl = (label: string) =>
  optionalText(500).check(
    z.refine(
      (value) => value === null || WEB_ADDRESS.test(value),
      `${label} must be a web address starting with http:// or https://`,
    ),
  );

const addressText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max)))),
    z.transform((value) => value ?? ''),
  );

export const addressSchema = z.object({
  type: z.pipe(
    addressText(20),
    z.transform((value) => value || 'home'),
  ),
  street: addressText(200),
  city: addressText(100),
  state: addressText(100),
  zipCode: addressText(20),
  country: z.pipe(
    addressText(100),
    z.transform((value) => value || DEFAULT_ADDRESS_COUNTRY),
  ),
});

/** Body of POST and PUT /api/management/users/{tenantId}[/{userId}], and one CSV row. */
export const endUserWriteSchema = z.object({
  first_name: requiredText('First name is required').check(z.maxLength(100)),
  last_name: requiredText('Last name is required').check(z.maxLength(100)),
  email: requiredText('Email is required').check(
    z.maxLength(254),
    z.email('Please enter a valid email address'),
    z.toLowerCase(),
  ),
  role: z._default(
    z.enum(END_USER_ROLES, { error: 'Role must be User, Admin or Manager' }),
    DEFAULT_END_USER_ROLE,
  ),
  pronouns: optionalText(50),
  phone_work: optionalText(50),
  phone_direct: optionalText(50),
  phone_cell: optionalText(50),
  title: optionalText(200),
  company: optionalText(200),
  department: optionalText(200),
  accreditations: optionalText(300),
  website: httpUrl('Website'),
  linkedin: httpUrl('LinkedIn'),
  facebook: httpUrl('Facebook'),
  instagram: httpUrl('Instagram'),
  x_twitter: httpUrl('X (Twitter)'),
  youtube: httpUrl('YouTube'),
  reddit: httpUrl('Reddit'),
  addresses: z._default(z.array(addressSchema).check(z.maxLength(10)), []),
  stytch_org_id: optionalText(200),
});

export type EndUserWriteRequest = z.input<typeof endUserWriteSchema>;
export type EndUserWrite = z.output<typeof endUserWriteSchema>;
