import { newOpaqueToken, sha256 } from '../auth/secrets';
import type { Queryable } from '../db/database';
import type { TenantRef } from '../routes/users/tenant-access';
import { isUuid } from '../validation';

/** A SCIM token as the Provisioning page lists it: never the token itself, nor its hash. */
export interface ScimToken {
  id: string;
  tenantId: string;
  name: string;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A token just made: `token` is the raw bearer token, shown this once and stored hashed. */
export interface NewScimToken extends ScimToken {
  token: string;
}

/** The token a SCIM request signed in with: whose tenant it acts in, and its name for audit. */
export interface ActiveScimToken {
  id: string;
  tenantId: string;
  name: string;
}

// Distinguishable in logs and secret scanners; the random part is the session tokens' 32 bytes.
const TOKEN_PREFIX = 'scim_';

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `id, tenant_id AS "tenantId", name, created_by AS "createdBy",
  ${iso('created_at')} AS "createdAt", ${iso('last_used_at')} AS "lastUsedAt",
  ${iso('revoked_at')} AS "revokedAt"`;

/** Run in the tenant's scope (or all tenants'). */
export async function createScimToken(
  db: Queryable,
  input: { tenantId: string; name: string; createdBy: string | null },
): Promise<NewScimToken> {
  const token = `${TOKEN_PREFIX}${newOpaqueToken()}`;
  const { rows } = await db.query<ScimToken>(
    `INSERT INTO scim_tokens (tenant_id, name, token_hash, created_by) VALUES ($1, $2, $3, $4)
     RETURNING ${COLUMNS}`,
    [input.tenantId, input.name, sha256(token), input.createdBy],
  );
  return { ...rows[0]!, token };
}

/** The tenant's tokens, newest first, revoked ones included. */
export async function listScimTokens(db: Queryable, tenantId: string): Promise<ScimToken[]> {
  const { rows } = await db.query<ScimToken>(
    `SELECT ${COLUMNS} FROM scim_tokens WHERE tenant_id = $1 ORDER BY created_at DESC, id`,
    [tenantId],
  );
  return rows;
}

/**
 * Revokes the token from now on; null when the tenant has no such token. Revoking a revoked
 * token keeps its first revocation time.
 */
export async function revokeScimToken(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<ScimToken | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<ScimToken>(
    `UPDATE scim_tokens SET revoked_at = coalesce(revoked_at, now())
     WHERE tenant_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [tenantId, id.toLowerCase()],
  );
  return rows[0] ?? null;
}

/** A signed-in token with its tenant, as a SCIM request acts. */
export interface ScimTokenWithTenant {
  token: ActiveScimToken;
  tenant: TenantRef;
}

/**
 * The unrevoked token `raw` is with its tenant, marking it used, in one statement; null for an
 * unknown or revoked one. Run in the all-tenants scope (app.systemDb): the tenant is what the
 * token tells. The use is written at most once a minute, so that a directory's 20 requests at
 * a time do not queue on the token's row. A function (migration 051), so that the server plans
 * it once a connection rather than at every request.
 */
export async function findActiveScimTokenWithTenant(
  db: Queryable,
  raw: string,
): Promise<ScimTokenWithTenant | null> {
  if (!raw.startsWith(TOKEN_PREFIX)) return null;
  const { rows } = await db.query<ActiveScimToken & { tenant: TenantRef }>(
    `SELECT token_id AS id, token_tenant_id AS "tenantId", token_name AS name, tenant
     FROM scim_token_signed_in($1)`,
    [sha256(raw)],
  );
  const row = rows[0];
  return row
    ? { token: { id: row.id, tenantId: row.tenantId, name: row.name }, tenant: row.tenant }
    : null;
}

/** The unrevoked token `raw` is (findActiveScimTokenWithTenant), without its tenant. */
export async function findActiveScimToken(
  db: Queryable,
  raw: string,
): Promise<ActiveScimToken | null> {
  return (await findActiveScimTokenWithTenant(db, raw))?.token ?? null;
}
