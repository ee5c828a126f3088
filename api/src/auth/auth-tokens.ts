import type { Queryable } from '../db/database';
import type { PrincipalRef, PrincipalType } from './principal';
import { newOpaqueToken, sha256 } from './secrets';

export type TokenKind = 'magic_link' | 'password_reset' | 'registration';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  magic_link: 15 * 60 * 1000,
  password_reset: 30 * 60 * 1000,
  // An admin hands the link over by hand (email, chat): a week to act on it.
  registration: 7 * 24 * 60 * 60 * 1000,
};

/**
 * Whether a new token voids the principal's older unused ones of its kind. Sign-in and reset
 * links are asked for by the person, so only the newest should work. Registration links are
 * handed out by admins, one by one or a whole tenant's in a CSV export for a mail merge;
 * voiding would silently break links already sent (decision 016). They end on their own:
 * by expiring, or when the user registers, after which no registration link can work.
 */
const NEWEST_ONLY: Record<TokenKind, boolean> = {
  magic_link: true,
  password_reset: true,
  registration: false,
};

/** Stores a new one-time token and returns it; only its hash is kept (see issueAuthTokens). */
export async function issueAuthToken(
  tx: Queryable,
  kind: TokenKind,
  ref: PrincipalRef,
  now: Date,
): Promise<string> {
  const [token] = await issueAuthTokens(tx, kind, [ref], now);
  return token!;
}

/**
 * Stores one new token for each principal, in one statement, and returns them in order. Run it
 * in a transaction: for NEWEST_ONLY kinds the principals' older unused tokens stop working, and
 * expired tokens of anyone are purged (the API keeps no timers, so writes clean up after
 * themselves).
 */
export async function issueAuthTokens(
  tx: Queryable,
  kind: TokenKind,
  refs: readonly PrincipalRef[],
  now: Date,
): Promise<string[]> {
  if (refs.length === 0) return [];
  if (NEWEST_ONLY[kind]) {
    for (const ref of refs) await deleteUnusedTokens(tx, kind, ref);
  }
  await tx.query('DELETE FROM auth_tokens WHERE expires_at <= $1::timestamptz', [
    now.toISOString(),
  ]);
  const tokens = refs.map(() => newOpaqueToken());
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS[kind]).toISOString();
  await tx.query(
    `INSERT INTO auth_tokens (token_hash, kind, principal_type, principal_id, expires_at)
     SELECT hash, $1, type, id, $5::timestamptz
     FROM unnest($2::text[], $3::text[], $4::uuid[]) AS t(hash, type, id)`,
    [kind, tokens.map(sha256), refs.map((ref) => ref.type), refs.map((ref) => ref.id), expiresAt],
  );
  return tokens;
}

/** Voids the principal's unused tokens of this kind. */
export async function deleteUnusedTokens(
  q: Queryable,
  kind: TokenKind,
  ref: PrincipalRef,
): Promise<void> {
  await q.query(
    `DELETE FROM auth_tokens
     WHERE kind = $1 AND principal_type = $2 AND principal_id = $3 AND used_at IS NULL`,
    [kind, ref.type, ref.id],
  );
}

/**
 * Marks a valid token used and returns its principal, or null when it is unknown, used or
 * expired. The single UPDATE makes a second, concurrent use fail.
 */
export async function consumeAuthToken(
  q: Queryable,
  kind: TokenKind,
  token: string,
  now: Date,
): Promise<PrincipalRef | null> {
  const { rows } = await q.query<{ principal_type: PrincipalType; principal_id: string }>(
    `UPDATE auth_tokens SET used_at = $3::timestamptz
     WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3::timestamptz
     RETURNING principal_type, principal_id`,
    [sha256(token), kind, now.toISOString()],
  );
  const row = rows[0];
  return row ? { type: row.principal_type, id: row.principal_id } : null;
}

/** The principal of a valid token without using it up (a page that shows before it submits). */
export async function peekAuthToken(
  q: Queryable,
  kind: TokenKind,
  token: string,
  now: Date,
): Promise<PrincipalRef | null> {
  const { rows } = await q.query<{ principal_type: PrincipalType; principal_id: string }>(
    `SELECT principal_type, principal_id FROM auth_tokens
     WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3::timestamptz`,
    [sha256(token), kind, now.toISOString()],
  );
  const row = rows[0];
  return row ? { type: row.principal_type, id: row.principal_id } : null;
}
