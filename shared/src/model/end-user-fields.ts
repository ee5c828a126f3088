// The end-user field registry (spec §3 Tenant end user): one declaration per contact field.
// The write schema, the wire and form types, the Create / Edit User form, the users table, the
// API's CSV columns and SQL write columns and the card page all derive from it, so a new field
// is one line here plus one migration (docs/decisions/012). Plain data: no zod, no logic.
//
// Append new fields at the end: the order is also the order of the stored list JSON's
// composite type (migration 003), to which a migration can only add attributes at the end.
// Where the form shows a field is its `section`, not its place in this list.
import { EMAIL_REQUIRED, FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED } from './field-messages';

export const END_USER_SECTIONS = [
  'Personal Information',
  'Contact Information',
  'Professional Information',
  'Social Media & Online Presence',
  'Addresses',
] as const;
export type EndUserSection = (typeof END_USER_SECTIONS)[number];

/**
 * `choice` is a select of END_USER_ROLES; `addresses` the list of Address entries; `switch` an
 * on/off value (a boolean on the wire and in the database, 'true' / 'false' in the CSV).
 */
export type EndUserInput = 'text' | 'email' | 'url' | 'tel' | 'choice' | 'switch' | 'addresses';

/**
 * Where the public card page shows a field and how its vCard carries it. `layout`: the page
 * and the vCard place it themselves, by name (name, email, title, company, website,
 * addresses). `note`: the hero shows it by name, the vCard's NOTE as 'label: value'.
 * `detail`: a labelled line under contact information, and a NOTE line.
 */
export type CardUse =
  | { readonly use: 'layout' | 'note' | 'detail' }
  | {
      readonly use: 'phone';
      readonly label: string;
      readonly vcard: string;
      /** The vCard's `X-ABLabel`, for a number that vCard 3.0 has no type of its own for. */
      readonly vcardLabel?: string;
    }
  | { readonly use: 'social'; readonly vcard: string };

export interface EndUserFieldSpec {
  /** The API's and the database's name (snake_case). */
  readonly wire: string;
  /** The forms' name (camelCase, spec §3). */
  readonly form: string;
  readonly label: string;
  readonly input: EndUserInput;
  readonly section: EndUserSection;
  /** Most characters (entries, for addresses); client and server refuse more. */
  readonly max?: number;
  /** The message when blank; absent for optional fields. */
  readonly required?: string;
  /** A column of the users table (label defaults to `label`); absent: not a column. */
  readonly column?: { readonly label?: string; readonly sortable?: boolean };
  /** Searched by the users table's search box (spec §9). */
  readonly search?: boolean;
  /** The CSV column header; defaults to `wire`. */
  readonly csv?: string;
  readonly card?: CardUse;
  /** The CSV template's example value. */
  readonly example?: string;
  readonly autoComplete?: string;
}

// biome-ignore format: one line per field, so that adding a field is adding one line
export const END_USER_FIELDS = [
  { wire: 'first_name', form: 'firstName', label: 'First name', input: 'text', section: 'Personal Information', max: 100, required: FIRST_NAME_REQUIRED, search: true, card: { use: 'layout' }, example: 'Jane', autoComplete: 'given-name' },
  { wire: 'last_name', form: 'lastName', label: 'Last name', input: 'text', section: 'Personal Information', max: 100, required: LAST_NAME_REQUIRED, search: true, card: { use: 'layout' }, example: 'Example', autoComplete: 'family-name' },
  { wire: 'email', form: 'email', label: 'Email', input: 'email', section: 'Personal Information', max: 254, required: EMAIL_REQUIRED, column: { sortable: true }, search: true, card: { use: 'layout' }, example: 'jane.example@example.com', autoComplete: 'email' },
  { wire: 'role', form: 'role', label: 'Role', input: 'choice', section: 'Personal Information', column: { sortable: true }, example: 'User' },
  { wire: 'pronouns', form: 'pronouns', label: 'Pronouns', input: 'text', section: 'Personal Information', max: 50, column: {}, card: { use: 'note' }, example: 'she/her' },
  { wire: 'phone_work', form: 'phoneWork', label: 'Work phone', input: 'tel', section: 'Contact Information', max: 50, column: { label: 'Work Phone' }, card: { use: 'phone', label: 'Work', vcard: 'TEL;TYPE=WORK,VOICE' }, example: '+1 (212) 555-0100' },
  { wire: 'phone_direct', form: 'phoneDirect', label: 'Direct phone', input: 'tel', section: 'Contact Information', max: 50, column: { label: 'Direct Phone' }, card: { use: 'phone', label: 'Direct', vcard: 'TEL;TYPE=WORK,VOICE', vcardLabel: 'Direct' }, example: '+1 (212) 555-0101' },
  { wire: 'phone_cell', form: 'phoneCell', label: 'Cell phone', input: 'tel', section: 'Contact Information', max: 50, column: { label: 'Cell Phone' }, card: { use: 'phone', label: 'Mobile', vcard: 'TEL;TYPE=CELL,VOICE' }, example: '+1 (212) 555-0102' },
  { wire: 'title', form: 'title', label: 'Title', input: 'text', section: 'Professional Information', max: 200, column: { sortable: true }, search: true, card: { use: 'layout' }, example: 'Sales Manager', autoComplete: 'organization-title' },
  { wire: 'company', form: 'company', label: 'Company', input: 'text', section: 'Professional Information', max: 200, column: { sortable: true }, search: true, card: { use: 'layout' }, example: 'Example Inc.', autoComplete: 'organization' },
  { wire: 'department', form: 'department', label: 'Department', input: 'text', section: 'Professional Information', max: 200, column: { sortable: true }, search: true, card: { use: 'layout' }, example: 'Sales' },
  { wire: 'accreditations', form: 'accreditations', label: 'Accreditations', input: 'text', section: 'Professional Information', max: 300, column: {}, card: { use: 'note' }, example: 'MBA' },
  { wire: 'website', form: 'website', label: 'Website', input: 'url', section: 'Social Media & Online Presence', max: 500, column: {}, card: { use: 'layout' }, example: 'https://www.example.com' },
  { wire: 'linkedin', form: 'linkedin', label: 'LinkedIn', input: 'url', section: 'Social Media & Online Presence', max: 500, column: {}, card: { use: 'social', vcard: 'linkedin' }, example: 'https://www.linkedin.com/in/jane-example' },
  { wire: 'facebook', form: 'facebook', label: 'Facebook', input: 'url', section: 'Social Media & Online Presence', max: 500, column: {}, card: { use: 'social', vcard: 'facebook' } },
  { wire: 'instagram', form: 'instagram', label: 'Instagram', input: 'url', section: 'Social Media & Online Presence', max: 500, column: {}, card: { use: 'social', vcard: 'instagram' } },
  { wire: 'x_twitter', form: 'xTwitter', label: 'X (Twitter)', input: 'url', section: 'Social Media & Online Presence', max: 500, column: {}, card: { use: 'social', vcard: 'twitter' } },
  { wire: 'youtube', form: 'youtube', label: 'YouTube', input: 'url', section: 'Social Media & Online Presence', max: 500, column: {}, card: { use: 'social', vcard: 'youtube' } },
  { wire: 'reddit', form: 'reddit', label: 'Reddit', input: 'url', section: 'Social Media & Online Presence', max: 500, column: {}, card: { use: 'social', vcard: 'reddit' } },
  { wire: 'addresses', form: 'addresses', label: 'Addresses', input: 'addresses', section: 'Addresses', max: 10, column: {}, card: { use: 'layout' } },
  { wire: 'active', form: 'active', label: 'Active', input: 'switch', section: 'Personal Information', column: {}, example: 'true' },
] as const satisfies readonly EndUserFieldSpec[];

export type EndUserField = (typeof END_USER_FIELDS)[number];
/** Every field but addresses: one value each (text, or on/off for a switch). */
export type EndUserTextField = Exclude<EndUserField, { input: 'addresses' }>;
export type EndUserWireName = EndUserField['wire'];
export type EndUserTextWireName = EndUserTextField['wire'];
export type EndUserFormName = EndUserField['form'];
export type EndUserTextFormName = EndUserTextField['form'];

/** The address entries' parts, in the CSV's and the form's order. */
export const ADDRESS_FIELDS = [
  { key: 'type', label: 'Type', max: 20 },
  { key: 'street', label: 'Street', max: 200, autoComplete: 'street-address' },
  { key: 'city', label: 'City', max: 100, autoComplete: 'address-level2' },
  { key: 'state', label: 'State', max: 100, autoComplete: 'address-level1' },
  { key: 'zipCode', label: 'ZIP code', max: 20, autoComplete: 'postal-code' },
  { key: 'country', label: 'Country', max: 100, autoComplete: 'country-name' },
] as const;

export type AddressKey = (typeof ADDRESS_FIELDS)[number]['key'];
export type Address = { [K in AddressKey]: string };

/** One on/off field each (the end user's `active`). */
export type EndUserSwitchField = Extract<EndUserField, { input: 'switch' }>;
export type EndUserSwitchWireName = EndUserSwitchField['wire'];

/** A required field or a choice always holds text; other text fields may be null. */
type StoredValue<F> = F extends { input: 'addresses' }
  ? Address[]
  : F extends { input: 'switch' }
    ? boolean
    : F extends { required: string } | { input: 'choice' }
      ? string
      : string | null;

/** Contact fields as the user endpoints read and write them (snake_case phones, x_twitter). */
export type EndUserFields = { -readonly [F in EndUserField as F['wire']]: StoredValue<F> };

/** The same fields as a form edits them: camelCase, every text field a string. */
export type EndUserFormValues = {
  -readonly [F in EndUserField as F['form']]: F extends { input: 'addresses' }
    ? Address[]
    : F extends { input: 'switch' }
      ? boolean
      : string;
};
