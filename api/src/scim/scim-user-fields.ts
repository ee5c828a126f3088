import { MAPPABLE_FIELDS, type MappableWireName } from '@bizcard/shared/model';

export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const CORE_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';

/**
 * Where a single-valued SCIM attribute lands among the field registry's text fields (the
 * ones a directory may fill, MAPPABLE_FIELDS): a path in the core schema or the enterprise
 * extension, or one `type` of the multi-valued phoneNumbers. Declared once: the mapping both
 * ways, the CSV rule and the Schemas endpoint derive from it.
 */
export type ScimTextAttribute =
  | { field: MappableWireName; schema: 'core' | 'enterprise'; path: readonly [string, ...string[]] }
  | { field: MappableWireName; schema: 'core'; multi: 'phoneNumbers'; type: string };

export const SCIM_TEXT_ATTRIBUTES = [
  { field: 'first_name', schema: 'core', path: ['name', 'givenName'] },
  { field: 'last_name', schema: 'core', path: ['name', 'familyName'] },
  { field: 'title', schema: 'core', path: ['title'] },
  { field: 'phone_work', schema: 'core', multi: 'phoneNumbers', type: 'work' },
  { field: 'phone_cell', schema: 'core', multi: 'phoneNumbers', type: 'mobile' },
  { field: 'company', schema: 'enterprise', path: ['organization'] },
  { field: 'department', schema: 'enterprise', path: ['department'] },
] as const satisfies readonly ScimTextAttribute[];

/** The registry's label of a mapped field, for the Schemas endpoint's descriptions. */
export const fieldLabel = (wire: MappableWireName) =>
  MAPPABLE_FIELDS.find((field) => field.wire === wire)?.label ?? wire;

/**
 * The end-user fields a directory writes for a SCIM-managed person (decision 054): the text
 * attributes above, the email, the addresses and the active switch. A CSV re-upload leaves
 * these alone for such a person; every other field stays the tenant's to edit.
 */
export const SCIM_MANAGED_FIELDS: readonly string[] = [
  ...SCIM_TEXT_ATTRIBUTES.map((attribute) => attribute.field),
  'email',
  'addresses',
  'active',
];
