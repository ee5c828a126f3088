import {
  ADDRESS_FIELDS,
  END_USER_FIELDS,
  type EndUserInput,
  type EndUserTextField,
  type EndUserTextWireName,
  type EndUserWireName,
} from '@bizcard/shared/model';

// The SQL columns an end-user write touches, all from the field registry (shared
// model/end-user-fields.ts); the table itself is the migrations' (a test compares the two).

export type TextField = EndUserTextWireName;
export type WriteColumn = EndUserWireName;

export const TEXT_SPECS = END_USER_FIELDS.filter(
  (field): field is EndUserTextField => field.input !== 'addresses',
);

/** The text fields in the registry's order, which is also the CSV's. */
export const TEXT_FIELDS: readonly TextField[] = TEXT_SPECS.map((field) => field.wire);

/**
 * Every field in the registry's order, which is also the order of the list JSON's composite
 * type. stytch_org_id is not one: the schema checks it, no write stores it (schemas/end-users.ts).
 */
export const WRITE_COLUMNS: readonly WriteColumn[] = END_USER_FIELDS.map((field) => field.wire);

export const ADDRESS_KEYS = ADDRESS_FIELDS.map((part) => part.key);
export type { AddressKey } from '@bizcard/shared/model';

/** Column definitions of the writable fields for json(b)_to_record(set). */
const SQL_TYPES: Partial<Record<EndUserInput, string>> = { addresses: 'jsonb', switch: 'boolean' };
export const WRITE_RECORD_TYPE = END_USER_FIELDS.map(
  (field) => `${field.wire} ${SQL_TYPES[field.input] ?? 'text'}`,
).join(', ');

const SWITCHES = new Set<WriteColumn>(
  END_USER_FIELDS.filter((field) => field.input === 'switch').map((field) => field.wire),
);

/**
 * A column's value from the write record `source`. A switch the write left out (null) keeps
 * the value of the row `current` when there is one, and is on otherwise (schemas/end-users.ts).
 */
export function writeValue(column: WriteColumn, source: string, current?: string): string {
  if (!SWITCHES.has(column)) return `${source}.${column}`;
  return `coalesce(${source}.${column}, ${current ? `${current}.${column}, ` : ''}true)`;
}

/** Every write column's value from `source` (see writeValue), in WRITE_COLUMNS' order. */
export const writeValues = (source: string, current?: string) =>
  WRITE_COLUMNS.map((column) => writeValue(column, source, current)).join(', ');

export const WRITE_COLUMN_LIST = WRITE_COLUMNS.join(', ');

/** What a CSV import may change on a row, so what undoing it restores (csv-journal.ts). */
export const RESTORABLE_COLUMNS = [...WRITE_COLUMNS, 'list_json', 'updated_at'] as const;

/**
 * The EndUser wire shape as one SQL text expression over the end_users row `alias`: its stored
 * `list_json` (migration 003) plus the card links, the photo's address and the timestamps. `cardBase` is the
 * placeholder of `{public URL}/c/`, already escaped for JSON (see cardBaseParam).
 */
export function endUserJson(alias: string, cardBase: string): string {
  const card = `${cardBase}::text, ${alias}.card_slug`;
  // concat() writes the result once; a chain of || copies the growing text at every step.
  const photo = `CASE WHEN ${alias}.photo IS NULL THEN 'null' ELSE concat('"', ${cardBase}::text,
    'assets/', ${alias}.photo->>'hash', '.', ${alias}.photo->>'ext', '"') END`;
  return `concat(${alias}.list_json, ',"embedded_url":"', ${card}, '","qr_code":"', ${card},
    '/qr.png","photo_url":', ${photo}, ',"registered":', to_json(${alias}.registered_at IS NOT NULL),
    ',"created_at":', to_json(${alias}.created_at), ',"updated_at":',
    to_json(${alias}.updated_at), '}')`;
}

/** `{public URL}/c/` as it goes between the quotes of a JSON string. */
export const cardBaseParam = (publicAppUrl: string) =>
  JSON.stringify(`${publicAppUrl}/c/`).slice(1, -1);

/**
 * The stored JSON of a row from its values (SQL expressions by column), as the migration's
 * trigger computes it; bulk writes call this instead of paying for a trigger call a row.
 */
export function listJsonSql(id: string, tenantId: string, value: (c: WriteColumn) => string) {
  const fields = [id, tenantId, ...WRITE_COLUMNS.map(value)].join(', ');
  return `end_user_list_json(ROW(${fields})::end_user_list_fields)`;
}

/** The list order: first name, then last name, case-insensitively. */
export const userOrder = (alias: string) =>
  `lower(${alias}.first_name), lower(${alias}.last_name), ${alias}.id`;
