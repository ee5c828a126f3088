// Tenant end users (spec §3): constants, and the reply types inferred from
// schemas/end-user-replies.ts. The fields themselves are declared once, in the registry of
// end-user-fields.ts.
import type * as z from 'zod/mini';
import type {
  csvRowErrorSchema,
  csvUploadErrorReplySchema,
  csvUploadReplySchema,
  endUserListSchema,
  endUserSchema,
} from '../schemas/end-user-replies';
import type { Address } from './end-user-fields';

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

/** An end user as the API returns it (schemas/end-user-replies.ts). */
export type EndUser = z.output<typeof endUserSchema>;

export type EndUserListResponse = z.output<typeof endUserListSchema>;

/** One refused CSV row: its spreadsheet row number (the header is row 1), field, reason. */
export type CsvRowError = z.output<typeof csvRowErrorSchema>;

export type CsvUploadResponse = z.output<typeof csvUploadReplySchema>;

/** A refused upload (400/413): nothing was written. `errors` lists at most the first 20. */
export type CsvUploadErrorResponse = z.output<typeof csvUploadErrorReplySchema>;
