import type { Queryable } from '../db/database';
import {
  listJsonSql,
  RESTORABLE_COLUMNS,
  WRITE_COLUMN_LIST,
  WRITE_COLUMNS,
  writeValue,
} from '../routes/users/user-columns';
import { SCIM_MANAGED_FIELDS } from '../scim/scim-user-fields';
import type { CsvLayout } from './csv-rows';

export interface BatchCounts {
  created: number;
  updated: number;
  /** Existing users whose every column in the file already held the file's value. */
  unchanged: number;
  /**
   * Existing SCIM-managed people the file named with a column their directory writes: those
   * columns kept the directory's values (decision 054).
   */
  directoryManaged: number;
}

/**
 * The file's columns a directory writes for a SCIM-managed person; the email is the file's key,
 * so it never differs. For such a person the row keeps its own values in them (decision 054).
 */
const directoryColumns = (layout: CsvLayout) =>
  layout.columns.filter((c) => c !== 'email' && SCIM_MANAGED_FIELDS.includes(c));

// A batch is small and the tenant may be large: each row is looked up through the (tenant,
// email) index. OFFSET 0 keeps the planner from flattening the look-up into a join, which,
// with statistics from before an import grew the table, scanned the tenant's every user once
// a batch (1.3 s a batch at 20,000 users; 1 ms with the index).
const USER_BY_EMAIL =
  'SELECT * FROM end_users e WHERE e.tenant_id = $1::uuid AND e.email = x.email OFFSET 0';
const BATCH_LOOKUP = `LEFT JOIN LATERAL (${USER_BY_EMAIL}) e ON true`;
// The whole file at once: one hash join with the tenant's users (see mergeAll).
const WHOLE_LOOKUP = 'LEFT JOIN end_users e ON e.tenant_id = $1::uuid AND e.email = x.email';

const previousValues = (alias: string) =>
  `jsonb_build_object(${RESTORABLE_COLUMNS.map((c) => `'${c}', ${alias}.${c}`).join(', ')})`;

/**
 * The upsert of staged rows `source` (aliased x) by (tenant, email); `lookup` joins each to
 * its existing user (alias e). An update replaces only the file's columns, and only when one
 * of them differs: a user the file leaves as it was is counted unchanged, not updated, and
 * keeps its updated_at. The rows' list_json is computed here, in the one statement, rather
 * than by a trigger a row; a row takes the id of the user it will update so that, when the
 * file has every column, its computed JSON is already the final one. `journal` (a statement
 * over the CTE `merged`), when given, records the users it created. $1 is the tenant.
 */
function upsertSql(layout: CsvLayout, source: string, lookup: string, journal?: string) {
  const present = new Set(layout.columns);
  const directory = new Set<string>(directoryColumns(layout));
  const value = (c: string) =>
    directory.has(c)
      ? `CASE WHEN u.scim_managed_at IS NULL THEN EXCLUDED.${c} ELSE u.${c} END`
      : `EXCLUDED.${c}`;
  const set = layout.columns.map((c) => `${c} = ${value(c)}`).join(', ');
  const current = layout.columns.map((c) => `u.${c}`).join(', ');
  const next = layout.columns.map(value).join(', ');
  const computed = listJsonSql('u.id', 'u.tenant_id', (c) =>
    present.has(c) ? value(c) : `u.${c}`,
  );
  // The id check covers a user created by someone else since the join picked the ids; a
  // SCIM-managed person's JSON is computed from what the row keeps.
  const keepsOwn = directory.size > 0 ? ' AND u.scim_managed_at IS NULL' : '';
  const mergedJson =
    present.size === WRITE_COLUMNS.length
      ? `CASE WHEN EXCLUDED.id = u.id${keepsOwn} THEN EXCLUDED.list_json ELSE ${computed} END`
      : computed;
  return `WITH merged AS (
       INSERT INTO end_users AS u (id, tenant_id, ${WRITE_COLUMN_LIST}, list_json)
       SELECT s.id, $1::uuid, ${WRITE_COLUMN_LIST},
         ${listJsonSql('s.id', '$1::uuid', (c) => `s.${c}`)}
       FROM (SELECT coalesce(e.id, gen_random_uuid()) AS id, x.ordinal,
           ${WRITE_COLUMNS.map((c) => `${writeValue(c, 'x', 'e')} AS ${c}`).join(', ')}
         FROM ${source} ${lookup}
         ORDER BY x.ordinal) s
       ON CONFLICT (tenant_id, email) DO UPDATE SET ${set}, list_json = ${mergedJson},
         updated_at = now()
         WHERE (${current}) IS DISTINCT FROM (${next})
       RETURNING u.id, (u.xmax = 0) AS created)${journal ? `, journaled AS (${journal})` : ''}
     SELECT count(*) FILTER (WHERE created)::int AS created,
       count(*) FILTER (WHERE NOT created)::int AS updated FROM merged`;
}

/** Each staged row names a different email (csv-check.ts): every row not returned was unchanged. */
function countsOf(
  rows: Array<Pick<BatchCounts, 'created' | 'updated'>>,
  staged: number,
  directoryManaged: number,
): BatchCounts {
  const { created, updated } = rows[0] ?? { created: 0, updated: 0 };
  return { created, updated, unchanged: staged - created - updated, directoryManaged };
}

/** How many staged rows of `source` (aliased x) name a SCIM-managed person; $1 is the tenant. */
async function countDirectoryManaged(
  tx: Queryable,
  layout: CsvLayout,
  source: string,
  params: unknown[],
): Promise<number> {
  if (directoryColumns(layout).length === 0) return 0;
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${source} JOIN end_users e
       ON e.tenant_id = $1::uuid AND e.email = x.email AND e.scim_managed_at IS NOT NULL`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Upserts the `count` staged rows after ordinal `after`, journaling first what it changes: the
 * previous values of users it will update, then the ids of users it created (csv-journal.ts
 * undoes both). Runs inside the batch's transaction.
 */
export async function mergeBatch(
  tx: Queryable,
  importId: string,
  tenantId: string,
  layout: CsvLayout,
  stage: string,
  { after, count }: { after: number; count: number },
): Promise<BatchCounts> {
  const source = `(SELECT * FROM ${stage} WHERE ordinal > $3 AND ordinal <= $4) x`;
  const params = [tenantId, importId, after, after + count];
  await tx.query(
    `INSERT INTO csv_import_undo (import_id, user_id, previous)
     SELECT $2::uuid, e.id, ${previousValues('e')} FROM ${source}
     JOIN LATERAL (${USER_BY_EMAIL}) e ON true`,
    params,
  );
  const journal =
    'INSERT INTO csv_import_undo (import_id, user_id) SELECT $2::uuid, id FROM merged WHERE created';
  const directoryManaged = await countDirectoryManaged(
    tx,
    layout,
    `(SELECT * FROM ${stage} WHERE ordinal > $2 AND ordinal <= $3) x`,
    [tenantId, after, after + count],
  );
  const sql = upsertSql(layout, source, BATCH_LOOKUP, journal);
  const { rows } = await tx.query<Pick<BatchCounts, 'created' | 'updated'>>(sql, params);
  return countsOf(rows, count, directoryManaged);
}

/**
 * Upserts every staged row in one statement, unjournaled: the caller's transaction holds the
 * whole import, so a failure or a lost process leaves nothing of it.
 */
export async function mergeAll(
  tx: Queryable,
  tenantId: string,
  layout: CsvLayout,
  stage: string,
  count: number,
): Promise<BatchCounts> {
  // Statistics from before an earlier import grew the tenant (a few users) make the planner
  // scan them once a row in a nested loop: 100,000 rows onto 100,000 users took 470 s.
  await tx.query('SET LOCAL enable_nestloop = off');
  const directoryManaged = await countDirectoryManaged(tx, layout, `${stage} x`, [tenantId]);
  const sql = upsertSql(layout, `${stage} x`, WHOLE_LOOKUP);
  const { rows } = await tx.query<Pick<BatchCounts, 'created' | 'updated'>>(sql, [tenantId]);
  return countsOf(rows, count, directoryManaged);
}
