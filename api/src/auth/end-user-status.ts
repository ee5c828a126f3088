import { CARD_DEACTIVATED } from '@bizcard/shared/model';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors';
import type { PrincipalRef } from './principal';

/** A sign-in of a deactivated end user: 403 with the message the sign-in screens show. */
export class DeactivatedError extends HttpError {
  constructor() {
    super(403, CARD_DEACTIVATED);
    this.name = 'DeactivatedError';
  }
}

/** Whether `ref` is an end user an admin has turned inactive (admins have no such switch). */
export async function isDeactivated(q: Queryable, ref: PrincipalRef): Promise<boolean> {
  if (ref.type !== 'end_user') return false;
  const { rows } = await q.query<{ active: boolean }>(
    'SELECT active FROM end_users WHERE id = $1',
    [ref.id],
  );
  return rows[0]?.active === false;
}

/** Throws DeactivatedError for a deactivated end user; every sign-in asks before opening a session. */
export async function refuseDeactivated(q: Queryable, ref: PrincipalRef): Promise<void> {
  if (await isDeactivated(q, ref)) throw new DeactivatedError();
}
