// What single sign-on asks a provider for and copies from it: the providers it can use, the
// default scopes, and which end-user fields a directory claim may fill (from the registry).
import { END_USER_FIELDS, type EndUserField } from './end-user-fields';
import type { OAuthProviderName } from './oauth-providers';

/**
 * Providers that single sign-on can use: OpenID Connect, with an issuer we know or are given,
 * and SAML 2.0 (decision 057).
 */
export const SSO_PROVIDER_NAMES: readonly OAuthProviderName[] = ['oidc', 'azure', 'google', 'saml'];

/** Scopes asked for when a configuration names none. */
export const DEFAULT_OIDC_SCOPES = ['openid', 'email', 'profile', 'phone'];

/** End-user fields a directory claim may fill: one text value each, the email excepted. */
export type MappableField = Extract<EndUserField, { input: 'text' | 'tel' | 'url' }>;
export const MAPPABLE_FIELDS = END_USER_FIELDS.filter(
  (field): field is MappableField =>
    field.input === 'text' || field.input === 'tel' || field.input === 'url',
);
export type MappableWireName = MappableField['wire'];

/** claim name → end-user field (wire name): what every SSO sign-in copies from the directory. */
export type ClaimMappings = Record<string, MappableWireName>;

export const DEFAULT_CLAIM_MAPPINGS: ClaimMappings = {
  given_name: 'first_name',
  family_name: 'last_name',
  job_title: 'title',
  phone_number: 'phone_cell',
};

/**
 * A new SAML configuration's attribute mappings: the names Okta's attribute statements use
 * and the claim URIs Microsoft Entra ID sends by default.
 */
export const DEFAULT_SAML_MAPPINGS: ClaimMappings = {
  firstName: 'first_name',
  lastName: 'last_name',
  title: 'title',
  mobilePhone: 'phone_cell',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname': 'first_name',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname': 'last_name',
};

/** The mappings a new configuration of this provider starts with. */
export const defaultMappingsFor = (provider: string): ClaimMappings =>
  provider === 'saml' ? DEFAULT_SAML_MAPPINGS : DEFAULT_CLAIM_MAPPINGS;
