import {
  BATCH_MAX_ERRORS_LISTED,
  BATCH_MAX_FILE_BYTES,
  BATCH_MESSAGES,
} from '@bizcard/shared/model';
import {
  batchListResponseSchema,
  batchUploadFormSchema,
  batchUploadResultSchema,
  tenantPathSchema,
} from '@bizcard/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import type { Queryable } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { HttpError, notFound } from '../../errors';
import { requireSuperAdmin } from '../../plugins/auth';
import { isUuid } from '../../validation';
import { tenantExists } from '../tenants/tenant-store';
import { recordBatchImport } from './batch-audit';
import { insertBatch, listBatches } from './batch-store';
import { checkRows } from './check-rows';
import { ONLY_SUPER_ADMINS, TENANT_MISMATCH, TENANT_NOT_FOUND } from './messages';
import { readTable } from './read-table';
import { readBatchUpload } from './read-upload';

const tags = ['Batches'];

async function existingTenantId(db: Queryable, id: string): Promise<string> {
  if (!isUuid(id) || !(await tenantExists(db, id))) throw notFound(TENANT_NOT_FOUND);
  return id.toLowerCase();
}

/**
 * Spec §7 "Batches": a named CSV or XLSX file of people to produce cards for. Super admins
 * only, as the spec hides the screen from client admins.
 */
export async function batchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Registered here, not globally: only this plugin's routes take multipart bodies this large.
  await app.register(multipart, {
    limits: { fileSize: BATCH_MAX_FILE_BYTES, files: 1, fields: 10, parts: 12 },
  });

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
      const tenantId = await existingTenantId(request.db, request.params.tenantId);
      return { batches: await listBatches(request.db, tenantId) };
    },
  );

  app.post(
    '/:tenantId',
    {
      schema: {
        summary: 'Stores a named CSV or XLSX file of people; says which rows were left out',
        tags,
        security: SIGNED_IN,
        consumes: ['multipart/form-data'],
        params: tenantPathSchema,
        body: batchUploadFormSchema,
        response: { 201: batchUploadResultSchema },
      },
    },
    async (request, reply) => {
      const admin = requireSuperAdmin(request, ONLY_SUPER_ADMINS);
      const tenantId = await existingTenantId(request.db, request.params.tenantId);
      const upload = await readBatchUpload(request);
      if (upload.tenantId && upload.tenantId.toLowerCase() !== tenantId) {
        throw new HttpError(400, TENANT_MISMATCH);
      }
      const { rows, errors } = checkRows(await readTable(upload.kind, upload.content), upload.kind);
      // A batch with nothing to produce is refused rather than stored empty.
      if (rows.length === 0) throw new HttpError(400, BATCH_MESSAGES.noValidRows);
      const batch = await request.db.transaction(async (tx) => {
        const stored = await insertBatch(tx, {
          tenantId,
          name: upload.name,
          fileName: upload.fileName,
          createdBy: admin.id,
          rows,
        });
        await recordBatchImport(tx, auditActor(admin), stored, errors);
        return stored;
      });
      return reply.code(201).send({
        ...batch,
        error_count: errors.length,
        errors: errors.slice(0, BATCH_MAX_ERRORS_LISTED),
      });
    },
  );
}
