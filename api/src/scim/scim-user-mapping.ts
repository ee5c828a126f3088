import type { Address, EndUser } from '@bizcard/shared/model';
import { isUuid } from '../validation';
import { EMAIL_REQUIRED, USER_NAME_REQUIRED } from './messages';
import { invalidValue } from './scim-errors';
import {
  CORE_USER,
  ENTERPRISE_USER,
  SCIM_TEXT_ATTRIBUTES,
  type ScimTextAttribute,
} from './scim-user-fields';
import type { ScimIdentity, ScimUserRow } from './scim-user-store';
import {
  attribute,
  attributePath,
  entries,
  entryOfType,
  isObject,
  type Json,
  scimBoolean,
  scimText,
} from './scim-values';

// A SCIM User (RFC 7643 §4.1 with the enterprise extension, §4.3) and one of our end users,
// both ways, through SCIM_TEXT_ATTRIBUTES; the email, addresses and `active` have rules of
// their own below.

/** SCIM address parts → ours (shared model ADDRESS_FIELDS). */
const ADDRESS_PARTS = [
  ['type', 'type'],
  ['streetAddress', 'street'],
  ['locality', 'city'],
  ['region', 'state'],
  ['postalCode', 'zipCode'],
  ['country', 'country'],
] as const;

const extensionOf = (resource: unknown) => attribute(resource, ENTERPRISE_USER);

function readText(resource: unknown, spec: ScimTextAttribute): string | null {
  if ('multi' in spec)
    return scimText(attribute(entryOfType(attribute(resource, spec.multi), spec.type), 'value'));
  const root = spec.schema === 'enterprise' ? extensionOf(resource) : resource;
  return scimText(attributePath(root, spec.path));
}

/**
 * The email: the `work` one, else the primary, else the first (Okta sends emails without
 * `primary`), else the userName when it is an address.
 */
function pickEmail(resource: unknown, userName: string): string | null {
  const emails = entries(attribute(resource, 'emails'));
  const chosen =
    entryOfType(emails, 'work') ??
    emails.find((email) => scimBoolean(attribute(email, 'primary')) === true) ??
    emails[0];
  const value = scimText(attribute(chosen, 'value'));
  if (value) return value;
  return userName.includes('@') ? userName : null;
}

function addressesOf(resource: unknown): Partial<Address>[] {
  return entries(attribute(resource, 'addresses')).map((entry) =>
    Object.fromEntries(
      ADDRESS_PARTS.map(([scim, ours]) => [ours, scimText(attribute(entry, scim)) ?? '']),
    ),
  );
}

/** givenName and familyName, from displayName when the directory sent no name. */
function nameParts(resource: unknown): { first: string | null; last: string | null } {
  const display = scimText(attribute(resource, 'displayName'))?.split(/\s+/) ?? [];
  return { first: display[0] ?? null, last: display.slice(1).join(' ') || null };
}

function managerIdOf(resource: unknown): string | null {
  const manager = attribute(extensionOf(resource), 'manager');
  const id = scimText(isObject(manager) ? attribute(manager, 'value') : manager);
  return id && isUuid(id) ? id.toLowerCase() : null;
}

export interface ScimUserInput {
  /** A body for the users' write schema (parseEndUser): the directory's fields over `current`'s. */
  write: Record<string, unknown>;
  identity: { userName: string; externalId: string | null; managerId: string | null };
}

/**
 * What a whole SCIM User (a POST, a PUT, or a PATCH applied to the current one) writes. The
 * fields SCIM maps are replaced (absent means cleared); the others keep `current`'s values.
 * `active` left out keeps the current value (a new person is active).
 */
export function fromScimUser(resource: unknown, current: EndUser | null): ScimUserInput {
  const userName = scimText(attribute(resource, 'userName'));
  if (!userName) throw invalidValue(USER_NAME_REQUIRED);
  const email = pickEmail(resource, userName);
  if (!email) throw invalidValue(EMAIL_REQUIRED);
  const write: Record<string, unknown> = { ...(current ?? {}) };
  for (const spec of SCIM_TEXT_ATTRIBUTES) write[spec.field] = readText(resource, spec);
  const fallback = nameParts(resource);
  write.first_name ??= fallback.first;
  write.last_name ??= fallback.last;
  write.email = email;
  write.addresses = addressesOf(resource);
  write.active = scimBoolean(attribute(resource, 'active')) ?? current?.active ?? true;
  const externalId = scimText(attribute(resource, 'externalId'));
  return { write, identity: { userName, externalId, managerId: managerIdOf(resource) } };
}

const withoutEmpty = (object: Json): Json =>
  Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined),
  );

function enterpriseOf(user: EndUser, identity: ScimIdentity, base: string): Json {
  const extension: Json = {};
  for (const spec of SCIM_TEXT_ATTRIBUTES) {
    if (spec.schema === 'enterprise' && 'path' in spec) extension[spec.path[0]] = user[spec.field];
  }
  if (identity.managerId) {
    extension.manager = withoutEmpty({
      value: identity.managerId,
      $ref: `${base}/Users/${identity.managerId}`,
      displayName: identity.managerName,
    });
  }
  return withoutEmpty(extension);
}

function phoneNumbersOf(user: EndUser): Json[] {
  return SCIM_TEXT_ATTRIBUTES.flatMap((spec) =>
    'multi' in spec && user[spec.field] ? [{ value: user[spec.field], type: spec.type }] : [],
  );
}

/** The person as a SCIM User; `base` is the SCIM base URL (`…/scim/v2`). */
export function toScimUser({ user, identity }: ScimUserRow, base: string): Json {
  const name = withoutEmpty({
    givenName: user.first_name,
    familyName: user.last_name,
    formatted: `${user.first_name} ${user.last_name}`,
  });
  const phones = phoneNumbersOf(user);
  const addresses = user.addresses.map((address) =>
    withoutEmpty(
      Object.fromEntries(ADDRESS_PARTS.map(([scim, ours]) => [scim, address[ours] || null])),
    ),
  );
  return withoutEmpty({
    schemas: [CORE_USER, ENTERPRISE_USER],
    id: user.id,
    externalId: identity.externalId,
    userName: identity.userName,
    name,
    displayName: name.formatted,
    title: user.title,
    active: user.active,
    emails: [{ value: user.email, type: 'work', primary: true }],
    phoneNumbers: phones.length > 0 ? phones : null,
    addresses: addresses.length > 0 ? addresses : null,
    [ENTERPRISE_USER]: enterpriseOf(user, identity, base),
    meta: {
      resourceType: 'User',
      created: user.created_at,
      lastModified: user.updated_at,
      location: `${base}/Users/${user.id}`,
    },
  });
}
