import type { Queryable } from '../db/database';
import type { PrincipalRef, PrincipalType } from './principal';
import { newOpaqueToken, sha256 } from './secrets';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface StoredSession extends PrincipalRef {
  idHash: string;
}

/** Creates a session and returns its opaque id (only its hash is stored). */
export async function createSession(q: Queryable, ref: PrincipalRef, now: Date): Promise<string> {
  const id = newOpaqueToken();
  // Expired rows are purged here rather than by a scheduler: the API keeps no timers.
  await q.query('DELETE FROM sessions WHERE expires_at <= $1::timestamptz', [now.toISOString()]);
  await q.query(
    `INSERT INTO sessions (id_hash, principal_type, principal_id, expires_at)
     VALUES ($1, $2, $3, $4::timestamptz)`,
    [sha256(id), ref.type, ref.id, new Date(now.getTime() + SESSION_TTL_MS).toISOString()],
  );
  return id;
}

export async function findSession(
  q: Queryable,
  id: string,
  now: Date,
): Promise<StoredSession | null> {
  const idHash = sha256(id);
  const { rows } = await q.query<{
    principal_type: PrincipalType;
    principal_id: string;
    expires_at: Date;
  }>('SELECT principal_type, principal_id, expires_at FROM sessions WHERE id_hash = $1', [idHash]);
  const row = rows[0];
  if (!row) return null;
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    await deleteSession(q, idHash);
    return null;
  }
  return { type: row.principal_type, id: row.principal_id, idHash };
}

export async function deleteSession(q: Queryable, idHash: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
}

/** Ends every session of a principal except, optionally, the one making the request. */
export async function deleteSessionsOf(
  q: Queryable,
  ref: PrincipalRef,
  exceptIdHash: string | null,
): Promise<void> {
  await q.query(
    `DELETE FROM sessions WHERE principal_type = $1 AND principal_id = $2
     AND ($3::text IS NULL OR id_hash <> $3::text)`,
    [ref.type, ref.id, exceptIdHash],
  );
}
