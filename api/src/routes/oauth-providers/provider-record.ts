import {
  type ClaimMappings,
  OAUTH_CATALOGUE,
  type OAuthProviderConfig,
  type OAuthProviderName,
} from '@bizcard/shared/model';
import { OAUTH_MESSAGES, type OAuthProviderInput } from '@bizcard/shared/schemas';
import { HttpError } from '../../errors';

/** A row of oauth_providers as the store reads it. */
export interface ProviderRow {
  id: string;
  tenant_id: string;
  provider_name: OAuthProviderName;
  display_name: string;
  provider_url: string | null;
  client_id: string | null;
  client_secret_sealed: string | null;
  oauth_tenant_id: string | null;
  secret_id: string | null;
  aws_secret_name: string | null;
  aws_secret_region: string | null;
  redirect_uri: string;
  scopes: string[];
  field_mappings: ClaimMappings;
  created_at: Date | string;
  updated_at: Date | string;
  secret_rotated_at: Date | string;
  saml_metadata_xml: string | null;
  saml_idp_entity_id: string | null;
  saml_idp_cert: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The configuration as every response shows it: whether a secret is set, never the secret. */
export function toProviderConfig(row: ProviderRow): OAuthProviderConfig {
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    provider_name: row.provider_name,
    providerName: row.provider_name,
    display_name: row.display_name,
    provider_url: row.provider_url,
    client_id: row.client_id,
    client_secret_set: row.client_secret_sealed !== null,
    oauth_tenant_id: row.oauth_tenant_id,
    secret_id: row.secret_id,
    aws_secret_name: row.aws_secret_name,
    aws_secret_region: row.aws_secret_region,
    redirect_uri: row.redirect_uri,
    scopes: row.scopes,
    field_mappings: row.field_mappings,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    secretRotatedAt: iso(row.secret_rotated_at),
    saml_metadata_xml: row.saml_metadata_xml,
    saml_idp_entity_id: row.saml_idp_entity_id,
    saml_idp_cert: row.saml_idp_cert,
  };
}

/** What a secret is sealed against: a sealed value copied to another row does not open. */
export const secretContext = (tenantId: string, providerName: string) =>
  `oauth-provider:${tenantId}:${providerName}`;

/**
 * Spec §5: every required credential of the provider, in the catalogue's order, as
 * '{field label} is required'. A stored secret counts as given on an edit.
 */
export function checkRequiredCredentials(input: OAuthProviderInput, secretStored: boolean): void {
  const entry = OAUTH_CATALOGUE.find((candidate) => candidate.value === input.provider_name);
  for (const field of entry?.fields ?? []) {
    if (!field.required) continue;
    if (field.target === 'client_secret' && secretStored) continue;
    const value = input[field.target];
    if (!value) throw new HttpError(400, OAUTH_MESSAGES.required(field.label));
  }
}
