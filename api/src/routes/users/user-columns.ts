import type { Address, EndUserFields } from '@bizcard/shared/model';

/** The text fields of EndUserFields in the contract's order, which is also the CSV's. */
export const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'role',
  'pronouns',
  'phone_work',
  'phone_direct',
  'phone_cell',
  'title',
  'company',
  'department',
  'accreditations',
  'website',
  'linkedin',
  'facebook',
  'instagram',
  'x_twitter',
  'youtube',
  'reddit',
] as const satisfies ReadonlyArray<keyof EndUserFields>;

export type TextField = (typeof TEXT_FIELDS)[number];
export type WriteColumn = TextField | 'addresses';

// Fails to compile when EndUserFields gains a field that the columns above do not list.
const everyFieldListed: [Exclude<keyof EndUserFields, WriteColumn>] extends [never] ? true : false =
  true;
void everyFieldListed;

export const WRITE_COLUMNS: readonly WriteColumn[] = [...TEXT_FIELDS, 'addresses'];

export const ADDRESS_KEYS = [
  'type',
  'street',
  'city',
  'state',
  'zipCode',
  'country',
] as const satisfies ReadonlyArray<keyof Address>;

export type AddressKey = (typeof ADDRESS_KEYS)[number];

/** Column definitions of the writable fields for json(b)_to_record(set). */
export const WRITE_RECORD_TYPE = [...TEXT_FIELDS.map((c) => `${c} text`), 'addresses jsonb'].join(
  ', ',
);

export const WRITE_COLUMN_LIST = WRITE_COLUMNS.join(', ');

/** What a CSV import may change on a row, so what undoing it restores (csv-journal.ts). */
export const RESTORABLE_COLUMNS = [...WRITE_COLUMNS, 'list_json', 'updated_at'] as const;

/**
 * The EndUser wire shape as one SQL text expression over the end_users row `alias`: its stored
 * `list_json` (migration 003) plus the card links and the timestamps. `cardBase` is the
 * placeholder of `{public URL}/c/`, already escaped for JSON (see cardBaseParam).
 */
export function endUserJson(alias: string, cardBase: string): string {
  const card = `${cardBase}::text, ${alias}.card_slug`;
  // concat() writes the result once; a chain of || copies the growing text at every step.
  return `concat(${alias}.list_json, ',"embedded_url":"', ${card}, '","qr_code":"', ${card},
    '/qr.png","created_at":', to_json(${alias}.created_at), ',"updated_at":',
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
