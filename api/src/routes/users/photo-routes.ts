import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { endUserSchema, tenantUserPathSchema } from '@bizcard/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../audit/audit-actor';
import { SIGNED_IN } from '../../docs/route-docs';
import { HttpError, notFound } from '../../errors';
import { isUuid } from '../../validation';
import { MAX_TEMPLATE_FILE_BYTES, processPhoto } from '../templates/card-images';
import { SELECT_PHOTO, USER_NOT_FOUND } from './messages';
import { requireTenantAdmin } from './tenant-access';
import { photoChanged, recordEndUserChange } from './user-audit';
import { type EncodedPhoto, setUserPhoto } from './user-photo-store';
import { endUserOf, findUserJson } from './user-store';

/** The multipart field `photo`, at most 5 MB (counted while it streams in: 413 beyond). */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, SELECT_PHOTO);
  try {
    const part = await request.file({ limits: { fileSize: MAX_TEMPLATE_FILE_BYTES, files: 1 } });
    if (part?.fieldname !== 'photo') throw new HttpError(400, SELECT_PHOTO);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new HttpError(400, TEMPLATE_MESSAGES.imageEmpty);
    return bytes;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, TEMPLATE_MESSAGES.imageTooLarge);
    }
    throw error;
  }
}

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
