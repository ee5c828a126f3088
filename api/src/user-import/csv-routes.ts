import { Readable } from 'node:stream';
import {
  csvUploadErrorReplySchema,
  csvUploadReplySchema,
  tenantUsersPathSchema,
} from '@bizcard/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requestActor } from '../audit/audit-actor';
import { attachment, CSV_CONTENT_TYPE, csvFileName } from '../csv/csv-write';
import { SIGNED_IN } from '../docs/route-docs';
import { issueRegistrationLinks } from '../routes/users/registration-urls';
import { requireTenantAdmin } from '../routes/users/tenant-access';
import { exportUsersCsv, type LinkIssuer, templateCsv } from './csv-export';
import { CsvRejectedError, importUsersCsv } from './csv-import';
import { csvRecovery } from './csv-recovery';
import { receiveCsv } from './csv-upload';

const schema = { tags: ['Tenant users'], security: SIGNED_IN, params: tenantUsersPathSchema };

/** A CSV file sent as it is (no serializer runs, nor types follow): its schema documents it. */
const csvFile = (
  description: string,
): { description: string; content: Record<string, { schema: unknown }> } => ({
  description,
  content: { [CSV_CONTENT_TYPE.split(';')[0]!]: { schema: z.string() } },
});

function csvHeaders(reply: FastifyReply, fileName: string): FastifyReply {
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'no-store');
}

/**
 * Template download, streamed export and all-or-nothing upload of a tenant's users: the user
 * import's only HTTP face. Also finishes the imports a stopped process left (csv-recovery.ts).
 */
export async function csvRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await csvRecovery(app);
  // Another part of the app may have registered multipart for everyone already.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  const templateSchema = {
    summary: 'The CSV template: every column, and one example row',
    ...schema,
    response: { 200: csvFile('The template, with the tenant name and the day in its name') },
  };
  app.get('/:tenantId/csv/csv-template', { schema: templateSchema }, async (request, reply) => {
    const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
    const fileName = csvFileName('user-template', tenant.name, app.clock());
    return csvHeaders(reply, fileName).send(templateCsv());
  });

  const exportSchema = {
    summary: "Every user of the tenant as CSV; a user-managed tenant's with registration links",
    ...schema,
    response: { 200: csvFile('The users, streamed a page at a time') },
  };
  app.get('/csv/getCSV/:tenantId', { schema: exportSchema }, async (request, reply) => {
    const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
    const fileName = csvFileName('users', tenant.name, app.clock());
    const now = app.clock();
    // Only people of a user-managed tenant register themselves (decision 016).
    const links: LinkIssuer | undefined =
      tenant.tenant_type === 'user_managed'
        ? (users) =>
            issueRegistrationLinks(
              app,
              tenant.id,
              users.filter((user) => !user.registered),
              now,
            )
        : undefined;
    const body = Readable.from(exportUsersCsv(request.db, tenant.id, links), {
      objectMode: false,
    });
    return csvHeaders(reply, fileName).send(body);
  });

  const uploadSchema = {
    summary: 'Imports a CSV file (multipart `csvFile`): all rows or, with the errors, none',
    consumes: ['multipart/form-data'],
    ...schema,
    response: { 200: csvUploadReplySchema, 400: csvUploadErrorReplySchema },
  };
  app.post('/:tenantId/csv/csv-upload', { schema: uploadSchema }, async (request, reply) => {
    const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
    const upload = await receiveCsv(request);
    try {
      // The temporary file is gone before the answer leaves, even if the process stops next.
      const source = { actor: requestActor(request), fileName: upload.fileName };
      return await importUsersCsv(request.db, tenant, upload.path, source).finally(upload.remove);
    } catch (error) {
      if (error instanceof CsvRejectedError) return reply.code(400).send(error.body);
      throw error;
    }
  });
}
