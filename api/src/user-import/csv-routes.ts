import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestActor } from '../audit/audit-actor';
import { attachment, CSV_CONTENT_TYPE, csvFileName } from '../csv/csv-write';
import { issueRegistrationLinks } from '../routes/users/registration-urls';
import { requireTenantAdmin } from '../routes/users/tenant-access';
import { exportUsersCsv, type LinkIssuer, templateCsv } from './csv-export';
import { CsvRejectedError, importUsersCsv } from './csv-import';
import { csvRecovery } from './csv-recovery';
import { receiveCsv } from './csv-upload';

interface TenantParams {
  tenantId: string;
}

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
export async function csvRoutes(app: FastifyInstance): Promise<void> {
  await csvRecovery(app);
  // Another part of the app may have registered multipart for everyone already.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.get<{ Params: TenantParams }>('/:tenantId/csv/csv-template', async (request, reply) => {
    const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
    const fileName = csvFileName('user-template', tenant.name, app.clock());
    return csvHeaders(reply, fileName).send(templateCsv());
  });

  app.get<{ Params: TenantParams }>('/csv/getCSV/:tenantId', async (request, reply) => {
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

  app.post<{ Params: TenantParams }>('/:tenantId/csv/csv-upload', async (request, reply) => {
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
