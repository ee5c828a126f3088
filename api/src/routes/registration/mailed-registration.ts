import { recordAudit } from '../../audit/record-audit';
import { deleteUnusedTokens } from '../../auth/auth-tokens';
import type { PrincipalRef } from '../../auth/principal';
import { newOpaqueToken, sha256 } from '../../auth/secrets';
import type { Queryable } from '../../db/database';

// Decision 039: the registration form writes nothing to a person. It stores this token, holding
// the address it was given, and mails its link to that address; the registration completes
// when the link sets the first password, so only the address's owner can complete it.

const KIND = 'registration_email';
/** Long enough to find the mail the next day; the link's first use ends it. */
export const MAILED_REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Stores a pending registration of `email` for the link's person and returns its token. */
export async function issueMailedRegistration(
  tx: Queryable,
  person: PrincipalRef,
  email: string,
  now: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await tx.query(
    `INSERT INTO auth_tokens (token_hash, kind, principal_type, principal_id, expires_at, pending_email)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6)`,
    [
      sha256(token),
      KIND,
      person.type,
      person.id,
      new Date(now.getTime() + MAILED_REGISTRATION_TTL_MS).toISOString(),
      email,
    ],
  );
  return token;
}

interface Pending {
  principal_id: string;
  pending_email: string;
}

/**
 * Uses a mailed registration token (in the password reset's transaction) and registers its
 * person with its address; null, with nothing changed but the token used, when the token is
 * unknown, used or expired, or the person has registered, been deactivated, or another
 * person of the tenant has taken the address since.
 */
export async function completeMailedRegistration(
  tx: Queryable,
  token: string,
  now: Date,
): Promise<PrincipalRef | null> {
  const used = await tx.query<Pending>(
    `UPDATE auth_tokens SET used_at = $3::timestamptz
     WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3::timestamptz
     RETURNING principal_id, pending_email`,
    [sha256(token), KIND, now.toISOString()],
  );
  const pending = used.rows[0];
  if (!pending) return null;
  const registered = await tx.query<{ tenant_id: string }>(
    `UPDATE end_users u SET email = $2, registered_at = $3::timestamptz, updated_at = now()
     WHERE u.id = $1 AND u.registered_at IS NULL AND u.active
       AND NOT EXISTS (SELECT 1 FROM end_users o
                       WHERE o.tenant_id = u.tenant_id AND o.email = $2 AND o.id <> u.id)
     RETURNING u.tenant_id`,
    [pending.principal_id, pending.pending_email, now.toISOString()],
  );
  const tenantId = registered.rows[0]?.tenant_id;
  if (!tenantId) return null;
  const person = { type: 'end_user' as const, id: pending.principal_id };
  // Registered: no registration link (decision 016) and no other mailed address can work now.
  await deleteUnusedTokens(tx, 'registration', person);
  await tx.query(
    `DELETE FROM auth_tokens
     WHERE kind = $1 AND principal_type = 'end_user' AND principal_id = $2 AND used_at IS NULL`,
    [KIND, person.id],
  );
  await recordAudit(tx, {
    tenantId,
    actor: pending.pending_email,
    actorKind: 'end_user',
    action: 'self_serve.register',
    target: pending.pending_email,
    message: 'Registration completed with the emailed link',
  });
  return person;
}
