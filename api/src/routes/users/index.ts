import {
  type EndUserWrite,
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
import { normalisePhones, phoneRegion } from '../../phone';
import { csvRoutes } from '../../user-import/csv-routes';
import { isUuid, parseBody } from '../../validation';
import { bulkRoutes } from './bulk-routes';
import { deleteRoutes } from './delete-routes';
import { setEndUsersActive } from './end-user-lifecycle';
import { DUPLICATE_EMAIL, NUL_CHARACTER, USER_NOT_FOUND } from './messages';
import { photoRoutes } from './photo-routes';
import { registrationLinkRoutes } from './registration-link';
import { requireTenantAdmin, type TenantRef } from './tenant-access';
import { recordEndUserChange, userCreated, userEdited } from './user-audit';
import { createListBody, listEncoding } from './user-list-body';
import { streamUserList } from './user-list-stream';
import {
  endUserOf,
  findUserJson,
  insertUserJson,
  lockUserActive,
  updateUserJson,
} from './user-store';

function parseUser(body: unknown, tenant: TenantRef): EndUserWrite {
  const user = parseBody(endUserWriteSchema, body);
  // PostgreSQL text cannot hold U+0000: refuse it here rather than fail in the database.
  if (JSON.stringify(user).includes('\\u0000')) throw new HttpError(400, NUL_CHARACTER);
  const { fields, errors } = normalisePhones(user, phoneRegion(tenant.country));
  if (errors[0]) throw new HttpError(400, errors[0].message);
  return fields;
}

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
      const input = parseUser(request.body, tenant);
      const user = await request.db.transaction(async (tx) => {
        const created = await insertUserJson(tx, tenant.id, input, baseUrl);
        if (!created) return null;
        const change = userCreated(input.email);
        await recordEndUserChange(tx, tenant.id, requestActor(request), input.email, change);
        return endUserOf(created);
      });
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
      const input = parseUser(request.body, tenant);
      try {
        const user = await request.db.transaction(async (tx) => {
          const wasActive = await lockUserActive(tx, tenant.id, userId);
          if (wasActive === null) return null;
          if (typeof input.active === 'boolean') {
            await setEndUsersActive(tx, tenant.id, [userId], input.active);
          }
          const updated = await updateUserJson(tx, tenant.id, userId, input, baseUrl);
          const change = userEdited(input.email, wasActive, input.active ?? wasActive);
          await recordEndUserChange(tx, tenant.id, requestActor(request), input.email, change);
          return endUserOf(updated);
        });
        if (!user) throw notFound(USER_NOT_FOUND);
        return user;
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_EMAIL);
        throw error;
      }
    },
  );
}
