import type { FilterAttributes } from './scim-filter';
import { SCIM_TEXT_ATTRIBUTES } from './scim-user-fields';

// What a Users filter may name, over the end_users row `u`. The mapped text attributes come
// from SCIM_TEXT_ATTRIBUTES; userName, externalId, emails and active are the directory's keys.

// Phone numbers are typed entries of a multi-valued attribute; only plain paths filter.
const mappedText: FilterAttributes = Object.fromEntries(
  SCIM_TEXT_ATTRIBUTES.flatMap((spec) =>
    'path' in spec
      ? [
          [
            `${spec.schema === 'enterprise' ? 'enterprise:' : ''}${spec.path.join('.').toLowerCase()}`,
            { kind: 'text', sql: `u.${spec.field}`, caseExact: false },
          ],
        ]
      : [],
  ),
);

export const USER_FILTER_ATTRIBUTES: FilterAttributes = {
  ...mappedText,
  // Index-served under the policies: scim_user_name_key (migration 049), (tenant_id, email).
  username: {
    kind: 'text',
    sql: 'coalesce(u.scim_user_name, u.email)',
    caseExact: false,
    eq: (p) => `(u.scim_user_name_key = ${p} OR (u.scim_user_name IS NULL AND u.email = ${p}))`,
  },
  externalid: { kind: 'text', sql: 'u.scim_external_id', caseExact: true },
  id: { kind: 'text', sql: 'u.id::text', caseExact: false },
  emails: { kind: 'text', sql: 'u.email', caseExact: false },
  'emails.value': { kind: 'text', sql: 'u.email', caseExact: false },
  'emails.type': { kind: 'constant', value: 'work' },
  'emails.primary': { kind: 'constant', value: true },
  active: { kind: 'boolean', sql: 'u.active' },
  displayname: { kind: 'text', sql: "(u.first_name || ' ' || u.last_name)", caseExact: false },
};
