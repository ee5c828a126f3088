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
  /** Only these entries (comma-separated ids): a search's matches, from audit_log_matching(). */
  ids?: string;
}

/** A counted entry (migration 021) reads 'Sign-in refused: too many failed attempts (×37)'. */
const ENTRY_COLUMNS = `a.id::text AS id,
  to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
  a.tenant_id, t.name AS tenant_name, a.actor, a.actor_kind, a.action, a.target, a.level,
  a.message || CASE WHEN a.repeat_count > 1 THEN ' (×' || a.repeat_count || ')' ELSE '' END
    AS message`;

// Actor, target and message, lower-cased: the expression the trigram index of migration 038
// holds, so that a search over 10 million entries reads the index, not every row.
const SEARCHED_TEXT = `lower(coalesce(a.actor, '') || ' ' || coalesce(a.target, '') || ' ' || a.message)`;

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
  if (filter.ids !== undefined) {
    conditions.push(`a.id = ANY (string_to_array(${add(filter.ids)}, ',')::bigint[])`);
  }
  if (filter.q) conditions.push(`${SEARCHED_TEXT} LIKE lower(${add(containsPattern(filter.q))})`);
  // Bounds on the column itself, so the (tenant_id, at) and (at) indexes serve them.
  if (filter.from) conditions.push(`a.at >= ${add(`${filter.from}T00:00:00Z`)}::timestamptz`);
  if (filter.to) conditions.push(`a.at < ${add(dayAfter(filter.to))}::timestamptz`);
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** Past this many matches the total is the planner's estimate: counting millions takes seconds. */
export const EXACT_TOTAL_UP_TO = 10_000;

type Cursor = [at: string, id: string];
type KeyedRow = AuditEntry & { at_key: string };

export interface EntryPageRequest {
  pageSize: number;
  /** The `next` of the page before: a keyset page, read from the index where it starts. */
  after?: Cursor | null;
  /** Without `after`, a page number (read by skipping rows), as clients before `next` asked. */
  page?: number;
  /** How long the exact count may take; COUNT_BUDGET_MS unless a test says otherwise. */
  countBudgetMs?: number;
  /** How long a search walks before reading its matches by id (0: no walk); SEARCH_WALK_MS. */
  searchWalkMs?: number;
}

export interface EntryPage {
  entries: AuditEntry[];
  total: number;
  /** Whether `total` is the planner's estimate (more than EXACT_TOTAL_UP_TO match). */
  estimated: boolean;
  next: Cursor | null;
}

/** `where` narrowed to the entries after `after` in the newest-first order. */
function afterCursor(where: string, params: unknown[], after: Cursor | null | undefined) {
  if (!after) return where;
  params.push(...after);
  const keyset = `(a.at, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`;
  return where ? `${where} AND ${keyset}` : `WHERE ${keyset}`;
}

function keyedPage(rows: KeyedRow[], size: number): { entries: AuditEntry[]; next: Cursor | null } {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return {
    entries: shown.map(({ at_key: _, ...entry }) => entry),
    next: rows.length > size && last ? [last.at_key, last.id] : null,
  };
}

/** The longest an exact count may take before the planner's estimate stands in for it. */
export const COUNT_BUDGET_MS = 250;

const QUERY_CANCELED = '57014';

type Plan = { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> };

async function plannedRows(q: Queryable, where: string, params: unknown[]) {
  const { rows } = await q.query<Plan>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM audit_log a ${where}`,
    params,
  );
  return rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * The planner's row estimate for the filter; no rows are read. The planner also multiplies in
 * its guess for the row-level security policy (a third, whoever asks), so that guess is taken
 * out again: the plan without a filter, against the table's own row count.
 */
async function estimateEntries(q: Queryable, where: string, params: unknown[]) {
  const [filtered, unfiltered, table] = [
    await plannedRows(q, where, params),
    await plannedRows(q, '', []),
    await q.query<{ rows: number }>(
      "SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'audit_log'::regclass",
    ),
  ];
  const tableRows = table.rows[0]?.rows ?? 0;
  const policyShare = tableRows > 0 && unfiltered > 0 ? Math.min(1, unfiltered / tableRows) : 1;
  return Math.round(filtered / policyShare);
}

/**
 * How many entries match: counted up to EXACT_TOTAL_UP_TO + 1, within `budgetMs`; past either
 * the planner's estimate, which reads no rows. Last in its transaction: the budget's
 * statement_timeout is set inside a savepoint, and rolling back to it undoes that either way.
 */
async function countEntries(q: Queryable, where: string, params: unknown[], budgetMs: number) {
  await q.query('SAVEPOINT exact_count');
  try {
    await q.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(budgetMs))}`);
    const counted = await q.query<{ total: number }>(
      `SELECT count(*)::int AS total
       FROM (SELECT 1 FROM audit_log a ${where} LIMIT ${EXACT_TOTAL_UP_TO + 1}) AS matching`,
      params,
    );
    await q.query('ROLLBACK TO SAVEPOINT exact_count');
    const exact = counted.rows[0]?.total ?? 0;
    if (exact <= EXACT_TOTAL_UP_TO) return { total: exact, estimated: false };
    return { total: Math.max(await estimateEntries(q, where, params), exact), estimated: true };
  } catch (error) {
    if ((error as { code?: string }).code !== QUERY_CANCELED) throw error;
    await q.query('ROLLBACK TO SAVEPOINT exact_count');
    const planned = await estimateEntries(q, where, params);
    return { total: Math.max(planned, EXACT_TOTAL_UP_TO + 1), estimated: true };
  }
}

/** How long a search may walk the log in time order, enough for a common word's page. */
export const SEARCH_WALK_MS = 80;

/** A search with more matches than this walks the log: its words are common, its page near. */
const MATCHING_IDS_UP_TO = 20_000;

/**
 * The filter narrowed to the ids of its search's matches, read from the trigram index of
 * audit_log_text (migration 047), which row-level security keeps from serving audit_log's own
 * LIKE; the filter as it was when there are too many to list.
 */
async function narrowedToMatches(q: Queryable, filter: LogFilter): Promise<LogFilter> {
  if (!filter.q) return filter;
  const { rows } = await q.query<{ ids: string; found: number }>(
    `SELECT array_to_string(ids, ',') AS ids, cardinality(ids) AS found
     FROM audit_log_matching(lower($1), $2) AS ids`,
    [containsPattern(filter.q), MATCHING_IDS_UP_TO + 1],
  );
  const found = rows[0];
  return found && found.found <= MATCHING_IDS_UP_TO ? { ...filter, ids: found.ids } : filter;
}

/** `read()`, or null when it takes longer than `budgetMs` (last in a savepoint, undone). */
async function withinBudget<T>(q: Queryable, budgetMs: number, read: () => Promise<T>) {
  await q.query('SAVEPOINT budget');
  try {
    await q.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(budgetMs))}`);
    const result = await read();
    await q.query('ROLLBACK TO SAVEPOINT budget');
    return result;
  } catch (error) {
    if ((error as { code?: string }).code !== QUERY_CANCELED) throw error;
    await q.query('ROLLBACK TO SAVEPOINT budget');
    return null;
  }
}

async function pageRows(q: Queryable, filter: LogFilter, request: EntryPageRequest) {
  const params: unknown[] = [];
  const where = afterCursor(whereClause(filter, params), params, request.after);
  const skipped = request.after ? 0 : ((request.page ?? 1) - 1) * request.pageSize;
  const { rows } = await q.query<KeyedRow>(
    `SELECT ${ENTRY_COLUMNS}, a.at::text AS at_key
     FROM audit_log a LEFT JOIN tenants t ON t.id = a.tenant_id
     ${where} ORDER BY a.at DESC, a.id DESC
     LIMIT ${request.pageSize + 1} OFFSET ${skipped}`,
    params,
  );
  return rows;
}

/**
 * pageRows; a tenant's search walks its (tenant_id, at, id) index newest first instead of
 * collecting every entry of the tenant and sorting them: the planner cannot tell how few
 * entries a LIKE keeps under row-level security, and chose that sort (583 ms of a 932 ms page
 * at 10,000,000 entries). Set inside the walk's savepoint, which undoes it. A search of every
 * tenant keeps the planner's choice: forced the same way, a rare one took 497 ms, not 181.
 */
async function walkInTimeOrder(q: Queryable, filter: LogFilter, request: EntryPageRequest) {
  if (filter.tenantId !== null) {
    await q.query(
      "SELECT set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true)",
    );
  }
  return pageRows(q, filter, request);
}

/**
 * One page of the filtered entries, newest first, and about how many there are in all. A
 * search walks the log in time order for SEARCH_WALK_MS (quick when its words are common),
 * then reads its matches by id (quick when they are few); both give the same entries.
 */
export async function listEntries(
  db: Transactional,
  filter: LogFilter,
  request: EntryPageRequest,
): Promise<EntryPage> {
  return db.transaction(async (tx) => {
    let scoped = filter;
    const walkMs = request.searchWalkMs ?? SEARCH_WALK_MS;
    let rows = !filter.q
      ? await pageRows(tx, filter, request)
      : walkMs > 0
        ? await withinBudget(tx, walkMs, () => walkInTimeOrder(tx, filter, request))
        : null;
    if (rows === null) {
      scoped = await narrowedToMatches(tx, filter);
      rows = await pageRows(tx, scoped, request);
    }
    const params: unknown[] = [];
    const where = whereClause(scoped, params);
    const budget = request.countBudgetMs ?? COUNT_BUDGET_MS;
    const { total, estimated } = await countEntries(tx, where, params, budget);
    return { total, estimated, ...keyedPage(rows, request.pageSize) };
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

/**
 * Every filtered entry, newest first, a page at a time: keyset pages walk the (at, id) index,
 * so an export of any size holds one page in memory. No transaction: that would hold PGlite's
 * only connection for as long as the client reads.
 */
export async function* entryPages(db: Queryable, filter: LogFilter): AsyncGenerator<AuditEntry[]> {
  const scoped = await narrowedToMatches(db, filter);
  let after: Cursor | null = null;
  do {
    const params: unknown[] = [];
    const where = afterCursor(whereClause(scoped, params), params, after);
    const { rows } = await db.query<KeyedRow>(
      `SELECT ${ENTRY_COLUMNS}, a.at::text AS at_key
       FROM audit_log a LEFT JOIN tenants t ON t.id = a.tenant_id
       ${where} ORDER BY a.at DESC, a.id DESC LIMIT ${EXPORT_PAGE_SIZE + 1}`,
      params,
    );
    const page = keyedPage(rows, EXPORT_PAGE_SIZE);
    if (page.entries.length > 0) yield page.entries;
    after = page.next;
  } while (after);
}
