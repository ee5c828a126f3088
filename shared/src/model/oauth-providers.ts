// OAuth provider configurations (spec §3 "OAuth provider config", "Provider catalogue entry"):
// their wire shapes. The built-in catalogue is oauth-catalogue.ts; what single sign-on asks for
// and copies is sso-settings.ts; its paths are sso.ts. The reply types are inferred from
// schemas/oauth-providers.ts.
import type * as z from 'zod/mini';
import type {
  oauthBodyFieldSchema,
  oauthCatalogueEntrySchema,
  oauthCatalogueResponseSchema,
  oauthCredentialFieldSchema,
  oauthProviderConfigSchema,
  oauthProviderListResponseSchema,
  oauthProviderSaveResponseSchema,
} from '../schemas/oauth-providers';
import type { directoryFieldSchema, yourCardReplySchema } from '../schemas/self-serve-replies';

export const OAUTH_PROVIDER_NAMES = [
  'azure',
  'google',
  'linkedin',
  'github',
  'facebook',
  'oidc',
  'saml',
] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];

/** The §7 body's credential fields, where a catalogue field's value is sent. */
export type OAuthBodyField = z.output<typeof oauthBodyFieldSchema>;

export type OAuthCredentialField = z.output<typeof oauthCredentialFieldSchema>;

/** Spec §3 "Provider catalogue entry", plus where and how to create the app at the provider. */
export type OAuthCatalogueEntry = z.output<typeof oauthCatalogueEntrySchema>;

/** A stored configuration as the API returns it: the client secret never leaves the server. */
export type OAuthProviderConfig = z.output<typeof oauthProviderConfigSchema>;

export type OAuthProviderListResponse = z.output<typeof oauthProviderListResponseSchema>;

export type OAuthCatalogueResponse = z.output<typeof oauthCatalogueResponseSchema>;

export type OAuthProviderSaveResponse = z.output<typeof oauthProviderSaveResponseSchema>;

/** A field that came from the directory at the last SSO sign-in, as 'Your card' lists it. */
export type DirectoryField = z.output<typeof directoryFieldSchema>;

/** GET /api/self-serve/card: the signed-in end user's card and what the directory filled. */
export type YourCardResponse = z.output<typeof yourCardReplySchema>;
