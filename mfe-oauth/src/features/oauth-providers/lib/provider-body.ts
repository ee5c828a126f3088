import type { OAuthBodyField, OAuthCatalogueEntry, OAuthProviderName } from '@bizcard/shared/model';
import type { OAuthProviderBody } from '@bizcard/shared/schemas';
import {
  type ClaimRow,
  callbackUrl,
  isSamlProvider,
  isSsoProvider,
  type ProviderFormValues,
} from './provider-form-values';

const scopesOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** Rows without a claim name are left out; of two rows with one name, the later counts. */
const mappingsOf = (rows: ClaimRow[]): NonNullable<OAuthProviderBody['field_mappings']> =>
  Object.fromEntries(
    rows.filter((row) => row.claim.trim()).map((row) => [row.claim.trim(), row.field]),
  );

/**
 * The §7 body (decision 018): each catalogue field's value at its `target`, null where the
 * provider has no such field. An empty client secret is sent as '' (an edit keeps the stored
 * one); redirect_uri falls back to our callback. Claims and scopes only for SSO providers.
 */
export function toProviderBody(
  values: ProviderFormValues,
  entry: OAuthCatalogueEntry,
): OAuthProviderBody {
  const targets = new Set(entry.fields.map((field) => field.target));
  const value = (target: OAuthBodyField) =>
    targets.has(target) ? values.credentials[target].trim() : null;
  const sso = isSsoProvider(entry.value);
  return {
    provider_name: entry.value as OAuthProviderName,
    display_name: values.displayName.trim(),
    provider_url: value('provider_url'),
    client_id: value('client_id'),
    client_secret: value('client_secret'),
    oauth_tenant_id: value('oauth_tenant_id'),
    secret_id: value('secret_id'),
    aws_secret_name: null,
    aws_secret_region: null,
    redirect_uri: value('redirect_uri') || callbackUrl(),
    saml_metadata_xml: value('saml_metadata_xml'),
    saml_idp_entity_id: value('saml_idp_entity_id'),
    saml_idp_cert: value('saml_idp_cert'),
    scopes: sso && !isSamlProvider(entry.value) ? scopesOf(values.scopes) : [],
    field_mappings: sso ? mappingsOf(values.claims) : {},
  };
}
