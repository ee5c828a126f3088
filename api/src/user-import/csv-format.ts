import type { EndUserFields } from '@bizcard/shared/model';
import Papa from 'papaparse';
import { ADDRESS_KEYS, TEXT_FIELDS, TEXT_SPECS } from './user-columns';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Spreadsheet programs read a UTF-8 CSV without it as their local code page. */
export const UTF8_BOM = '\uFEFF';
/** The template and the export both carry at least this many address groups. */
export const MIN_ADDRESS_GROUPS = 2;

// A cell that a spreadsheet would run as a formula gets a leading quote. Cells that already
// are quotes before such a character get one more, so that the upload, which takes exactly one
// quote off anything matching ESCAPED, gives every value back unchanged.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED = /^'+[=+\-@\t\r]/;

export const protectCell = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

export const unprotectCell = (value: string): string =>
  ESCAPED.test(value) ? value.slice(1) : value;

/**
 * The export's last column in a user-managed tenant, for mail merges (decision 016). Not a
 * field: the upload ignores it like any column it does not know.
 */
export const REGISTRATION_LINK_COLUMN = 'registration_link';

export const addressColumn = (group: number, key: string) => `address${group}_${key}`;

/** Each text field's column header, as the registry names it (its wire name by default). */
export const CSV_FIELD_HEADERS: readonly string[] = TEXT_SPECS.map((field) =>
  'csv' in field ? String(field.csv) : field.wire,
);

/** Text fields in order, then `groups` address groups (address1_type … addressN_country). */
export function csvHeader(groups: number): string[] {
  const addresses = Array.from({ length: groups }, (_, i) =>
    ADDRESS_KEYS.map((key) => addressColumn(i + 1, key)),
  );
  return [...CSV_FIELD_HEADERS, ...addresses.flat()];
}

export function userCells(user: EndUserFields, groups: number): string[] {
  const fields = TEXT_FIELDS.map((field) => String(user[field] ?? ''));
  const addresses = Array.from({ length: groups }, (_, i) => {
    const address = user.addresses[i];
    return ADDRESS_KEYS.map((key) => address?.[key] ?? '');
  });
  return [...fields, ...addresses.flat()].map(protectCell);
}

/** RFC 4180 lines, each ending in CRLF. */
export const csvLines = (rows: string[][]): string =>
  `${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: false })}\r\n`;

/** `{prefix}-{tenant}-{YYYY-MM-DD}.csv`; the tenant name's non-alphanumerics become `_` (spec §9). */
export const csvFileName = (prefix: string, tenantName: string, date: Date): string =>
  `${prefix}-${tenantName.replace(/[^A-Za-z0-9]/g, '_')}-${date.toISOString().slice(0, 10)}.csv`;

export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** The template's one example row: shows the formats, and is easy to spot and delete. */
export const TEMPLATE_EXAMPLE = {
  ...Object.fromEntries(
    TEXT_SPECS.map((field) => [field.wire, 'example' in field ? field.example : null]),
  ),
  addresses: [
    {
      type: 'home',
      street: '12 Elm Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'USA',
    },
    {
      type: 'office',
      street: '400 Market Street, Suite 5',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62702',
      country: 'USA',
    },
  ],
} as EndUserFields;
