import { END_USER_FIELDS } from '@bizcard/shared/model';

// The table's columns (spec §2), which of them sort, and the default choice (spec §9). The
// registry's fields with a `column` sit between the combined name and the card columns.

const FIELD_COLUMNS = END_USER_FIELDS.filter((field) => 'column' in field);
type FieldColumn = (typeof FIELD_COLUMNS)[number];

const SORTABLE_FIELDS = FIELD_COLUMNS.filter(
  (field): field is Extract<FieldColumn, { column: { sortable: true } }> =>
    'sortable' in field.column && field.column.sortable,
);

/** Columns that no registry field holds: derived from several fields, or added by the API. */
const OWN_LABELS = {
  name: 'Name',
  embedded_url: 'Business Card',
  qr_code: 'QR Code',
  created_at: 'Created',
  updated_at: 'Updated',
} as const;

export type ColumnKey = FieldColumn['wire'] | keyof typeof OWN_LABELS;

export const COLUMN_KEYS: readonly ColumnKey[] = [
  'name',
  ...FIELD_COLUMNS.map((field) => field.wire),
  'embedded_url',
  'qr_code',
  'created_at',
  'updated_at',
];

export const COLUMN_LABELS = {
  ...OWN_LABELS,
  ...Object.fromEntries(
    FIELD_COLUMNS.map((field) => [
      field.wire,
      'label' in field.column ? field.column.label : field.label,
    ]),
  ),
} as Record<ColumnKey, string>;

type SortableField = (typeof SORTABLE_FIELDS)[number]['wire'];
export type SortField = 'name' | SortableField | 'created_at' | 'updated_at';

export const SORT_FIELDS: readonly SortField[] = [
  'name',
  ...SORTABLE_FIELDS.map((field) => field.wire),
  'created_at',
  'updated_at',
];

export const isSortField = (key: ColumnKey): key is SortField =>
  (SORT_FIELDS as readonly string[]).includes(key);

export const DEFAULT_COLUMNS: readonly ColumnKey[] = ['name', 'email', 'role'];

export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;

/** Keeps the table's column order whatever order the keys were chosen in. */
export const inTableOrder = (keys: Iterable<ColumnKey>): ColumnKey[] => {
  const chosen = new Set(keys);
  return COLUMN_KEYS.filter((key) => chosen.has(key));
};
