// The table's columns (spec §2), which of them sort, and the default choice (spec §9).

export const COLUMN_KEYS = [
  'name',
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
  'addresses',
  'embedded_url',
  'qr_code',
  'created_at',
  'updated_at',
] as const;

export type ColumnKey = (typeof COLUMN_KEYS)[number];

export const COLUMN_LABELS: Record<ColumnKey, string> = {
  name: 'Name',
  email: 'Email',
  role: 'Role',
  pronouns: 'Pronouns',
  phone_work: 'Work Phone',
  phone_direct: 'Direct Phone',
  phone_cell: 'Cell Phone',
  title: 'Title',
  company: 'Company',
  department: 'Department',
  accreditations: 'Accreditations',
  website: 'Website',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x_twitter: 'X (Twitter)',
  youtube: 'YouTube',
  reddit: 'Reddit',
  addresses: 'Addresses',
  embedded_url: 'Business Card',
  qr_code: 'QR Code',
  created_at: 'Created',
  updated_at: 'Updated',
};

export const SORT_FIELDS = [
  'name',
  'email',
  'role',
  'title',
  'company',
  'department',
  'created_at',
  'updated_at',
] as const;

export type SortField = (typeof SORT_FIELDS)[number];

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
