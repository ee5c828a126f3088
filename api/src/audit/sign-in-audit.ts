import type { CurrentUser } from '@bizcard/shared/model';
import type { PrincipalType } from '../auth/principal';
import type { Queryable } from '../db/database';
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
}

/**
 * A refused sign-in changes nothing to roll back: it is recorded in a statement of its own
 * (pass a database, not a transaction that the refusal ends).
 */
export function recordFailedSignIn(q: Queryable, failure: FailedSignIn): Promise<void> {
  const message = failure.detail
    ? `${FAILED[failure.reason]} (${failure.detail})`
    : FAILED[failure.reason];
  return recordAudit(q, {
    tenantId: failure.tenantId,
    actor: failure.email,
    actorKind: 'anonymous',
    action: 'auth.sign_in_failed',
    target: failure.email,
    level: 'warning',
    message,
  });
}
