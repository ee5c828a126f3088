import { type Filter, parse } from 'scim2-parse-filter';
import { isUuid } from '../validation';
import { DISPLAY_NAME_REQUIRED, INVALID_PATCH_PATH } from './messages';
import { ScimError } from './scim-errors';
import { attribute, entries, isObject, type Json, scimText } from './scim-values';

// A Group PatchOp as a list of changes. Members change by id without loading the group's
// other members: a directory's group can hold thousands of people.

export interface GroupChanges {
  displayName?: string;
  externalId?: string | null;
  /** Every member goes first (a `replace` of members, or a `remove` of them all). */
  clearMembers: boolean;
  add: string[];
  remove: string[];
}

const READ_ONLY = new Set(['id', 'schemas', 'meta']);

const invalidPath = (what: string) =>
  new ScimError(400, `${INVALID_PATCH_PATH}: ${what}`, 'invalidPath');

/** Member ids of a `members` value ([{value}], one {value}); ids that are no uuid are dropped. */
export function memberIds(value: unknown): string[] {
  return entries(value)
    .map((member) => scimText(attribute(member, 'value')))
    .filter((id): id is string => id !== null && isUuid(id))
    .map((id) => id.toLowerCase());
}

/** The ids a `members[value eq "…"]` path names (`or` of several too). */
function filteredIds(filter: Filter): string[] {
  if (filter.op === 'or' || filter.op === 'and') return filter.filters.flatMap(filteredIds);
  if (filter.op === 'eq' && filter.attrPath.toLowerCase() === 'value') {
    const id = String(filter.compValue);
    return isUuid(id) ? [id.toLowerCase()] : [];
  }
  throw invalidPath(filter.op);
}

function membersFilter(path: string): string[] {
  const inside = /^members\[(.*)\]$/is.exec(path.trim())?.[1];
  if (inside === undefined) throw invalidPath(path);
  try {
    return filteredIds(parse(inside));
  } catch (error) {
    if (error instanceof ScimError) throw error;
    throw invalidPath(path);
  }
}

function setAttribute(changes: GroupChanges, op: string, name: string, value: unknown): void {
  const key = name.toLowerCase();
  if (key === 'displayname') {
    const text = scimText(value);
    if (!text || op === 'remove') throw new ScimError(400, DISPLAY_NAME_REQUIRED, 'mutability');
    changes.displayName = text;
  } else if (key === 'externalid') {
    changes.externalId = op === 'remove' ? null : scimText(value);
  } else if (key === 'members') {
    changeMembers(changes, op, value);
  } else throw invalidPath(name);
}

function changeMembers(changes: GroupChanges, op: string, value: unknown): void {
  const ids = memberIds(value);
  if (op === 'replace') {
    changes.clearMembers = true;
    changes.add = ids;
    changes.remove = [];
  } else if (op === 'add') changes.add.push(...ids);
  else if (value === undefined || value === null) {
    changes.clearMembers = true;
    changes.add = [];
  } else changes.remove.push(...ids);
}

/** The operations of a Group PatchOp (Okta's and Entra's forms alike) as changes. */
export function groupChanges(operations: Json[]): GroupChanges {
  const changes: GroupChanges = { clearMembers: false, add: [], remove: [] };
  for (const operation of operations) {
    const op = String(attribute(operation, 'op') ?? '').toLowerCase();
    if (!['add', 'remove', 'replace'].includes(op)) throw invalidPath(op);
    const path = scimText(attribute(operation, 'path'));
    const value = attribute(operation, 'value');
    if (path === null) {
      if (!isObject(value)) throw invalidPath(op);
      // Okta's rename sends the group's id beside the new name: not an attribute to change.
      for (const [name, item] of Object.entries(value)) {
        if (!READ_ONLY.has(name.toLowerCase())) setAttribute(changes, op, name, item);
      }
    } else if (/^members\[/i.test(path)) {
      if (op !== 'remove') throw invalidPath(path);
      changes.remove.push(...membersFilter(path));
    } else
      setAttribute(
        changes,
        op,
        path.replace(/^urn:ietf:params:scim:schemas:core:2\.0:group:/i, ''),
        value,
      );
  }
  return changes;
}
