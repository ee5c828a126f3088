import type { CurrentUser } from '@bizcard/shared/model';
import type { PrincipalType } from '../auth/principal';
import { addressHashKey, keyedHash } from '../db/address-hash-keys';
import type { Queryable } from '../db/database';
import { recordAnonymousAudit } from './anonymous-audit';
import { auditActor } from './audit-actor';
import { recordAudit } from './record-audit';

export type SignInMethod = 'password' | 'magic_link' | 'sso';

const SIGNED_IN: Record<SignInMethod, string> = {
  password: 'Signed in with a password',
  magic_link: 'Signed in with an emailed link',
  sso: 'Signed in with single sign-on',
};

/** A session opened: call it in the session's own transaction. */
export function recordSignIn(
  tx: Queryable,
  session: { type: PrincipalType; user: CurrentUser },
  method: SignInMethod,
): Promise<void> {
  return recordAudit(tx, {
    tenantId: session.user.tenant_id,
    ...auditActor(session),
    action: 'auth.sign_in',
    target: session.user.email,
    message: SIGNED_IN[method],
  });
}

export type SignInFailure =
  | 'wrong_password'
  | 'unknown_address'
  | 'throttled'
  | 'sso'
  | 'deactivated';

const FAILED: Record<SignInFailure, string> = {
  wrong_password: 'Sign-in failed: wrong password',
  unknown_address: 'Sign-in failed: no account with this address',
  throttled: 'Sign-in refused: too many failed attempts',
  sso: 'Single sign-on failed',
  deactivated: 'Sign-in refused: the card is deactivated',
};

export interface FailedSignIn {
  /** The address tried, when there is one (a single sign-on may fail before the provider names it). */
  email: string | null;
  /** The tenant of the account the address belongs to; null for none or a super admin. */
  tenantId: string | null;
  reason: SignInFailure;
  /** Said after the reason, e.g. the single sign-on failure page's reason. Never a secret. */
  detail?: string;
  /** The address the attempt came from: refusals beyond the throttle are counted per address. */
  ip?: string;
}

/**
 * The key of the hour's entry for refusals of one email from one address: a keyed hash with
 * the day's key (the address is never stored), the same in every API process.
 */
async function refusalKey(q: Queryable, email: string, ip: string, now: Date): Promise<string> {
  const hour = now.toISOString().slice(0, 13);
  const key = await addressHashKey(q, 'sign-in-refusal', hour.slice(0, 10));
  return `refused:${keyedHash(key, email, ip, hour)}`;
}

/**
 * A refused sign-in changes nothing to roll back: it is recorded in statements of its own
 * (pass a database, not a transaction that the refusal ends). Refusals beyond the throttle
 * are one entry per email, address and hour with a count, and anonymous entries are bounded
 * per tenant and minute (recordAnonymousAudit).
 */
export async function recordFailedSignIn(q: Queryable, failure: FailedSignIn): Promise<void> {
  const now = new Date();
  const message = failure.detail
    ? `${FAILED[failure.reason]} (${failure.detail})`
    : FAILED[failure.reason];
  const repeatKey =
    failure.reason === 'throttled' && failure.email && failure.ip
      ? await refusalKey(q, failure.email, failure.ip, now)
      : undefined;
  await recordAnonymousAudit(
    q,
    {
      tenantId: failure.tenantId,
      actor: failure.email,
      actorKind: 'anonymous',
      action: 'auth.sign_in_failed',
      target: failure.email,
      level: 'warning',
      message,
      repeatKey,
    },
    now,
  );
}
