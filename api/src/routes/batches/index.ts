import { BATCH_MAX_FILE_BYTES } from '@bizcard/shared/model';
import {
  batchListResponseSchema,
  batchRejectedSchema,
  batchUploadFormSchema,
  batchUploadResultSchema,
  errorReplySchema,
  tenantPathSchema,
} from '@bizcard/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { auditActor } from '../../audit/audit-actor';
import { SIGNED_IN } from '../../docs/route-docs';
import { HttpError } from '../../errors';
import { requireSuperAdmin } from '../../plugins/auth';
import { existingTenant } from './batch-access';
import { createBatchFromFile } from './batch-from-file';
import { BatchRejectedError } from './batch-rejected';
import { listBatches } from './batch-store';
import { batchCardRoutes } from './card-routes';
import { ONLY_SUPER_ADMINS, TENANT_MISMATCH } from './messages';
import { batchOrderRoutes } from './order-routes';
import { batchQrSheetRoutes } from './qr-sheet-route';
import { readBatchUpload } from './read-upload';

const tags = ['Batches'];
/** 400: the refused rows of an upload, or `{ message }` for any other refusal. */
const rejectedOrError = z.union([batchRejectedSchema, errorReplySchema]);

/**
 * Spec §7 "Batches": orders of physical NFC cards for a tenant's people (decision 047). Super
 * admins only, as the spec hides the screen from client admins.
 */
export async function batchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Registered here, not globally: only this plugin's routes take multipart bodies this large.
  await app.register(multipart, {
    limits: { fileSize: BATCH_MAX_FILE_BYTES, files: 1, fields: 10, parts: 12 },
  });
  await app.register(batchOrderRoutes);
  await app.register(batchCardRoutes);
  await app.register(batchQrSheetRoutes);

  app.get(
    '/:tenantId',
    {
      schema: {
        summary: "A tenant's batches, newest first (super admins)",
        tags,
        security: SIGNED_IN,
        params: tenantPathSchema,
        response: { 200: batchListResponseSchema },
      },
    },
    async (request) => {
      requireSuperAdmin(request, ONLY_SUPER_ADMINS);
      const tenant = await existingTenant(request.db, request.params.tenantId);
      return { batches: await listBatches(request.db, tenant.id) };
    },
  );

  app.post(
    '/:tenantId',
    {
      schema: {
        summary:
          "Creates or updates the tenant's users from a CSV or XLSX file and records the batch: all rows or, with the errors, none",
        tags,
        security: SIGNED_IN,
        consumes: ['multipart/form-data'],
        params: tenantPathSchema,
        body: batchUploadFormSchema,
        response: { 201: batchUploadResultSchema, 400: rejectedOrError },
      },
    },
    async (request, reply) => {
      const admin = requireSuperAdmin(request, ONLY_SUPER_ADMINS);
      const tenant = await existingTenant(request.db, request.params.tenantId);
      const upload = await readBatchUpload(request);
      if (upload.tenantId && upload.tenantId.toLowerCase() !== tenant.id) {
        throw new HttpError(400, TENANT_MISMATCH);
      }
      try {
        const result = await createBatchFromFile(request.db, {
          tenant,
          upload,
          adminId: admin.id,
          actor: auditActor(admin),
        });
        return reply.code(201).send(result);
      } catch (error) {
        if (error instanceof BatchRejectedError) return reply.code(400).send(error.body);
        throw error;
      }
    },
  );
}
