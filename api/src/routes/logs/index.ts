import { Readable } from 'node:stream';
import type { AuditLogPage } from '@bizcard/shared/model';
import { auditLogExportQuerySchema, auditLogQuerySchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/auth';
import { parseBody } from '../../validation';
import { attachment } from '../../csv/csv-write';
import { logTenant } from './log-access';
import { EXPORT_FILES, exportText } from './log-export';
import { entryPages, listEntries } from './log-store';

/**
 * The audit log (issue 12, decision 019): admins read their tenant's entries, super admins
 * one tenant's or every tenant's. Entries are written by the actions themselves (recordAudit).
 */
export async function logRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', async (request): Promise<AuditLogPage> => {
    const admin = requireAdmin(request);
    const query = parseBody(auditLogQuerySchema, request.query);
    const tenantId = await logTenant(admin, request.db, query.tenant_id);
    const filter = { ...query, tenantId };
    const { entries, total } = await listEntries(request.db, filter, query.page, query.page_size);
    return { success: true, entries, total, page: query.page, page_size: query.page_size };
  });

  // Every filtered entry, streamed a page at a time: no cap, and memory stays flat.
  app.get('/export', async (request, reply) => {
    const admin = requireAdmin(request);
    const query = parseBody(auditLogExportQuerySchema, request.query);
    const tenantId = await logTenant(admin, request.db, query.tenant_id);
    const file = EXPORT_FILES[query.format];
    const pages = entryPages(request.db, { ...query, tenantId });
    return reply
      .type(file.contentType)
      .header('content-disposition', attachment(file.fileName))
      .header('cache-control', 'no-store')
      .send(Readable.from(exportText(file, pages), { objectMode: false }));
  });
}
