import type { FastifyInstance, FastifyRequest } from 'fastify';
import { removeEndUser } from '../routes/users/end-user-writes';
import { isUuid } from '../validation';
import { BODY_NOT_OBJECT, USER_NOT_FOUND } from './messages';
import { projectResource } from './scim-attributes';
import { type ScimCaller, scimActor, scimCaller } from './scim-auth';
import { invalidValue, SCIM_CONTENT_TYPE, scimNotFound } from './scim-errors';
import { filterCondition } from './scim-filter';
import { type ListQuery, listPage, listResponse } from './scim-list-query';
import { applyPatch, patchOperations } from './scim-patch-ops';
import { SCIM_DOCS } from './scim-route-docs';
import { USER_FILTER_ATTRIBUTES } from './scim-user-filters';
import { fromScimUser, toScimUser } from './scim-user-mapping';
import { findScimUser, listScimUsers, type ScimUserRow } from './scim-user-store';
import { saveScimUser } from './scim-user-writes';
import { isObject } from './scim-values';

type OneUser = { Params: { id: string }; Querystring: ListQuery };

const tags = ['SCIM'];

function objectBody(request: FastifyRequest): Record<string, unknown> {
  if (!isObject(request.body)) throw invalidValue(BODY_NOT_OBJECT);
  return request.body;
}

/** `/Users` (RFC 7644 §3): a tenant's end users as its directory sees them. */
export async function scimUserRoutes(app: FastifyInstance, options: { base: string }) {
  const publicUrl = app.config.publicAppUrl;
  const { base } = options;

  async function existing(caller: ScimCaller, id: string): Promise<ScimUserRow> {
    const found = isUuid(id)
      ? await caller.db.transaction((tx) =>
          findScimUser(tx, caller.tenant.id, id.toLowerCase(), publicUrl),
        )
      : null;
    if (!found) throw scimNotFound(USER_NOT_FOUND);
    return found;
  }

  const reply = (request: FastifyRequest<{ Querystring: ListQuery }>, row: ScimUserRow) =>
    projectResource(
      toScimUser(row, base),
      request.query.attributes,
      request.query.excludedAttributes,
    );

  app.get<{ Querystring: ListQuery }>(
    '/Users',
    {
      schema: {
        summary: 'Lists the users matching a filter, a page at a time',
        tags,
        ...SCIM_DOCS,
      },
    },
    async (request, response) => {
      const caller = scimCaller(request);
      const page = listPage(request.query);
      const where = filterCondition(request.query.filter, USER_FILTER_ATTRIBUTES, 2);
      const { total, users } = await listScimUsers(
        caller.db,
        caller.tenant.id,
        where,
        page,
        publicUrl,
      );
      const resources = users.map((row) => reply(request, row));
      return response.type(SCIM_CONTENT_TYPE).send(listResponse(total, page.startIndex, resources));
    },
  );

  app.get<OneUser>(
    '/Users/:id',
    { schema: { summary: 'One user', tags, ...SCIM_DOCS } },
    async (request, response) => {
      const row = await existing(scimCaller(request), request.params.id);
      return response.type(SCIM_CONTENT_TYPE).send(reply(request, row));
    },
  );

  app.post<{ Querystring: ListQuery }>(
    '/Users',
    {
      schema: { summary: 'Creates a user; 409 uniqueness on a taken userName', tags, ...SCIM_DOCS },
    },
    async (request, response) => {
      const caller = scimCaller(request);
      const input = fromScimUser(objectBody(request), null);
      const row = await saveScimUser(caller, input, null, publicUrl);
      return response
        .code(201)
        .type(SCIM_CONTENT_TYPE)
        .header('location', `${base}/Users/${row.user.id}`)
        .send(reply(request, row));
    },
  );

  app.put<OneUser>(
    '/Users/:id',
    { schema: { summary: "Replaces a user's directory fields", tags, ...SCIM_DOCS } },
    async (request, response) => {
      const caller = scimCaller(request);
      const current = await existing(caller, request.params.id);
      const input = fromScimUser(objectBody(request), current.user);
      const row = await saveScimUser(caller, input, current.user.id, publicUrl);
      return response.type(SCIM_CONTENT_TYPE).send(reply(request, row));
    },
  );

  app.patch<OneUser>(
    '/Users/:id',
    { schema: { summary: 'Changes a user by PatchOp operations', tags, ...SCIM_DOCS } },
    async (request, response) => {
      const caller = scimCaller(request);
      const operations = patchOperations(request.body);
      const current = await existing(caller, request.params.id);
      const patched = applyPatch(toScimUser(current, base), operations);
      const input = fromScimUser(patched, current.user);
      const row = await saveScimUser(caller, input, current.user.id, publicUrl);
      return response.type(SCIM_CONTENT_TYPE).send(reply(request, row));
    },
  );

  app.delete<OneUser>(
    '/Users/:id',
    {
      schema: {
        summary: 'Removes a user as deleting one does; the card answers 410',
        tags,
        ...SCIM_DOCS,
      },
    },
    async (request, response) => {
      const caller = scimCaller(request);
      const { id } = request.params;
      const removed =
        isUuid(id) &&
        (await caller.db.transaction((tx) =>
          removeEndUser(tx, caller.tenant.id, id, scimActor(caller)),
        ));
      if (!removed) throw scimNotFound(USER_NOT_FOUND);
      return response.code(204).send();
    },
  );
}
