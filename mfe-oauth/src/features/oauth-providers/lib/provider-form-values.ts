import {
  type ClaimMappings,
  DEFAULT_OIDC_SCOPES,
  defaultMappingsFor,
  type MappableWireName,
  type OAuthBodyField,
  type OAuthCredentialField,
  type OAuthProviderConfig,
  SSO_CALLBACK_PATH,
  SSO_PROVIDER_NAMES,
  samlAcsPath,
  samlMetadataPath,
} from '@bizcard/shared/model';

/**
 * The credentials typed in, by where they go in the §7 body: each catalogue field names its
 * `target`, and no provider has two fields with the same one (decision 018).
 */
export type Credentials = Record<OAuthBodyField, string>;

/** One row of the claim mappings editor; `key` only tells React the rows apart. */
export interface ClaimRow {
  key: number;
  claim: string;
  field: MappableWireName;
}

export interface ProviderFormValues {
  /** A catalogue entry's value; '' until one is chosen. */
  provider: string;
  displayName: string;
  credentials: Credentials;
  claims: ClaimRow[];
  /** Space-separated, as typed. */
  scopes: string;
}

/** What to register at the provider: every provider sends people back here. */
export const callbackUrl = () => `${window.location.origin}${SSO_CALLBACK_PATH}`;

/**
 * What to give a SAML identity provider for this tenant (decision 057): our entity ID, which
 * is also our metadata's address, and the ACS its answers are posted to.
 */
export const samlServiceProvider = (tenantId: string) => ({
  entityId: `${window.location.origin}${samlMetadataPath(tenantId)}`,
  acsUrl: `${window.location.origin}${samlAcsPath(tenantId)}`,
});

export const isSamlProvider = (provider: string) => provider === 'saml';

export const isSsoProvider = (provider: string) =>
  (SSO_PROVIDER_NAMES as readonly string[]).includes(provider);

let nextKey = 0;
export const claimRow = (claim: string, field: MappableWireName): ClaimRow => ({
  key: nextKey++,
  claim,
  field,
});

export const claimRows = (mappings: ClaimMappings) =>
  Object.entries(mappings).map(([claim, field]) => claimRow(claim, field));

/** Blank credentials, with the redirect URI prefilled with our callback. */
const blankCredentials = (): Credentials => ({
  client_id: '',
  client_secret: '',
  oauth_tenant_id: '',
  secret_id: '',
  provider_url: '',
  redirect_uri: callbackUrl(),
  saml_metadata_xml: '',
  saml_idp_entity_id: '',
  saml_idp_cert: '',
});

/** A stored configuration's credentials; the secret never comes back, so it starts empty. */
const storedCredentials = (config: OAuthProviderConfig): Credentials => ({
  client_id: config.client_id ?? '',
  client_secret: '',
  oauth_tenant_id: config.oauth_tenant_id ?? '',
  secret_id: config.secret_id ?? '',
  provider_url: config.provider_url ?? '',
  redirect_uri: config.redirect_uri || callbackUrl(),
  saml_metadata_xml: config.saml_metadata_xml ?? '',
  saml_idp_entity_id: config.saml_idp_entity_id ?? '',
  saml_idp_cert: config.saml_idp_cert ?? '',
});

/**
 * Spec §4: choosing a provider clears the credentials, unless the configuration being
 * edited is of that provider.
 */
export const credentialsFor = (provider: string, config: OAuthProviderConfig | null) =>
  config && config.provider_name === provider ? storedCredentials(config) : blankCredentials();

/** The form of a new configuration, or of `config` being edited. */
export function initialValues(config: OAuthProviderConfig | null): ProviderFormValues {
  if (!config) {
    return {
      provider: '',
      displayName: '',
      credentials: blankCredentials(),
      claims: claimRows(defaultMappingsFor('')),
      scopes: DEFAULT_OIDC_SCOPES.join(' '),
    };
  }
  return {
    provider: config.provider_name,
    displayName: config.display_name,
    credentials: storedCredentials(config),
    claims: claimRows(config.field_mappings ?? {}),
    scopes: (config.scopes ?? []).join(' '),
  };
}

/**
 * The edited configuration has a client secret and this is its field: the field stays empty
 * (the secret never comes back), is not required, and an empty value keeps the stored one.
 */
export const keepsStoredSecret = (field: OAuthCredentialField, secretStored: boolean) =>
  secretStored && field.type === 'password' && field.target === 'client_secret';
