import {
  ADDRESS_FIELDS,
  isLockableField,
  LOCKABLE_FIELDS,
  type LockableField,
  type LockableFieldName,
} from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';

/**
 * The wire names of the fields the person's card template locks (decision 056): the self-serve
 * profile refuses changes to them, and the card-fields routes of decision 058 ask the same
 * question, since a field the company manages is not the person's to hide either.
 */
export async function lockedFieldsOf(
  q: Queryable,
  tenantId: string,
  endUserId: string,
): Promise<LockableFieldName[]> {
  const { rows } = await q.query<{ locked_fields: string[] }>(
    `SELECT t.locked_fields FROM end_users u
       JOIN card_templates t ON t.id = card_template_of(u.tenant_id, u.id, u.department)
      WHERE u.tenant_id = $1 AND u.id = $2`,
    [tenantId, endUserId],
  );
  return (rows[0]?.locked_fields ?? []).filter(isLockableField);
}

type Stored = Record<string, unknown>;

/** A value as a comparable text: null and '' alike, addresses by their known parts only. */
function comparable(field: LockableField, value: unknown): string {
  if (field.input !== 'addresses') return typeof value === 'string' ? value.trim() : '';
  const addresses = Array.isArray(value) ? (value as Stored[]) : [];
  return JSON.stringify(
    addresses.map((address) => ADDRESS_FIELDS.map(({ key }) => String(address[key] ?? '').trim())),
  );
}

/**
 * The locked fields whose value `next` changes from `current`, both in the stored form (phones
 * as E.164), so a page sending a locked field back unchanged is not refused.
 */
export function changedLockedFields(
  locked: readonly string[],
  current: Stored,
  next: Stored,
): LockableField[] {
  return LOCKABLE_FIELDS.filter(
    (field) =>
      locked.includes(field.wire) &&
      comparable(field, current[field.wire]) !== comparable(field, next[field.wire]),
  );
}
