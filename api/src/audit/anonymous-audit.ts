import { countAttempt } from '../auth/attempt-counters';
import type { Queryable } from '../db/database';
import { type AuditRecord, raiseRepeatCount, recordAudit } from './record-audit';

/**
 * Entries a tenant's log takes a minute from people nobody has signed in (failed and refused
 * sign-ins); beyond, they are counted in one entry for the minute. Entries of no tenant (an
 * unknown address) share one such budget.
 */
export const ANONYMOUS_ENTRIES_PER_MINUTE = 30;

export const overflowMessage = (perMinute: number) =>
  `More than ${perMinute} failed sign-ins in a minute: the others are counted here`;

const MINUTE_MS = 60 * 1000;

/**
 * Records an entry of anonymous traffic so that no flood can bury a tenant's log: an entry
 * with a repeat key already written raises its count, and beyond ANONYMOUS_ENTRIES_PER_MINUTE
 * a minute the entry only adds one to the minute's counted entry. At most
 * ANONYMOUS_ENTRIES_PER_MINUTE + 1 rows per tenant and minute.
 */
export async function recordAnonymousAudit(
  q: Queryable,
  record: AuditRecord,
  now: Date = new Date(),
): Promise<void> {
  if (record.repeatKey && (await raiseRepeatCount(q, record.repeatKey))) return;
  const minute = now.toISOString().slice(0, 16);
  const scope = `${record.tenantId ?? 'none'} ${minute}`;
  const budget = await countAttempt(
    q,
    [{ key: `audit-anonymous:${scope}`, max: ANONYMOUS_ENTRIES_PER_MINUTE }],
    MINUTE_MS,
    now,
  );
  if (budget.allowed) return recordAudit(q, record);
  return recordAudit(q, {
    tenantId: record.tenantId,
    actor: null,
    actorKind: 'anonymous',
    action: record.action,
    level: 'warning',
    message: overflowMessage(ANONYMOUS_ENTRIES_PER_MINUTE),
    repeatKey: `over-rate:${scope}`,
  });
}
