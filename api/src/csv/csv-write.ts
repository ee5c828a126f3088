// Writing CSV files people open in spreadsheet programs: the export of users and of Logs.
import Papa from 'papaparse';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Spreadsheet programs read a UTF-8 CSV without it as their local code page. */
export const UTF8_BOM = '\uFEFF';

// A cell that a spreadsheet would run as a formula gets a leading quote. Cells that already
// are quotes before such a character get one more, so that the upload, which takes exactly one
// quote off anything matching ESCAPED, gives every value back unchanged.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED = /^'+[=+\-@\t\r]/;

export const protectCell = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

export const unprotectCell = (value: string): string =>
  ESCAPED.test(value) ? value.slice(1) : value;

/** RFC 4180 lines, each ending in CRLF. */
export const csvLines = (rows: string[][]): string =>
  `${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: false })}\r\n`;

/** `{prefix}-{tenant}-{YYYY-MM-DD}.csv`; the tenant name's non-alphanumerics become `_` (spec §9). */
export const csvFileName = (prefix: string, tenantName: string, date: Date): string =>
  `${prefix}-${tenantName.replace(/[^A-Za-z0-9]/g, '_')}-${date.toISOString().slice(0, 10)}.csv`;

export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
