// OAuth provider configurations (spec §3 "OAuth provider config", "Provider catalogue entry"):
// their wire shapes. The built-in catalogue is oauth-catalogue.ts; what single sign-on asks for
// and copies is sso-settings.ts; its paths are sso.ts.
import type { ClaimMappings, MappableWireName } from './sso-settings';

export const OAUTH_PROVIDER_NAMES = [
  'azure',
  'google',
  'linkedin',
  'github',
  'facebook',
  'oidc',
] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];

/** The §7 body's credential fields, where a catalogue field's value is sent. */
export type OAuthBodyField =
  | 'client_id'
  | 'client_secret'
  | 'oauth_tenant_id'
  | 'secret_id'
  | 'provider_url'
  | 'redirect_uri';

export interface OAuthCredentialField {
  /** The catalogue's own name (spec §3), e.g. AZURE_AD_CLIENT_ID or clientId. */
  name: string;
  label: string;
  type: 'text' | 'password' | 'url';
  required: boolean;
  /** Where the value goes in the §7 body. */
  target: OAuthBodyField;
  placeholder?: string;
}

/** Spec §3 "Provider catalogue entry", plus where and how to create the app at the provider. */
export interface OAuthCatalogueEntry {
  value: string;
  label: string;
  description: string;
  icon: string;
  fields: OAuthCredentialField[];
  setup?: { consoleName: string; consoleUrl: string; steps: string[] };
}

/** A stored configuration as the API returns it: the client secret never leaves the server. */
export interface OAuthProviderConfig {
  id: string;
  tenant_id: string;
  provider_name: OAuthProviderName;
  providerName: OAuthProviderName;
  display_name: string;
  provider_url: string | null;
  client_id: string | null;
  /** Whether a client secret is stored; the edit form shows '•••• set'. */
  client_secret_set: boolean;
  oauth_tenant_id: string | null;
  secret_id: string | null;
  aws_secret_name: string | null;
  aws_secret_region: string | null;
  redirect_uri: string;
  scopes: string[];
  field_mappings: ClaimMappings;
  createdAt: string;
  updatedAt: string;
}

export interface OAuthProviderListResponse {
  success: true;
  providers: OAuthProviderConfig[];
}

export interface OAuthCatalogueResponse {
  success: true;
  data: OAuthCatalogueEntry[];
}

export interface OAuthProviderSaveResponse {
  success: true;
  message: string;
  data: OAuthProviderConfig;
}

/** A field that came from the directory at the last SSO sign-in, as 'Your card' lists it. */
export interface DirectoryField {
  wire: MappableWireName;
  label: string;
  value: string;
}

/** GET /api/self-serve/card: the signed-in end user's card and what the directory filled. */
export interface YourCardResponse {
  first_name: string;
  last_name: string;
  email: string;
  tenant: string;
  card_url: string;
  qr_url: string;
  vcard_url: string;
  directory: {
    provider: string | null;
    synced_at: string | null;
    fields: DirectoryField[];
  };
}
