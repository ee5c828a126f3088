import * as z from 'zod/mini';
import { SSO_EMAIL_REQUIRED } from '../auth/sign-in-messages';
import { SAML_FIELD_LABELS } from '../model/oauth-catalogue';
import { OAUTH_PROVIDER_NAMES } from '../model/oauth-providers';
import { MAPPABLE_FIELDS, type MappableWireName } from '../model/sso-settings';
import { atMost, emailAddress, optionalText, requiredText } from './fields';
import { lazySchema } from './lazy-schema';
import { tenantPathSchema } from './path-params';

export const OAUTH_MESSAGES = {
  noProvider: 'Please select an OAuth provider',
  displayNameRequired: 'Display Name is required',
  required: (label: string) => `${label} is required`,
  /** The API's answer to a save, which the screen shows (spec §8). */
  saved: 'OAuth configuration saved successfully',
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

/** The largest IdP metadata document taken, pasted or fetched (Entra's are about 25 KB). */
export const SAML_METADATA_MAX = 256 * 1024;

/** A claim name as providers spell them (job_title, extension_Department, urn:…:title). */
const CLAIM_NAME = /^[A-Za-z0-9_.:/-]{1,100}$/;

/**
 * Body of POST /api/management/oauth-providers/{tenantId} (spec §7), and of the edit's PUT.
 * Which credentials a provider requires is checked against the catalogue after this.
 */
export const oauthProviderBodySchema = lazySchema(() =>
  z.object({
    provider_name: z.enum(OAUTH_PROVIDER_NAMES, { error: OAUTH_MESSAGES.noProvider }),
    display_name: requiredText(OAUTH_MESSAGES.displayNameRequired).check(
      atMost('Display Name', 100),
    ),
    provider_url: optionalHttpUrl('Provider URL'),
    client_id: optionalText(500, 'Client ID'),
    // Empty on an edit keeps the stored secret.
    client_secret: optionalText(2000, 'Client Secret'),
    oauth_tenant_id: optionalText(200, 'Tenant ID'),
    secret_id: optionalText(200, 'Secret ID'),
    aws_secret_name: optionalText(200, 'AWS secret name'),
    aws_secret_region: optionalText(50, 'AWS secret region'),
    redirect_uri: optionalHttpUrl('Redirect URI'),
    // SAML 2.0 (decision 057): the identity provider's metadata as XML (its address goes in
    // provider_url), its entity ID and its signing certificate, each optional where the
    // metadata says it.
    saml_metadata_xml: optionalText(SAML_METADATA_MAX, SAML_FIELD_LABELS.metadataXml),
    saml_idp_entity_id: optionalText(500, SAML_FIELD_LABELS.entityId),
    saml_idp_cert: optionalText(20_000, SAML_FIELD_LABELS.certificate),
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
  }),
);

export type OAuthProviderBody = z.input<typeof oauthProviderBodySchema>;
export type OAuthProviderInput = z.output<typeof oauthProviderBodySchema>;

/** Body of POST /api/auth/sso/start: a work email, or the tenant when the page knows it. */
export const ssoStartSchema = lazySchema(() =>
  z.object({
    email: z.optional(emailAddress(SSO_EMAIL_REQUIRED).check(atMost('Email', 254))),
    tenant_id: optionalText(100, 'Tenant'),
    audience: z.enum(['admin', 'self'], { error: 'audience must be admin or self' }),
  }),
);

export type SsoStartRequest = z.input<typeof ssoStartSchema>;

/** The largest SAMLResponse taken at the ACS (base64; a signed assertion is a few KB). */
export const SAML_RESPONSE_MAX = 512 * 1024;

/** What an identity provider posts to `/api/auth/saml/{tenantId}/acs` (HTTP-POST binding). */
export const samlAcsBodySchema = lazySchema(() =>
  z.object({
    SAMLResponse: z.string().check(z.minLength(1), z.maxLength(SAML_RESPONSE_MAX)),
    RelayState: z.optional(z.string().check(z.maxLength(80))),
  }),
);

// The replies (spec §7 "OAuth providers"): the catalogue, and stored configurations without
// their secret.

/** The §7 body's credential fields, where a catalogue field's value is sent. */
export const oauthBodyFieldSchema = lazySchema(() =>
  z.enum([
    'client_id',
    'client_secret',
    'oauth_tenant_id',
    'secret_id',
    'provider_url',
    'redirect_uri',
    'saml_metadata_xml',
    'saml_idp_entity_id',
    'saml_idp_cert',
  ]),
);

export const oauthCredentialFieldSchema = lazySchema(() =>
  z.object({
    /** The catalogue's own name (spec §3), e.g. AZURE_AD_CLIENT_ID or clientId. */
    name: z.string(),
    label: z.string(),
    type: z.enum(['text', 'password', 'url', 'textarea']),
    required: z.boolean(),
    /** Where the value goes in the §7 body. */
    target: oauthBodyFieldSchema,
    placeholder: z.optional(z.string()),
  }),
);

/** Spec §3 "Provider catalogue entry", plus where and how to create the app at the provider. */
export const oauthCatalogueEntrySchema = lazySchema(() =>
  z.object({
    value: z.string(),
    label: z.string(),
    description: z.string(),
    icon: z.string(),
    fields: z.array(oauthCredentialFieldSchema),
    setup: z.optional(
      z.object({ consoleName: z.string(), consoleUrl: z.string(), steps: z.array(z.string()) }),
    ),
  }),
);

/** GET /api/management/oauth-providers/available */
export const oauthCatalogueResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: z.array(oauthCatalogueEntrySchema),
  }),
);

/** A stored configuration as the API returns it: the client secret never leaves the server. */
export const oauthProviderConfigSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    tenant_id: z.string(),
    provider_name: z.enum(OAUTH_PROVIDER_NAMES),
    providerName: z.enum(OAUTH_PROVIDER_NAMES),
    display_name: z.string(),
    provider_url: z.nullable(z.string()),
    client_id: z.nullable(z.string()),
    /** Whether a client secret is stored; the edit form shows '•••• set'. */
    client_secret_set: z.boolean(),
    oauth_tenant_id: z.nullable(z.string()),
    secret_id: z.nullable(z.string()),
    aws_secret_name: z.nullable(z.string()),
    aws_secret_region: z.nullable(z.string()),
    redirect_uri: z.string(),
    scopes: z.array(z.string()),
    field_mappings: z.record(z.string(), z.enum(MAPPABLE)),
    /** ISO times; the screen shows 'N/A' for an empty one (spec §8). */
    createdAt: z.string(),
    updatedAt: z.string(),
    /** ISO time the client secret was last set; a configuration's first secret counts. */
    secretRotatedAt: z.string(),
    /** SAML only (decision 057); absent from answers of APIs older than it. */
    saml_metadata_xml: z.optional(z.nullable(z.string())),
    saml_idp_entity_id: z.optional(z.nullable(z.string())),
    saml_idp_cert: z.optional(z.nullable(z.string())),
  }),
);

/** GET /api/management/oauth-providers/{tenantId} */
export const oauthProviderListResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    providers: z.array(oauthProviderConfigSchema),
  }),
);

/** POST (201) and PUT of /api/management/oauth-providers/{tenantId}[/{providerName}] */
export const oauthProviderSaveResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    data: oauthProviderConfigSchema,
  }),
);

/** DELETE /api/management/oauth-providers/{tenantId}/{providerName} */
export const oauthProviderDeleteResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
  }),
);

/** `/{tenantId}/{providerName}`; the routes answer an unknown one with their own 404. */
export const oauthProviderParamsSchema = lazySchema(() =>
  z.extend(tenantPathSchema, { providerName: z.string() }),
);
