// Tenant end users (spec §3): wire shapes and constants, no zod.

export const END_USER_ROLES = ['User', 'Admin', 'Manager'] as const;
export const DEFAULT_END_USER_ROLE = 'User';
export const DEFAULT_ADDRESS_COUNTRY = 'USA';

export interface Address {
  type: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

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

/** Contact fields as the user endpoints read and write them (snake_case phones, x_twitter). */
export interface EndUserFields {
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  pronouns: string | null;
  phone_work: string | null;
  phone_direct: string | null;
  phone_cell: string | null;
  title: string | null;
  company: string | null;
  department: string | null;
  accreditations: string | null;
  website: string | null;
  linkedin: string | null;
  facebook: string | null;
  instagram: string | null;
  x_twitter: string | null;
  youtube: string | null;
  reddit: string | null;
  addresses: Address[];
}

/** An end user as the API returns it. */
export interface EndUser extends EndUserFields {
  id: string;
  tenant_id: string;
  /** The public card page: `{public base}/c/{slug}`. */
  embedded_url: string;
  /** URL of a PNG QR code of `embedded_url`. */
  qr_code: string;
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
