// Tenant end users (spec §3): wire shapes and constants, no zod. The fields themselves are
// declared once, in the registry of end-user-fields.ts.
import type { Address, EndUserFields } from './end-user-fields';

export const END_USER_ROLES = ['User', 'Admin', 'Manager'] as const;
export const DEFAULT_END_USER_ROLE = 'User';
export const DEFAULT_ADDRESS_COUNTRY = 'USA';

/** An upload that is not a .csv file: the Tenant Users screen says it, so does the API. */
export const SELECT_CSV_FILE = 'Please select a CSV file';

/** The two entries a new user's form starts with (spec §9); a form edits copies of them. */
export const DEFAULT_ADDRESSES: readonly Readonly<Address>[] = [
  { type: 'home', street: '', city: '', state: '', zipCode: '', country: DEFAULT_ADDRESS_COUNTRY },
  {
    type: 'office',
    street: '',
    city: '',
    state: '',
    zipCode: '',
    country: DEFAULT_ADDRESS_COUNTRY,
  },
];

/** An end user as the API returns it. */
export interface EndUser extends EndUserFields {
  id: string;
  tenant_id: string;
  /** The public card page: `{public base}/c/{slug}`. */
  embedded_url: string;
  /** URL of a PNG QR code of `embedded_url`. */
  qr_code: string;
  /** The user's own photo (`{public base}/c/assets/{hash}.jpg`), or null: the template's shows. */
  photo_url: string | null;
  /** Whether the person completed self-serve registration (decision 016). */
  registered?: boolean;
  created_at: string;
  updated_at: string;
}

export interface EndUserListResponse {
  users: EndUser[];
}

/** One refused CSV row: its spreadsheet row number (the header is row 1), field, reason. */
export interface CsvRowError {
  row: number;
  field: string;
  message: string;
}

export interface CsvUploadResponse {
  message: string;
  created: number;
  updated: number;
  /** Rows naming an existing user whose values the file left as they were. */
  unchanged: number;
}

/** A refused upload (400/413): nothing was written. `errors` lists at most the first 20. */
export interface CsvUploadErrorResponse {
  message: string;
  errors?: CsvRowError[];
}
