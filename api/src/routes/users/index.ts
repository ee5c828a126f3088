import {
  endUserListSchema,
  endUserSchema,
  endUserWriteSchema,
  tenantUserPathSchema,
  tenantUsersPathSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../audit/audit-actor';
import { isUniqueViolation } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { HttpError, notFound } from '../../errors';
import { csvRoutes } from '../../user-import/csv-routes';
import { isUuid } from '../../validation';
import { bulkRoutes } from './bulk-routes';
import { deleteRoutes } from './delete-routes';
import { createEndUser, parseEndUser, replaceEndUser } from './end-user-writes';
import { DUPLICATE_EMAIL, USER_NOT_FOUND } from './messages';
import { photoRoutes } from './photo-routes';
import { registrationLinkRoutes } from './registration-link';
import { requireTenantAdmin } from './tenant-access';
import { createListBody, listEncoding } from './user-list-body';
import { streamUserList } from './user-list-stream';
import { endUserOf, findUserJson } from './user-store';

const tags = ['Tenant users'];

/**
 * A reply sent as it is written (a stream: no serializer runs), so the handler's types do not
 * follow from its schema, which documents it.
 */
interface WrittenReply {
  description: string;
  content: Record<string, { schema: unknown }>;
}

const streamedList: WrittenReply = {
  description:
    'Every user of the tenant by name, with their count, a piece of users a line as it is read (shared schemas/end-user-list.ts)',
  content: { 'application/json': { schema: endUserListSchema } },
};

/** Spec §7 "Tenant end users": admins of the tenant only (see requireTenantAdmin). */
export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const baseUrl = app.config.publicAppUrl;
  await app.register(csvRoutes);
  await app.register(photoRoutes);
  await app.register(registrationLinkRoutes);
  await app.register(deleteRoutes);
  await app.register(bulkRoutes);

  app.get(
    '/:tenantId',
    {
      schema: {
        summary: "A tenant's users, ordered by name, streamed as they are read",
        tags,
        security: SIGNED_IN,
        params: tenantUsersPathSchema,
        response: { 200: streamedList },
      },
    },
    async (request, reply) => {
      const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
      const body = createListBody(listEncoding(request.headers['accept-encoding']));
      try {
        await streamUserList(request.db, tenant.id, baseUrl, body);
      } catch (error) {
        body.stream.destroy();
        throw error;
      }
      if (body.encoding) reply.header('content-encoding', body.encoding);
      return reply
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8')
        .send(body.stream);
    },
  );

  const oneUser = { tags, security: SIGNED_IN, params: tenantUserPathSchema };

  app.get(
    '/:tenantId/:userId',
    { schema: { summary: 'One user of the tenant', ...oneUser, response: { 200: endUserSchema } } },
    async (request) => {
      const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
      const { userId } = request.params;
      const json = isUuid(userId)
        ? await findUserJson(request.db, tenant.id, userId, baseUrl)
        : null;
      const user = endUserOf(json);
      if (!user) throw notFound(USER_NOT_FOUND);
      return user;
    },
  );

  app.post(
    '/:tenantId',
    {
      schema: {
        summary: 'Adds a user to the tenant; 409 when the tenant has one with that email',
        tags,
        security: SIGNED_IN,
        params: tenantUsersPathSchema,
        body: endUserWriteSchema,
        response: { 201: endUserSchema },
      },
    },
    async (request, reply) => {
      const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
      const input = parseEndUser(request.body, tenant);
      const actor = requestActor(request);
      const user = await request.db.transaction((tx) =>
        createEndUser(tx, tenant.id, input, actor, baseUrl),
      );
      if (!user) throw new HttpError(409, DUPLICATE_EMAIL);
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/:tenantId/:userId',
    {
      schema: {
        summary: "Replaces a user's fields; 409 when another user of the tenant has that email",
        ...oneUser,
        body: endUserWriteSchema,
        response: { 200: endUserSchema },
      },
    },
    async (request) => {
      const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
      const { userId } = request.params;
      if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
      const input = parseEndUser(request.body, tenant);
      const actor = requestActor(request);
      try {
        const user = await request.db.transaction((tx) =>
          replaceEndUser(tx, tenant.id, userId, input, actor, baseUrl),
        );
        if (!user) throw notFound(USER_NOT_FOUND);
        return user;
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_EMAIL);
        throw error;
      }
    },
  );
}
