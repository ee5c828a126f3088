import type { EndUserFields } from '@bizcard/shared/model';
import { csvLines, UTF8_BOM } from '../csv/csv-write';
import type { Queryable } from '../db/database';
import {
  csvHeader,
  MIN_ADDRESS_GROUPS,
  REGISTRATION_LINK_COLUMN,
  TEMPLATE_EXAMPLE,
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
  registered: boolean;
  /** The row's stored list_json: its fields as a JSON object without the closing brace. */
  fields: string;
}

interface ExportUser extends EndUserFields {
  id: string;
  registered: boolean;
}

/** Registration links for a page of users, by user id; gives none to registered users. */
export type LinkIssuer = (users: readonly ExportUser[]) => Promise<Map<string, string>>;

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
    `SELECT lower(first_name) AS k_first, lower(last_name) AS k_last,
       registered_at IS NOT NULL AS registered, list_json AS fields
     FROM end_users WHERE tenant_id = $1 ${keyset}
     ORDER BY lower(first_name), lower(last_name), id LIMIT $2`,
    after ? [tenantId, PAGE_SIZE, ...after] : [tenantId, PAGE_SIZE],
  );
  return rows.map((row) => {
    const fields = JSON.parse(`${row.fields}}`) as Omit<ExportUser, 'registered'>;
    return { ...row, user: { ...fields, registered: row.registered } };
  });
}

async function mostAddresses(q: Queryable, tenantId: string): Promise<number> {
  const { rows } = await q.query<{ most: number }>(
    `SELECT coalesce(max(jsonb_array_length(addresses)), 0)::int AS most
     FROM end_users WHERE tenant_id = $1`,
    [tenantId],
  );
  return rows[0]?.most ?? 0;
}

/**
 * The tenant's users as CSV text chunks: the template's header widened to the most addresses.
 * With `links` (a user-managed tenant), a last column carries each page's registration links,
 * issued as the page is written (decision 016).
 */
export async function* exportUsersCsv(
  q: Queryable,
  tenantId: string,
  links?: LinkIssuer,
): AsyncGenerator<string> {
  const groups = Math.max(MIN_ADDRESS_GROUPS, await mostAddresses(q, tenantId));
  const header = csvHeader(groups);
  yield UTF8_BOM + csvLines([links ? [...header, REGISTRATION_LINK_COLUMN] : header]);
  let after: Cursor | null = null;
  for (;;) {
    const rows = await usersPage(q, tenantId, after);
    if (rows.length === 0) return;
    const users = rows.map((row) => row.user);
    // A user given more addresses since the header was written keeps the header's groups.
    const cells = users.map((user) => userCells(user, groups));
    if (links) {
      const byId = await links(users);
      users.forEach((user, i) => {
        cells[i]!.push(byId.get(user.id) ?? '');
      });
    }
    yield csvLines(cells);
    const last = rows[rows.length - 1]!;
    after = [last.k_first, last.k_last, last.user.id];
    if (rows.length < PAGE_SIZE) return;
  }
}
