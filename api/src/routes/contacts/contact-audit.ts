import type { AuditActor } from '../../audit/audit-actor';
import { type AuditRecord, recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';

/**
 * A visitor's submission: the entry names the visitor by name only (their email, phone and
 * note stay on the contact), and the card owner as the target.
 */
export const contactCreateAudit = (
  tenantId: string,
  visitorName: string,
  ownerEmail: string,
): AuditRecord => ({
  tenantId,
  actor: null,
  actorKind: 'anonymous',
  action: 'contact.create',
  target: ownerEmail,
  message: `Contact ${visitorName} shared their details with ${ownerEmail}`,
});

export const recordContactDelete = (
  tx: Queryable,
  actor: AuditActor,
  contact: { tenant_id: string; name: string; owner: { email: string } },
) =>
  recordAudit(tx, {
    tenantId: contact.tenant_id,
    ...actor,
    action: 'contact.delete',
    target: contact.owner.email,
    message: `Contact ${contact.name} of ${contact.owner.email} deleted`,
  });

export const recordContactPurge = (tx: Queryable, tenantId: string, purged: number) =>
  recordAudit(tx, {
    tenantId,
    actor: null,
    actorKind: 'system',
    action: 'contact.purge',
    message: `${purged} contact${purged === 1 ? '' : 's'} past the retention period purged`,
  });

export const recordContactSettings = (
  tx: Queryable,
  actor: AuditActor,
  tenantId: string,
  retentionDays: number,
) =>
  recordAudit(tx, {
    tenantId,
    ...actor,
    action: 'contact.settings',
    message: `Contact settings saved: contacts kept ${retentionDays} days`,
  });
