import { type CsvRowError, END_USER_ROLES } from '@bizcard/shared/model';
import { type EndUserWrite, endUserWriteSchema } from '@bizcard/shared/schemas';
import { canonicalChoice, headerKey, personColumn } from '../csv/csv-dialect';
import { unprotectCell } from '../csv/csv-write';
import { csvValueCount, valueCountMismatch } from '../csv/value-count';
import { HttpError } from '../errors';
import { NUL_CHARACTER } from '../routes/users/messages';
import {
  ADDRESS_KEYS,
  type AddressKey,
  TEXT_FIELDS,
  TEXT_SPECS,
  type TextField,
  type WriteColumn,
} from '../routes/users/user-columns';
import { addressColumn, CSV_FIELD_HEADERS } from './csv-format';
import { CSV_HEADER_REQUIRED, csvRepeatedColumn } from './messages';

interface AddressGroup {
  number: number;
  cells: Array<readonly [AddressKey, number]>;
}

/** Where each known column sits in a file. Unknown columns are ignored. */
export interface CsvLayout {
  fields: Array<readonly [TextField, number]>;
  groups: AddressGroup[];
  /** The columns an update of an existing user replaces; absent columns keep their values. */
  columns: WriteColumn[];
  /** The header's count of values, and where the columns every row needs are. */
  width: number;
  required: number[];
}

// Columns are matched by headerKey ('First Name' is first_name, 'Address 1 Zip Code' is
// address1_zipCode) and the required ones by their usual titles too ('Surname', 'E-mail').
const ADDRESS_COLUMN = new RegExp(`^address(\\d+)(${ADDRESS_KEYS.map(headerKey).join('|')})$`);
const ADDRESS_KEY_BY_KEY = new Map(ADDRESS_KEYS.map((key) => [headerKey(key), key]));
/** Each text field by the headerKey of its CSV header (field registry). */
const TEXT_FIELD_BY_KEY = new Map(
  CSV_FIELD_HEADERS.map((header, i) => [headerKey(header), TEXT_FIELDS[i]!]),
);
const REQUIRED: readonly string[] = TEXT_SPECS.filter((field) => 'required' in field).map(
  (field) => field.wire,
);

export const isBlankRecord = (cells: string[]) => cells.every((cell) => cell.trim() === '');

function addToGroup(groups: Map<number, AddressGroup>, match: RegExpExecArray, index: number) {
  const number = Number(match[1]);
  const group = groups.get(number) ?? { number, cells: [] };
  group.cells.push([ADDRESS_KEY_BY_KEY.get(match[2]!)!, index]);
  groups.set(number, group);
}

/** Reads the header row; 400 when it lacks a required column or repeats one. */
export function readLayout(header: string[]): CsvLayout {
  const fields: Array<readonly [TextField, number]> = [];
  const groups = new Map<number, AddressGroup>();
  const seen = new Set<string>();
  header.forEach((cell, index) => {
    const person = personColumn(cell);
    const key = person ? headerKey(person) : headerKey(cell);
    if (key === '') return;
    if (seen.has(key)) throw new HttpError(400, csvRepeatedColumn(cell.trim()));
    seen.add(key);
    const address = ADDRESS_COLUMN.exec(key);
    const field = TEXT_FIELD_BY_KEY.get(key);
    if (address) addToGroup(groups, address, index);
    else if (field) fields.push([field, index]);
  });
  const found = new Set<string>(fields.map(([field]) => field));
  if (!REQUIRED.every((field) => found.has(field))) throw new HttpError(400, CSV_HEADER_REQUIRED);
  const columns: WriteColumn[] = fields.map(([field]) => field);
  if (groups.size > 0) columns.push('addresses');
  const ordered = [...groups.values()].sort((a, b) => a.number - b.number);
  const required = fields.filter(([field]) => REQUIRED.includes(field)).map(([, at]) => at);
  return { fields, groups: ordered, columns, width: header.length, required };
}

interface RowInput {
  input: Record<string, unknown>;
  /** The address group number of each entry of input.addresses (empty groups are skipped). */
  groupNumbers: number[];
}

function rowInput(layout: CsvLayout, cells: string[]): RowInput {
  const input: Record<string, unknown> = {};
  const cell = (index: number) => unprotectCell(cells[index] ?? '');
  for (const [field, index] of layout.fields) {
    const value = cell(index);
    // An empty cell is an absent value: optional fields become null, role defaults to User.
    if (value !== '')
      input[field] = field === 'role' ? canonicalChoice(value, END_USER_ROLES) : value;
  }
  const groupNumbers: number[] = [];
  if (layout.groups.length > 0) {
    const addresses: Array<Partial<Record<AddressKey, string>>> = [];
    for (const group of layout.groups) {
      const entries = group.cells.map(([key, index]) => [key, cell(index)] as const);
      if (entries.every(([, value]) => value.trim() === '')) continue;
      addresses.push(Object.fromEntries(entries));
      groupNumbers.push(group.number);
    }
    input.addresses = addresses;
  }
  return { input, groupNumbers };
}

function columnOf(path: ReadonlyArray<PropertyKey>, groupNumbers: number[]): string {
  const [first, index, key] = path;
  if (first === 'addresses' && typeof index === 'number' && typeof key === 'string') {
    return addressColumn(groupNumbers[index] ?? index + 1, key);
  }
  return String(first ?? 'row');
}

export type RowResult = { user: EndUserWrite; errors?: never } | { errors: CsvRowError[] };

/** Validates one data row with the same schema as the create and edit forms. */
export function readRow(layout: CsvLayout, cells: string[], row: number): RowResult {
  const mismatch = valueCountMismatch(cells, layout.width, layout.required);
  if (mismatch) return { errors: [{ row, field: 'row', message: csvValueCount(mismatch) }] };
  const nulIndex = cells.findIndex((cell) => cell.includes('\u0000'));
  if (nulIndex >= 0) return { errors: [{ row, field: 'row', message: NUL_CHARACTER }] };
  const { input, groupNumbers } = rowInput(layout, cells);
  const result = endUserWriteSchema.safeParse(input);
  if (result.success) return { user: result.data };
  const errors = new Map<string, CsvRowError>();
  for (const issue of result.error.issues) {
    const field = columnOf(issue.path, groupNumbers);
    if (!errors.has(field)) errors.set(field, { row, field, message: issue.message });
  }
  return { errors: [...errors.values()] };
}
