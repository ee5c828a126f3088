import type { ScimToken as WireToken } from '@bizcard/shared/model';
import { SCIM_BASE_PATH } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import type { ScimToken } from '../../scim/token-store';

/** Where the tenant's directory sends its SCIM requests: the public address people open. */
export const scimBaseUrl = (publicAppUrl: string) => `${publicAppUrl}${SCIM_BASE_PATH}`;

/**
 * The emails of the admins who made these tokens. Read in the all-tenants scope: a super admin
 * who made a client's token is no row of the client's own scope, yet its admins see who made it.
 */
export async function creatorEmails(
  systemDb: Queryable,
  tokens: readonly ScimToken[],
): Promise<Map<string, string>> {
  const ids = [...new Set(tokens.flatMap((token) => (token.createdBy ? [token.createdBy] : [])))];
  if (ids.length === 0) return new Map();
  const { rows } = await systemDb.query<{ id: string; email: string }>(
    'SELECT id, email FROM admin_users WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** A token as the Provisioning page lists it: never the token itself, nor its hash. */
export const wireToken = (token: ScimToken, emails: ReadonlyMap<string, string>): WireToken => ({
  id: token.id,
  name: token.name,
  created_at: token.createdAt,
  created_by: token.createdBy ? (emails.get(token.createdBy) ?? null) : null,
  last_used_at: token.lastUsedAt,
  revoked_at: token.revokedAt,
});
