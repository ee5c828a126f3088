import type { ClaimMappings } from '@bizcard/shared/model';
import type { OAuthProviderInput } from '@bizcard/shared/schemas';
import type { Queryable } from '../../db/database';
import type { ProviderRow } from './provider-record';

const COLUMNS = `id, tenant_id, provider_name, display_name, provider_url, client_id,
  client_secret_sealed, oauth_tenant_id, secret_id, aws_secret_name, aws_secret_region,
  redirect_uri, scopes, field_mappings, created_at, updated_at, secret_rotated_at,
  saml_metadata_xml, saml_idp_entity_id, saml_idp_cert`;

/** What a save writes; the secret already sealed (or null to keep the stored one on an edit). */
export interface ProviderWrite
  extends Omit<OAuthProviderInput, 'client_secret' | 'field_mappings'> {
  redirect_uri: string;
  scopes: string[];
  field_mappings: ClaimMappings;
  client_secret_sealed: string | null;
}

const values = (write: ProviderWrite) => [
  write.display_name,
  write.provider_url,
  write.client_id,
  write.oauth_tenant_id,
  write.secret_id,
  write.aws_secret_name,
  write.aws_secret_region,
  write.redirect_uri,
  write.scopes,
  JSON.stringify(write.field_mappings),
  write.client_secret_sealed,
  write.saml_metadata_xml,
  write.saml_idp_entity_id,
  write.saml_idp_cert,
];

export async function listProviders(q: Queryable, tenantId: string): Promise<ProviderRow[]> {
  const { rows } = await q.query<ProviderRow>(
    `SELECT ${COLUMNS} FROM oauth_providers WHERE tenant_id = $1 ORDER BY created_at, provider_name`,
    [tenantId],
  );
  return rows;
}

export async function findProvider(
  q: Queryable,
  tenantId: string,
  providerName: string,
): Promise<ProviderRow | null> {
  const { rows } = await q.query<ProviderRow>(
    `SELECT ${COLUMNS} FROM oauth_providers WHERE tenant_id = $1 AND provider_name = $2`,
    [tenantId, providerName],
  );
  return rows[0] ?? null;
}

export async function findProviderById(q: Queryable, id: string): Promise<ProviderRow | null> {
  const { rows } = await q.query<ProviderRow>(
    `SELECT ${COLUMNS} FROM oauth_providers WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Inserts a configuration; throws a unique violation when the tenant has that provider. */
export async function insertProvider(
  q: Queryable,
  tenantId: string,
  adminId: string,
  write: ProviderWrite,
): Promise<ProviderRow> {
  const { rows } = await q.query<ProviderRow>(
    `INSERT INTO oauth_providers (display_name, provider_url, client_id, oauth_tenant_id,
       secret_id, aws_secret_name, aws_secret_region, redirect_uri, scopes, field_mappings,
       client_secret_sealed, saml_metadata_xml, saml_idp_entity_id, saml_idp_cert, tenant_id,
       provider_name, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10::jsonb, $11, $12, $13, $14, $15,
       $16, $17)
     RETURNING ${COLUMNS}`,
    [...values(write), tenantId, write.provider_name, adminId],
  );
  return rows[0]!;
}

/**
 * Replaces a configuration's fields; a null sealed secret keeps the stored one, and a new one
 * counts as a rotation.
 */
export async function updateProvider(
  q: Queryable,
  tenantId: string,
  write: ProviderWrite,
): Promise<ProviderRow | null> {
  const { rows } = await q.query<ProviderRow>(
    `UPDATE oauth_providers SET display_name = $1, provider_url = $2, client_id = $3,
       oauth_tenant_id = $4, secret_id = $5, aws_secret_name = $6, aws_secret_region = $7,
       redirect_uri = $8, scopes = $9::text[], field_mappings = $10::jsonb,
       client_secret_sealed = coalesce($11, client_secret_sealed), updated_at = now(),
       secret_rotated_at = CASE WHEN $11 IS NULL THEN secret_rotated_at ELSE now() END,
       saml_metadata_xml = $12, saml_idp_entity_id = $13, saml_idp_cert = $14
     WHERE tenant_id = $15 AND provider_name = $16
     RETURNING ${COLUMNS}`,
    [...values(write), tenantId, write.provider_name],
  );
  return rows[0] ?? null;
}

/**
 * Puts a rotated secret (and, for Microsoft Entra, its Secret ID) in place. updated_at moves
 * too: sign-in's cached provider metadata, which holds the secret, is keyed by it.
 */
export async function rotateSecret(
  q: Queryable,
  id: string,
  sealed: string,
  secretId: string | null,
): Promise<ProviderRow | null> {
  const { rows } = await q.query<ProviderRow>(
    `UPDATE oauth_providers SET client_secret_sealed = $2, secret_id = coalesce($3, secret_id),
       secret_rotated_at = now(), updated_at = now()
     WHERE id = $1
     RETURNING ${COLUMNS}`,
    [id, sealed, secretId],
  );
  return rows[0] ?? null;
}

/** Deletes a configuration and answers what it was; null when there was none. */
export async function deleteProvider(
  q: Queryable,
  tenantId: string,
  providerName: string,
): Promise<ProviderRow | null> {
  const { rows } = await q.query<ProviderRow>(
    `DELETE FROM oauth_providers WHERE tenant_id = $1 AND provider_name = $2 RETURNING ${COLUMNS}`,
    [tenantId, providerName],
  );
  return rows[0] ?? null;
}
