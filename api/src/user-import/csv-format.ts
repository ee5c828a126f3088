import type { EndUserFields } from '@bizcard/shared/model';
import { protectCell } from '../csv/csv-write';
import { ADDRESS_KEYS, TEXT_FIELDS, TEXT_SPECS } from '../routes/users/user-columns';

/** The template and the export both carry at least this many address groups. */
export const MIN_ADDRESS_GROUPS = 2;

/**
 * The export's last column in a user-managed tenant, for mail merges (decision 016). Not a
 * field: the upload ignores it like any column it does not know.
 */
export const REGISTRATION_LINK_COLUMN = 'registration_link';

export const addressColumn = (group: number, key: string) => `address${group}_${key}`;

/** Each text field's column header, as the registry names it (its wire name by default). */
export const CSV_FIELD_HEADERS: readonly string[] = TEXT_SPECS.map((field) =>
  'csv' in field ? String(field.csv) : field.wire,
);

/** Text fields in order, then `groups` address groups (address1_type … addressN_country). */
export function csvHeader(groups: number): string[] {
  const addresses = Array.from({ length: groups }, (_, i) =>
    ADDRESS_KEYS.map((key) => addressColumn(i + 1, key)),
  );
  return [...CSV_FIELD_HEADERS, ...addresses.flat()];
}

export function userCells(user: EndUserFields, groups: number): string[] {
  const fields = TEXT_FIELDS.map((field) => String(user[field] ?? ''));
  const addresses = Array.from({ length: groups }, (_, i) => {
    const address = user.addresses[i];
    return ADDRESS_KEYS.map((key) => address?.[key] ?? '');
  });
  return [...fields, ...addresses.flat()].map(protectCell);
}

/** The template's one example row: shows the formats, and is easy to spot and delete. */
export const TEMPLATE_EXAMPLE = {
  ...Object.fromEntries(
    TEXT_SPECS.map((field) => [field.wire, 'example' in field ? field.example : null]),
  ),
  addresses: [
    {
      type: 'home',
      street: '12 Elm Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'USA',
    },
    {
      type: 'office',
      street: '400 Market Street, Suite 5',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62702',
      country: 'USA',
    },
  ],
} as EndUserFields;
