import { endUserSchema, tenantUserPathSchema } from '@bizcard/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../audit/audit-actor';
import { SIGNED_IN } from '../../docs/route-docs';
import { notFound } from '../../errors';
import { isUuid } from '../../validation';
import { processPhoto } from '../templates/card-images';
import { USER_NOT_FOUND } from './messages';
import { readPhoto } from './photo-upload';
import { requireTenantAdmin } from './tenant-access';
import { photoChanged, recordEndUserChange } from './user-audit';
import { type EncodedPhoto, setUserPhoto } from './user-photo-store';
import { endUserOf, findUserJson } from './user-store';

/**
 * A user's own photo, re-encoded like the template's (decision 014) and shown on their card and
 * in their vCard before the template's: `POST .../{userId}/photo` (multipart `photo`) sets it,
 * `DELETE` removes it. Both answer the user. Admins of the tenant only, like the user routes.
 */
export async function photoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const baseUrl = app.config.publicAppUrl;

  const save = async (
    request: FastifyRequest,
    { tenantId, userId }: { tenantId: string; userId: string },
    photo: () => Promise<EncodedPhoto | null>,
  ) => {
    const tenant = await requireTenantAdmin(request, request.db, tenantId);
    if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
    // Encoded before the transaction opens: libvips takes a while, PGlite has one connection.
    const encoded = await photo();
    const found = await request.db.transaction(async (tx) => {
      const email = await setUserPhoto(tx, tenant.id, userId, encoded);
      if (!email) return false;
      const change = photoChanged(email, encoded === null);
      await recordEndUserChange(tx, tenant.id, requestActor(request), email, change);
      return true;
    });
    const user = endUserOf(
      found ? await findUserJson(request.db, tenant.id, userId, baseUrl) : null,
    );
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  };

  const schema = {
    tags: ['Tenant users'],
    security: SIGNED_IN,
    params: tenantUserPathSchema,
    response: { 200: endUserSchema },
  };

  app.post(
    '/:tenantId/:userId/photo',
    {
      schema: {
        summary: "Sets the user's own photo (multipart `photo`, PNG or JPEG, 5 MB at most)",
        consumes: ['multipart/form-data'],
        ...schema,
      },
    },
    (request) => save(request, request.params, async () => processPhoto(await readPhoto(request))),
  );

  app.delete(
    '/:tenantId/:userId/photo',
    {
      schema: { summary: "Removes the user's own photo: the card shows the template's", ...schema },
    },
    (request) => save(request, request.params, async () => null),
  );
}
