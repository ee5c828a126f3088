import type { FilterAttributes } from './scim-filter';
import type { GroupRow, MemberRow } from './scim-group-store';
import { CORE_GROUP } from './scim-user-fields';
import type { Json } from './scim-values';

/** What a Groups filter may name, over the scim_groups row `g`. */
export const GROUP_FILTER_ATTRIBUTES: FilterAttributes = {
  displayname: { kind: 'text', sql: 'g.display_name', caseExact: false },
  externalid: { kind: 'text', sql: 'g.external_id', caseExact: true },
  id: { kind: 'text', sql: 'g.id::text', caseExact: false },
  'members.value': {
    kind: 'text',
    sql: 'g.id::text',
    caseExact: false,
    eqOnly: true,
    eq: (p) =>
      `EXISTS (SELECT 1 FROM scim_group_members m WHERE m.group_id = g.id AND m.end_user_id::text = ${p})`,
  },
};

/** The group as a SCIM Group; members left out when `members` is null (not asked for). */
export function toScimGroup(group: GroupRow, members: MemberRow[] | null, base: string): Json {
  return {
    schemas: [CORE_GROUP],
    id: group.id,
    ...(group.external_id ? { externalId: group.external_id } : {}),
    displayName: group.display_name,
    ...(members
      ? {
          members: members.map((member) => ({
            value: member.user_id,
            $ref: `${base}/Users/${member.user_id}`,
            display: member.display,
          })),
        }
      : {}),
    meta: {
      resourceType: 'Group',
      created: group.created_at,
      lastModified: group.updated_at,
      location: `${base}/Groups/${group.id}`,
    },
  };
}
