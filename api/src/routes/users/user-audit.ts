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

export const userDeleted = (email: string): EndUserChange => ({
  action: 'end_user.delete',
  message: `End user ${email} deleted`,
});

/** How a bulk action's one entry names the users it reached. */
export const bulkTarget = (count: number) => `${count} end ${count === 1 ? 'user' : 'users'}`;

/** One entry for a bulk action, with how many users it changed. */
export function bulkChanged(
  action: 'deactivate' | 'reactivate' | 'delete',
  count: number,
): EndUserChange {
  const users = bulkTarget(count);
  if (action === 'delete') {
    return { action: 'end_user.delete', message: `${users} deleted by a bulk action` };
  }
  if (action === 'deactivate') {
    return { action: 'end_user.deactivate', message: `${users} deactivated by a bulk action` };
  }
  // A reactivation is an update, as when one user is switched back on (userEdited).
  return { action: 'end_user.update', message: `${users} reactivated by a bulk action` };
}

/** Registration links handed out at once, and who was left out and why. */
export function registrationLinksMade(
  count: number,
  skippedRegistered: number,
  skippedInactive: number,
): EndUserChange {
  const skipped = [
    skippedRegistered > 0 ? `${skippedRegistered} already registered` : '',
    skippedInactive > 0 ? `${skippedInactive} deactivated` : '',
  ].filter(Boolean);
  return {
    action: 'end_user.registration_links',
    message:
      `Registration links made for ${bulkTarget(count)} by a bulk action` +
      (skipped.length > 0 ? ` (skipped: ${skipped.join(', ')})` : ''),
  };
}

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
