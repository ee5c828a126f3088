import type { SsoAudience } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import { sha256 } from '../secrets';

/** A sign-in sent to a provider and not yet back: ten minutes to complete it. */
export const SSO_ATTEMPT_TTL_MS = 10 * 60 * 1000;

export interface SsoAttempt {
  tenantId: string;
  providerId: string;
  audience: SsoAudience;
  codeVerifier: string;
  nonce: string;
}

export async function createAttempt(
  q: Queryable,
  state: string,
  attempt: SsoAttempt,
  now: Date,
): Promise<void> {
  // Abandoned attempts are purged here, as sessions are: the API keeps no timers.
  await q.query('DELETE FROM sso_attempts WHERE expires_at <= $1::timestamptz', [
    now.toISOString(),
  ]);
  await q.query(
    `INSERT INTO sso_attempts (state_hash, tenant_id, provider_id, audience, code_verifier,
       nonce, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
    [
      sha256(state),
      attempt.tenantId,
      attempt.providerId,
      attempt.audience,
      attempt.codeVerifier,
      attempt.nonce,
      new Date(now.getTime() + SSO_ATTEMPT_TTL_MS).toISOString(),
    ],
  );
}

/**
 * Takes the attempt of this state once: deleted as it is read, so a replayed callback finds
 * nothing. Null when unknown, used, or expired.
 */
export async function takeAttempt(
  q: Queryable,
  state: string,
  now: Date,
): Promise<SsoAttempt | null> {
  const { rows } = await q.query<{
    tenant_id: string;
    provider_id: string;
    audience: SsoAudience;
    code_verifier: string;
    nonce: string;
    expires_at: Date;
  }>(
    `DELETE FROM sso_attempts WHERE state_hash = $1
     RETURNING tenant_id, provider_id, audience, code_verifier, nonce, expires_at`,
    [sha256(state)],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return {
    tenantId: row.tenant_id,
    providerId: row.provider_id,
    audience: row.audience,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
  };
}

/**
 * Who an attempt is for, without taking it: where a refused SAML answer, whose InResponseTo
 * is not yet trusted, sends the person to try again. Null when unknown.
 */
export async function attemptAudience(q: Queryable, state: string): Promise<SsoAudience | null> {
  const { rows } = await q.query<{ audience: SsoAudience }>(
    'SELECT audience FROM sso_attempts WHERE state_hash = $1',
    [sha256(state)],
  );
  return rows[0]?.audience ?? null;
}
