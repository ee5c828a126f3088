import {
  CORE_GROUP,
  CORE_USER,
  ENTERPRISE_USER,
  fieldLabel,
  SCIM_TEXT_ATTRIBUTES,
} from './scim-user-fields';
import type { Json } from './scim-values';

// The Schemas endpoint's resources (RFC 7643 §7): the attributes this service reads and
// returns, each saying which of our card fields it maps onto (from SCIM_TEXT_ATTRIBUTES).

const SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

interface Attribute {
  name: string;
  description: string;
  type?: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued?: boolean;
  caseExact?: boolean;
  mutability?: 'readWrite' | 'readOnly';
  uniqueness?: 'none' | 'server';
  required?: boolean;
  subAttributes?: Attribute[];
  referenceTypes?: string[];
}

const attr = (a: Attribute): Json => ({
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...a,
  ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attr) } : {}),
});

const mapsTo = (field: Parameters<typeof fieldLabel>[0]) => `Card field '${fieldLabel(field)}'.`;
const mapped = (schema: 'core' | 'enterprise', top: string) =>
  SCIM_TEXT_ATTRIBUTES.find((s) => 'path' in s && s.schema === schema && s.path[0] === top);

const phoneTypes = SCIM_TEXT_ATTRIBUTES.flatMap((s) =>
  'multi' in s ? [`'${s.type}' → ${mapsTo(s.field)}`] : [],
).join(' ');

const enterpriseText = SCIM_TEXT_ATTRIBUTES.flatMap((s) =>
  'path' in s && s.schema === 'enterprise'
    ? [attr({ name: s.path[0], description: mapsTo(s.field) })]
    : [],
);

const USER_ATTRIBUTES: Attribute[] = [
  {
    name: 'userName',
    description:
      'Unique in the tenant, without regard to case. A person the directory never wrote goes by their email.',
    required: true,
    uniqueness: 'server',
  },
  {
    name: 'name',
    type: 'complex',
    description: 'The card name; from displayName when absent.',
    subAttributes: [
      { name: 'givenName', description: mapsTo('first_name') },
      { name: 'familyName', description: mapsTo('last_name') },
      { name: 'formatted', description: 'givenName and familyName.', mutability: 'readOnly' },
    ],
  },
  {
    name: 'displayName',
    description: 'givenName and familyName; splits into them when name is absent.',
  },
  { name: 'title', description: mapsTo(mapped('core', 'title')?.field ?? 'title') },
  {
    name: 'active',
    type: 'boolean',
    description: "'false' deactivates: the card answers 410 and the person's sessions end.",
  },
  {
    name: 'emails',
    type: 'complex',
    multiValued: true,
    description:
      "Card field 'Email': the 'work' one, else the primary, else the first, else an email userName.",
    subAttributes: [
      { name: 'value', description: 'The address.' },
      { name: 'type', description: "Returned as 'work'." },
      { name: 'primary', type: 'boolean', description: 'Returned as true.' },
    ],
  },
  {
    name: 'phoneNumbers',
    type: 'complex',
    multiValued: true,
    description: `By type: ${phoneTypes} Others are not kept.`,
    subAttributes: [
      { name: 'value', description: 'The number; checked and stored as E.164 like any.' },
      { name: 'type', description: 'work or mobile.' },
    ],
  },
  {
    name: 'addresses',
    type: 'complex',
    multiValued: true,
    description: "Card field 'Addresses', up to 10.",
    subAttributes: [
      { name: 'type', description: 'Address type.' },
      { name: 'streetAddress', description: 'Street.' },
      { name: 'locality', description: 'City.' },
      { name: 'region', description: 'State.' },
      { name: 'postalCode', description: 'ZIP code.' },
      { name: 'country', description: 'Country.' },
    ],
  },
];

const ENTERPRISE_ATTRIBUTES: Json[] = [
  ...enterpriseText,
  attr({
    name: 'manager',
    type: 'complex',
    description: 'Another user of the tenant, by id; not on the card.',
    subAttributes: [
      { name: 'value', description: "The manager's id." },
      {
        name: '$ref',
        type: 'reference',
        referenceTypes: ['User'],
        description: "The manager's URI.",
        mutability: 'readOnly',
      },
      { name: 'displayName', description: "The manager's name.", mutability: 'readOnly' },
    ],
  }),
];

const GROUP_ATTRIBUTES: Attribute[] = [
  {
    name: 'displayName',
    description: 'Unique in the tenant; template rules name groups by it.',
    required: true,
    uniqueness: 'server',
  },
  {
    name: 'members',
    type: 'complex',
    multiValued: true,
    description: 'Users of the tenant.',
    subAttributes: [
      { name: 'value', description: "The user's id." },
      {
        name: '$ref',
        type: 'reference',
        referenceTypes: ['User'],
        description: "The user's URI.",
        mutability: 'readOnly',
      },
      { name: 'display', description: "The user's name.", mutability: 'readOnly' },
    ],
  },
];

const schema = (
  id: string,
  name: string,
  description: string,
  attributes: Json[],
  base: string,
) => ({
  schemas: [SCHEMA],
  id,
  name,
  description,
  attributes,
  meta: { resourceType: 'Schema', location: `${base}/Schemas/${id}` },
});

export const scimSchemas = (base: string) => [
  schema(CORE_USER, 'User', 'A card holder of the tenant', USER_ATTRIBUTES.map(attr), base),
  schema(
    ENTERPRISE_USER,
    'EnterpriseUser',
    'Organization, department and manager',
    ENTERPRISE_ATTRIBUTES,
    base,
  ),
  schema(CORE_GROUP, 'Group', 'A group of card holders', GROUP_ATTRIBUTES.map(attr), base),
];
