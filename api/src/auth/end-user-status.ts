import { CARD_DEACTIVATED } from '@bizcard/shared/model';
import { type FailedSignIn, recordFailedSignIn } from '../audit/sign-in-audit';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors';
import type { PrincipalRef } from './principal';

/** A sign-in of a deactivated end user: 403 with the message the sign-in screens show. */
export class DeactivatedError extends HttpError {
  constructor(
    /** What the audit log records once the refused sign-in's transaction has rolled back. */
    readonly failure: FailedSignIn,
  ) {
    super(403, CARD_DEACTIVATED);
    this.name = 'DeactivatedError';
  }
}

/**
 * Throws DeactivatedError when `ref` is an end user an admin has turned inactive (admins have
 * no such switch); every sign-in asks before opening a session, and registration before it
 * shows or takes a link.
 */
export async function refuseDeactivated(q: Queryable, ref: PrincipalRef): Promise<void> {
  if (ref.type !== 'end_user') return;
  const { rows } = await q.query<{ active: boolean; email: string; tenant_id: string }>(
    'SELECT active, email, tenant_id FROM end_users WHERE id = $1',
    [ref.id],
  );
  const person = rows[0];
  if (person && !person.active) {
    throw new DeactivatedError({
      email: person.email,
      tenantId: person.tenant_id,
      reason: 'deactivated',
    });
  }
}

/** Records a refused sign-in of a deactivated person, then lets the refusal go on. */
export async function auditDeactivated(q: Queryable, error: unknown): Promise<never> {
  if (error instanceof DeactivatedError) {
    await recordFailedSignIn(q, error.failure);
  }
  throw error;
}
