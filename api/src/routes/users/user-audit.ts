import type { AuditAction } from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';

export interface EndUserChange {
  action: Extract<AuditAction, `end_user.${string}`>;
  message: string;
}

export const userCreated = (email: string): EndUserChange => ({
  action: 'end_user.create',
  message: `End user ${email} created`,
});

/** An edit; switching the user off is a deactivation, the log's own kind of entry. */
export function userEdited(email: string, wasActive: boolean, active: boolean): EndUserChange {
  if (wasActive && !active) {
    return { action: 'end_user.deactivate', message: `End user ${email} deactivated` };
  }
  const reactivated = !wasActive && active ? ' and reactivated' : '';
  return { action: 'end_user.update', message: `End user ${email} updated${reactivated}` };
}

export const photoChanged = (email: string, removed: boolean): EndUserChange => ({
  action: 'end_user.update',
  message: removed ? `Photo of ${email} removed` : `Photo of ${email} changed`,
});

/** One end user's change, in the change's transaction. */
export function recordEndUserChange(
  tx: Queryable,
  tenantId: string,
  actor: AuditActor,
  target: string,
  change: EndUserChange,
): Promise<void> {
  return recordAudit(tx, { tenantId, ...actor, target, ...change });
}
