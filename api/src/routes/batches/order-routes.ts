import {
  batchDetailQuerySchema,
  batchDetailSchema,
  batchEncoderResultFormSchema,
  batchEncoderResultSchema,
  batchEncodingQuerySchema,
  batchFromUsersSchema,
  batchPathSchema,
  batchRejectedSchema,
  batchSchema,
  batchStatusChangeSchema,
  errorReplySchema,
  tenantPathSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { auditActor } from '../../audit/audit-actor';
import { attachment, CSV_CONTENT_TYPE, csvFileName } from '../../csv/csv-write';
import { SIGNED_IN } from '../../docs/route-docs';
import { requireSuperAdmin } from '../../plugins/auth';
import { parseBody } from '../../validation';
import { existingTenant, requireBatch } from './batch-access';
import { pageOfCards } from './batch-cards';
import { createBatchFromUsers } from './batch-from-users';
import { BatchRejectedError } from './batch-rejected';
import { changeBatchStatus } from './batch-status';
import { findBatch } from './batch-store';
import { readEncoderFile } from './encoder-file';
import { recordEncodedChips } from './encoder-result';
import { encodingCsv } from './encoding-file';
import { ONLY_SUPER_ADMINS } from './messages';
import { readEncoderUpload } from './read-upload';

const tags = ['Batches'];
/** 400: the refused rows of an upload, or `{ message }` for any other refusal. */
const rejectedOrError = z.union([batchRejectedSchema, errorReplySchema]);
const base = { tags, security: SIGNED_IN };

const fresh = async (request: FastifyRequest, tenantId: string, batchId: string) =>
  (await findBatch(request.db, tenantId, batchId))!;

/** A batch as an order of cards (decision 047): its people, status, encoding and chips. */
export async function batchOrderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { publicAppUrl } = app.config;

  const fromUsers = {
    ...base,
    summary: 'A batch of selected users of the tenant (422 for ids of no user of it)',
    params: tenantPathSchema,
    body: batchFromUsersSchema,
    response: { 201: batchSchema },
  };
  app.post('/:tenantId/from-users', { schema: fromUsers }, async (request, reply) => {
    const admin = requireSuperAdmin(request, ONLY_SUPER_ADMINS);
    const tenant = await existingTenant(request.db, request.params.tenantId);
    const body = parseBody(batchFromUsersSchema, request.body);
    const batch = await createBatchFromUsers(request.db, {
      tenantId: tenant.id,
      name: body.name,
      userIds: body.user_ids,
      adminId: admin.id,
      actor: auditActor(admin),
    });
    return reply.code(201).send(batch);
  });

  const detail = {
    ...base,
    summary: 'The batch and a page of its cards, in row order',
    params: batchPathSchema,
    querystring: batchDetailQuerySchema,
    response: { 200: batchDetailSchema },
  };
  app.get('/:tenantId/:batchId', { schema: detail }, async (request) => {
    const { batch } = await requireBatch(request, request.params);
    const { offset, limit } = request.query;
    const page = await pageOfCards(request.db, publicAppUrl, batch.id, { offset, limit });
    return { batch, ...page, offset, limit };
  });

  const status = {
    ...base,
    summary: 'Moves the batch to its next status (409 for any other change)',
    params: batchPathSchema,
    body: batchStatusChangeSchema,
    response: { 200: batchSchema },
  };
  app.patch('/:tenantId/:batchId', { schema: status }, async (request) => {
    const { admin, batch } = await requireBatch(request, request.params);
    const { status: to } = parseBody(batchStatusChangeSchema, request.body);
    await request.db.transaction((tx) => changeBatchStatus(tx, auditActor(admin), batch, to));
    return fresh(request, batch.tenant_id, batch.id);
  });

  const encoding = {
    ...base,
    summary: 'The encoding file: name, email, card URL (?src=nfc) and NDEF record per card',
    params: batchPathSchema,
    querystring: batchEncodingQuerySchema,
    response: {
      200: {
        description: 'CSV, one line per card in use',
        content: { 'text/csv': { schema: z.string() } },
      },
    },
  };
  app.get('/:tenantId/:batchId/encoding.csv', { schema: encoding }, async (request, reply) => {
    const { batch } = await requireBatch(request, request.params);
    const awaiting = request.query.awaiting === 'true';
    const body = await encodingCsv(request.db, publicAppUrl, batch.id, awaiting);
    return reply
      .type(CSV_CONTENT_TYPE)
      .header('content-disposition', attachment(csvFileName('encoding', batch.name, app.clock())))
      .header('cache-control', 'no-store')
      .send(body);
  });

  const encoderResult = {
    ...base,
    summary: "Records the chips' UIDs from the encoder's CSV (Card URL, Chip UID): all or none",
    consumes: ['multipart/form-data'],
    params: batchPathSchema,
    body: batchEncoderResultFormSchema,
    response: { 200: batchEncoderResultSchema, 400: rejectedOrError },
  };
  app.post(
    '/:tenantId/:batchId/encoder-result',
    { schema: encoderResult },
    async (request, reply) => {
      const { admin, batch } = await requireBatch(request, request.params);
      const upload = await readEncoderUpload(request);
      const { chips, errors } = readEncoderFile(upload.content);
      const file = { fileName: upload.fileName, chips, errors };
      try {
        const recorded = await request.db.transaction((tx) =>
          recordEncodedChips(tx, auditActor(admin), batch, file),
        );
        return { batch: await fresh(request, batch.tenant_id, batch.id), recorded };
      } catch (error) {
        if (error instanceof BatchRejectedError) return reply.code(400).send(error.body);
        throw error;
      }
    },
  );
}
