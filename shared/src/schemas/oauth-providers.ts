import * as z from 'zod/mini';
import { SSO_EMAIL_REQUIRED } from '../auth/sign-in-messages';
import { OAUTH_PROVIDER_NAMES } from '../model/oauth-providers';
import { MAPPABLE_FIELDS, type MappableWireName } from '../model/sso-settings';
import { atMost, emailAddress, optionalText, requiredText } from './fields';

export const OAUTH_MESSAGES = {
  noProvider: 'Please select an OAuth provider',
  displayNameRequired: 'Display Name is required',
  required: (label: string) => `${label} is required`,
} as const;

/** An absent, empty or http(s) address; anything else is refused with the field's name. */
const optionalHttpUrl = (label: string) =>
  optionalText(500, label).check(
    z.refine(
      (value) => value === null || /^https?:\/\/[^\s]+$/i.test(value),
      `${label} must be an http:// or https:// address`,
    ),
  );

const MAPPABLE = MAPPABLE_FIELDS.map((field) => field.wire) as [
  MappableWireName,
  ...MappableWireName[],
];

/** A claim name as providers spell them (job_title, extension_Department, urn:…:title). */
const CLAIM_NAME = /^[A-Za-z0-9_.:/-]{1,100}$/;

/**
 * Body of POST /api/management/oauth-providers/{tenantId} (spec §7), and of the edit's PUT.
 * Which credentials a provider requires is checked against the catalogue after this.
 */
export const oauthProviderBodySchema = z.object({
  provider_name: z.enum(OAUTH_PROVIDER_NAMES, { error: OAUTH_MESSAGES.noProvider }),
  display_name: requiredText(OAUTH_MESSAGES.displayNameRequired).check(atMost('Display Name', 100)),
  provider_url: optionalHttpUrl('Provider URL'),
  client_id: optionalText(500, 'Client ID'),
  // Empty on an edit keeps the stored secret.
  client_secret: optionalText(2000, 'Client Secret'),
  oauth_tenant_id: optionalText(200, 'Tenant ID'),
  secret_id: optionalText(200, 'Secret ID'),
  aws_secret_name: optionalText(200, 'AWS secret name'),
  aws_secret_region: optionalText(50, 'AWS secret region'),
  redirect_uri: optionalHttpUrl('Redirect URI'),
  scopes: z.optional(
    z
      .array(z.string().check(z.trim(), z.regex(/^[\x21-\x7e]{1,100}$/, 'Scopes must be words')))
      .check(z.maxLength(20, 'At most 20 scopes')),
  ),
  field_mappings: z.optional(
    z
      .record(
        z.string().check(z.regex(CLAIM_NAME, 'Claim names are letters, digits and _ . : / -')),
        z.enum(MAPPABLE, { error: 'Claims map onto a contact field of the card' }),
      )
      .check(z.refine((value) => Object.keys(value).length <= 30, 'At most 30 claim mappings')),
  ),
});

export type OAuthProviderBody = z.input<typeof oauthProviderBodySchema>;
export type OAuthProviderInput = z.output<typeof oauthProviderBodySchema>;

/** Body of POST /api/auth/sso/start: a work email, or the tenant when the page knows it. */
export const ssoStartSchema = z.object({
  email: z.optional(emailAddress(SSO_EMAIL_REQUIRED).check(atMost('Email', 254))),
  tenant_id: optionalText(100, 'Tenant'),
  audience: z.enum(['admin', 'self'], { error: 'audience must be admin or self' }),
});

export type SsoStartRequest = z.input<typeof ssoStartSchema>;
