import type { AuditAction, AuditActorKind, AuditLevel } from '@bizcard/shared/model';
import type { Queryable } from '../db/database';

export interface AuditRecord {
  tenantId: string | null;
  /** The actor's email; for a failed sign-in, the address tried. */
  actor: string | null;
  actorKind: AuditActorKind;
  action: AuditAction;
  /** What changed, as people read it: an email, a tenant, provider or file name. */
  target?: string | null;
  level?: AuditLevel;
  /** A short sentence. Never a password, token or secret. */
  message: string;
  /**
   * Makes the entry a counted one: a record with the key of an existing entry raises that
   * entry's count instead of adding a row (migration 021). Never an address: a keyed hash.
   */
  repeatKey?: string;
}

const MESSAGE_LIMIT = 500;
/** Actors and targets can come from outside (the address of a failed sign-in). */
const NAME_LIMIT = 320;

// PostgreSQL text cannot hold U+0000, and a line break inside an entry could pass for another
// entry in the plain-text export: control characters become spaces. A failed sign-in with a
// strange address must still be recorded, not turn into a 500.
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

function clean(text: string, limit: number): string {
  return Array.from(text.replace(CONTROL_CHARACTERS, ' ')).slice(0, limit).join('');
}

const cleanName = (text: string | null | undefined) =>
  text === null || text === undefined ? null : clean(text, NAME_LIMIT);

/** The audit_log columns an entry fills, in the order of `auditParams`. */
export const AUDIT_COLUMNS =
  'tenant_id, actor, actor_kind, action, target, level, message, repeat_key';

/** An entry's values for AUDIT_COLUMNS, cleaned and cut to their limits. */
export const auditParams = (record: AuditRecord): unknown[] => [
  record.tenantId,
  cleanName(record.actor),
  record.actorKind,
  record.action,
  cleanName(record.target),
  record.level ?? 'info',
  clean(record.message, MESSAGE_LIMIT),
  record.repeatKey ?? null,
];

/**
 * Appends one entry to the audit log. Pass the transaction of the change itself, so that the
 * entry and the change are written together or not at all.
 */
export async function recordAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log AS a (${AUDIT_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (repeat_key) DO UPDATE SET repeat_count = a.repeat_count + 1`,
    auditParams(record),
  );
}

/** Raises the count of the entry with `repeatKey`; false when there is none yet. */
export async function raiseRepeatCount(q: Queryable, repeatKey: string): Promise<boolean> {
  const { rows } = await q.query(
    'UPDATE audit_log SET repeat_count = repeat_count + 1 WHERE repeat_key = $1 RETURNING id',
    [repeatKey],
  );
  return rows.length > 0;
}
