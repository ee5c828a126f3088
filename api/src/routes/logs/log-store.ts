import type { AuditEntry, AuditLevel } from '@bizcard/shared/model';
import type { Queryable, Transactional } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import type { LogTenant } from './log-access';

export interface LogFilter {
  tenantId: LogTenant;
  level?: AuditLevel;
  q?: string;
  /** YYYY-MM-DD, UTC, both included. */
  from?: string;
  to?: string;
}

/** A counted entry (migration 021) reads 'Sign-in refused: too many failed attempts (×37)'. */
const ENTRY_COLUMNS = `a.id::text AS id,
  to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
  a.tenant_id, t.name AS tenant_name, a.actor, a.actor_kind, a.action, a.target, a.level,
  a.message || CASE WHEN a.repeat_count > 1 THEN ' (×' || a.repeat_count || ')' ELSE '' END
    AS message`;

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString();

/** The WHERE clause of a filter; its values are appended to `params`. */
function whereClause(filter: LogFilter, params: unknown[]): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (filter.tenantId) conditions.push(`a.tenant_id = ${add(filter.tenantId)}`);
  if (filter.level) conditions.push(`a.level = ${add(filter.level)}`);
  if (filter.q) {
    const pattern = add(containsPattern(filter.q));
    conditions.push(
      `(${['a.actor', 'a.target', 'a.message'].map((column) => `${column} ILIKE ${pattern} ESCAPE '\\'`).join(' OR ')})`,
    );
  }
  // Bounds on the column itself, so the (tenant_id, at) and (at) indexes serve them.
  if (filter.from) conditions.push(`a.at >= ${add(`${filter.from}T00:00:00Z`)}::timestamptz`);
  if (filter.to) conditions.push(`a.at < ${add(dayAfter(filter.to))}::timestamptz`);
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** One page of the filtered entries, newest first, and how many there are in all. */
export async function listEntries(
  db: Transactional,
  filter: LogFilter,
  page: number,
  pageSize: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const params: unknown[] = [];
  const where = whereClause(filter, params);
  return db.transaction(async (tx) => {
    const counted = await tx.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM audit_log a ${where}`,
      params,
    );
    const { rows } = await tx.query<AuditEntry>(
      `SELECT ${ENTRY_COLUMNS} FROM audit_log a LEFT JOIN tenants t ON t.id = a.tenant_id
       ${where} ORDER BY a.at DESC, a.id DESC
       LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    return { entries: rows, total: counted.rows[0]?.total ?? 0 };
  });
}

/** The latest `limit` entries, newest first: one tenant's, or (null) every tenant's. */
export async function latestEntries(
  q: Queryable,
  tenantId: string | null,
  limit: number,
): Promise<AuditEntry[]> {
  const { rows } = await q.query<AuditEntry>(
    `SELECT ${ENTRY_COLUMNS} FROM audit_log a LEFT JOIN tenants t ON t.id = a.tenant_id
      WHERE ($1::uuid IS NULL OR a.tenant_id = $1::uuid)
      ORDER BY a.at DESC, a.id DESC LIMIT ${limit}`,
    [tenantId],
  );
  return rows;
}

const EXPORT_PAGE_SIZE = 1000;

type Cursor = [at: string, id: string];
type ExportRow = AuditEntry & { at_key: string };

/**
 * Every filtered entry, newest first, a page at a time: keyset pages walk the (at, id) index,
 * so an export of any size holds one page in memory. No transaction: that would hold PGlite's
 * only connection for as long as the client reads.
 */
export async function* entryPages(db: Queryable, filter: LogFilter): AsyncGenerator<AuditEntry[]> {
  let after: Cursor | null = null;
  for (;;) {
    const params: unknown[] = [];
    let where = whereClause(filter, params);
    if (after) {
      params.push(...after);
      const keyset = `(a.at, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`;
      where = where ? `${where} AND ${keyset}` : `WHERE ${keyset}`;
    }
    const { rows } = await db.query<ExportRow>(
      `SELECT ${ENTRY_COLUMNS}, a.at::text AS at_key
       FROM audit_log a LEFT JOIN tenants t ON t.id = a.tenant_id
       ${where} ORDER BY a.at DESC, a.id DESC LIMIT ${EXPORT_PAGE_SIZE}`,
      params,
    );
    if (rows.length === 0) return;
    yield rows.map(({ at_key: _, ...entry }) => entry);
    const last = rows[rows.length - 1]!;
    after = [last.at_key, last.id];
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}
