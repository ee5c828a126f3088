import type { EndUserFields } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import {
  csvHeader,
  csvLines,
  MIN_ADDRESS_GROUPS,
  TEMPLATE_EXAMPLE,
  UTF8_BOM,
  userCells,
} from './csv-format';

const PAGE_SIZE = 1000;

export function templateCsv(): string {
  const header = csvHeader(MIN_ADDRESS_GROUPS);
  return UTF8_BOM + csvLines([header, userCells(TEMPLATE_EXAMPLE, MIN_ADDRESS_GROUPS)]);
}

interface PageRow {
  k_first: string;
  k_last: string;
  /** The row's stored list_json: its fields as a JSON object without the closing brace. */
  fields: string;
}

interface ExportUser extends EndUserFields {
  id: string;
}

type Cursor = [string, string, string];

// Keyset pages in the list's order: each page walks the (tenant_id, lower(first_name)) index,
// so a 100,000-user export costs 100 short queries and holds one page at a time. No
// transaction: that would hold PGlite's only connection for as long as the client reads.
// Each row comes as its stored JSON: PGlite turns many columns into objects slowly.
async function usersPage(q: Queryable, tenantId: string, after: Cursor | null) {
  const keyset = after
    ? `AND lower(first_name) >= $3
       AND (lower(first_name), lower(last_name), id) > ($3, $4, $5::uuid)`
    : '';
  const { rows } = await q.query<PageRow>(
    `SELECT lower(first_name) AS k_first, lower(last_name) AS k_last, list_json AS fields
     FROM end_users WHERE tenant_id = $1 ${keyset}
     ORDER BY lower(first_name), lower(last_name), id LIMIT $2`,
    after ? [tenantId, PAGE_SIZE, ...after] : [tenantId, PAGE_SIZE],
  );
  return rows.map((row) => ({ ...row, user: JSON.parse(`${row.fields}}`) as ExportUser }));
}

async function mostAddresses(q: Queryable, tenantId: string): Promise<number> {
  const { rows } = await q.query<{ most: number }>(
    `SELECT coalesce(max(jsonb_array_length(addresses)), 0)::int AS most
     FROM end_users WHERE tenant_id = $1`,
    [tenantId],
  );
  return rows[0]?.most ?? 0;
}

/** The tenant's users as CSV text chunks: the template's header widened to the most addresses. */
export async function* exportUsersCsv(q: Queryable, tenantId: string): AsyncGenerator<string> {
  const groups = Math.max(MIN_ADDRESS_GROUPS, await mostAddresses(q, tenantId));
  yield UTF8_BOM + csvLines([csvHeader(groups)]);
  let after: Cursor | null = null;
  for (;;) {
    const rows = await usersPage(q, tenantId, after);
    if (rows.length === 0) return;
    // A user given more addresses since the header was written keeps the header's groups.
    yield csvLines(rows.map((row) => userCells(row.user, groups)));
    const last = rows[rows.length - 1]!;
    after = [last.k_first, last.k_last, last.user.id];
    if (rows.length < PAGE_SIZE) return;
  }
}
