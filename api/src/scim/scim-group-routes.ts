import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUuid } from '../validation';
import { BODY_NOT_OBJECT, DISPLAY_NAME_REQUIRED, GROUP_NOT_FOUND } from './messages';
import { projectResource } from './scim-attributes';
import { type ScimCaller, scimCaller } from './scim-auth';
import { invalidValue, SCIM_CONTENT_TYPE, scimNotFound } from './scim-errors';
import { filterCondition } from './scim-filter';
import { GROUP_FILTER_ATTRIBUTES, toScimGroup } from './scim-group-mapping';
import { groupChanges, memberIds } from './scim-group-patch';
import { findGroup, type GroupRow, groupMembers, listGroups } from './scim-group-store';
import { changeScimGroup, createScimGroup, deleteScimGroup } from './scim-group-writes';
import { type ListQuery, listPage, listResponse } from './scim-list-query';
import { patchOperations } from './scim-patch-ops';
import { SCIM_DOCS } from './scim-route-docs';
import { attribute, isObject, scimText } from './scim-values';

type OneGroup = { Params: { id: string }; Querystring: ListQuery };

const tags = ['SCIM'];

/** A Group body's displayName, externalId and member ids. */
function groupOf(body: unknown) {
  if (!isObject(body)) throw invalidValue(BODY_NOT_OBJECT);
  const displayName = scimText(attribute(body, 'displayName'));
  if (!displayName) throw invalidValue(DISPLAY_NAME_REQUIRED);
  return {
    displayName,
    externalId: scimText(attribute(body, 'externalId')),
    members: memberIds(attribute(body, 'members')),
  };
}

/** Whether the reply leaves members out: Okta and Entra ask so when they only want the group. */
const withoutMembers = (query: ListQuery) =>
  /(^|,)\s*members\s*(,|$)/i.test(query.excludedAttributes ?? '') ||
  (query.attributes !== undefined && !/(^|,)\s*members/i.test(query.attributes));

/** `/Groups` (RFC 7644 §3): a tenant's groups of end users, for template rules (issue 29). */
export async function scimGroupRoutes(app: FastifyInstance, options: { base: string }) {
  const { base } = options;

  async function resources(caller: ScimCaller, groups: GroupRow[], query: ListQuery) {
    const members = withoutMembers(query)
      ? null
      : await groupMembers(
          caller.db,
          groups.map((group) => group.id),
        );
    return groups.map((group) =>
      projectResource(
        toScimGroup(group, members?.filter((member) => member.group_id === group.id) ?? null, base),
        query.attributes,
        query.excludedAttributes,
      ),
    );
  }

  async function one(request: FastifyRequest<OneGroup>, group: GroupRow | null) {
    if (!group) throw scimNotFound(GROUP_NOT_FOUND);
    const [resource] = await resources(scimCaller(request), [group], request.query);
    return resource;
  }

  const existing = (caller: ScimCaller, id: string) =>
    isUuid(id) ? findGroup(caller.db, caller.tenant.id, id.toLowerCase()) : Promise.resolve(null);

  const groupId = (id: string) => {
    if (!isUuid(id)) throw scimNotFound(GROUP_NOT_FOUND);
    return id.toLowerCase();
  };

  app.get<{ Querystring: ListQuery }>(
    '/Groups',
    {
      schema: {
        summary: 'Lists the groups matching a filter, a page at a time',
        tags,
        ...SCIM_DOCS,
      },
    },
    async (request, reply) => {
      const caller = scimCaller(request);
      const page = listPage(request.query);
      const where = filterCondition(request.query.filter, GROUP_FILTER_ATTRIBUTES, 2);
      const { total, groups } = await listGroups(caller.db, caller.tenant.id, where, page);
      const list = await resources(caller, groups, request.query);
      return reply.type(SCIM_CONTENT_TYPE).send(listResponse(total, page.startIndex, list));
    },
  );

  app.get<OneGroup>(
    '/Groups/:id',
    { schema: { summary: 'One group with its members', tags, ...SCIM_DOCS } },
    async (request, reply) => {
      const group = await existing(scimCaller(request), request.params.id);
      return reply.type(SCIM_CONTENT_TYPE).send(await one(request, group));
    },
  );

  app.post<OneGroup>(
    '/Groups',
    {
      schema: {
        summary: 'Creates a group; 409 uniqueness on a taken displayName',
        tags,
        ...SCIM_DOCS,
      },
    },
    async (request, reply) => {
      const group = await createScimGroup(scimCaller(request), groupOf(request.body));
      return reply
        .code(201)
        .type(SCIM_CONTENT_TYPE)
        .header('location', `${base}/Groups/${group.id}`)
        .send(await one(request, group));
    },
  );

  app.put<OneGroup>(
    '/Groups/:id',
    { schema: { summary: "Replaces a group's name and members", tags, ...SCIM_DOCS } },
    async (request, reply) => {
      const id = groupId(request.params.id);
      const { displayName, externalId, members } = groupOf(request.body);
      const changes = { displayName, externalId, clearMembers: true, add: members, remove: [] };
      const group = await changeScimGroup(scimCaller(request), id, changes);
      return reply.type(SCIM_CONTENT_TYPE).send(await one(request, group));
    },
  );

  app.patch<OneGroup>(
    '/Groups/:id',
    { schema: { summary: 'Renames a group or adds and removes members', tags, ...SCIM_DOCS } },
    async (request, reply) => {
      const id = groupId(request.params.id);
      const changes = groupChanges(patchOperations(request.body));
      const group = await changeScimGroup(scimCaller(request), id, changes);
      return reply.type(SCIM_CONTENT_TYPE).send(await one(request, group));
    },
  );

  app.delete<OneGroup>(
    '/Groups/:id',
    { schema: { summary: 'Deletes a group; its members stay', tags, ...SCIM_DOCS } },
    async (request, reply) => {
      await deleteScimGroup(scimCaller(request), groupId(request.params.id));
      return reply.code(204).send();
    },
  );
}
