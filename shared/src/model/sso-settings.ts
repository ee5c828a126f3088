// What single sign-on asks a provider for and copies from it: the providers it can use, the
// default scopes, and which end-user fields a directory claim may fill (from the registry).
import { END_USER_FIELDS, type EndUserField } from './end-user-fields';
import type { OAuthProviderName } from './oauth-providers';

/** Providers that single sign-on can use: OpenID Connect, with an issuer we know or are given. */
export const SSO_PROVIDER_NAMES: readonly OAuthProviderName[] = ['oidc', 'azure', 'google'];

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
