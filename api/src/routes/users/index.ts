import type { Readable } from 'node:stream';
import { type EndUserWrite, endUserWriteSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestActor } from '../../audit/audit-actor';
import { isUniqueViolation } from '../../db/database';
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
import { findUserJson, insertUserJson, lockUserActive, updateUserJson } from './user-store';

interface TenantParams {
  tenantId: string;
}

interface UserParams extends TenantParams {
  userId: string;
}

const sendJson = (reply: FastifyReply, json: string | Readable) =>
  reply.type('application/json; charset=utf-8').send(json);

function parseUser(body: unknown, tenant: TenantRef): EndUserWrite {
  const user = parseBody(endUserWriteSchema, body);
  // PostgreSQL text cannot hold U+0000: refuse it here rather than fail in the database.
  if (JSON.stringify(user).includes('\\u0000')) throw new HttpError(400, NUL_CHARACTER);
  const { fields, errors } = normalisePhones(user, phoneRegion(tenant.country));
  if (errors[0]) throw new HttpError(400, errors[0].message);
  return fields;
}

/** Spec §7 "Tenant end users": admins of the tenant only (see requireTenantAdmin). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const baseUrl = app.config.publicAppUrl;
  await app.register(csvRoutes);
  await app.register(photoRoutes);
  await app.register(registrationLinkRoutes);
  await app.register(deleteRoutes);
  await app.register(bulkRoutes);

  app.get<{ Params: TenantParams }>('/:tenantId', async (request, reply) => {
    const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
    const body = createListBody(listEncoding(request.headers['accept-encoding']));
    try {
      await streamUserList(request.db, tenant.id, baseUrl, body);
    } catch (error) {
      body.stream.destroy();
      throw error;
    }
    if (body.encoding) reply.header('content-encoding', body.encoding);
    return sendJson(reply.header('vary', 'accept-encoding'), body.stream);
  });

  app.get<{ Params: UserParams }>('/:tenantId/:userId', async (request, reply) => {
    const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
    const { userId } = request.params;
    const user = isUuid(userId) ? await findUserJson(request.db, tenant.id, userId, baseUrl) : null;
    if (!user) throw notFound(USER_NOT_FOUND);
    return sendJson(reply, user);
  });

  app.post<{ Params: TenantParams }>('/:tenantId', async (request, reply) => {
    const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
    const input = parseUser(request.body, tenant);
    const user = await request.db.transaction(async (tx) => {
      const created = await insertUserJson(tx, tenant.id, input, baseUrl);
      if (!created) return null;
      const change = userCreated(input.email);
      await recordEndUserChange(tx, tenant.id, requestActor(request), input.email, change);
      return created;
    });
    if (!user) throw new HttpError(409, DUPLICATE_EMAIL);
    return sendJson(reply.code(201), user);
  });

  app.put<{ Params: UserParams }>('/:tenantId/:userId', async (request, reply) => {
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
        return updated;
      });
      if (!user) throw notFound(USER_NOT_FOUND);
      return sendJson(reply, user);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_EMAIL);
      throw error;
    }
  });
}
