import { Readable } from 'node:stream';
import {
  AUDIT_LOG_MESSAGES,
  auditLogExportQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachment } from '../../csv/csv-write';
import { decodePageKey, encodePageKey } from '../../db/page-key';
import { fileReply } from '../../docs/file-reply';
import { SIGNED_IN } from '../../docs/route-docs';
import { HttpError } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { logTenant } from './log-access';
import { EXPORT_FILES, exportText } from './log-export';
import { entryPages, listEntries } from './log-store';

const tags = ['Logs'];

// timestamptz as PostgreSQL prints it in ISO style: 2026-11-28 00:58:01.123456+00
const PRINTED_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** A `next` this route wrote: an entry's time as PostgreSQL prints it, and its id. */
function decodeLogCursor(next: string): [string, string] | null {
  const key = decodePageKey(next, 2);
  if (!key) return null;
  const [at, id] = key as [string, string];
  return PRINTED_TIME.test(at) && /^\d{1,18}$/.test(id) ? [at, id] : null;
}

const exportReply = fileReply(
  'Every filtered entry, newest first, as an attachment',
  Object.values(EXPORT_FILES).map((file) => file.contentType),
);

/**
 * The audit log (issue 12, decision 019): admins read their tenant's entries, super admins
 * one tenant's or every tenant's. Entries are written by the actions themselves (recordAudit).
 */
export async function logRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        summary: "One page of the audit log, newest first: a tenant's, or every tenant's (admins)",
        tags,
        security: SIGNED_IN,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const query = request.query;
      const tenantId = await logTenant(admin, request.db, query.tenant_id);
      const after = query.after === undefined ? null : decodeLogCursor(query.after);
      if (after === null && query.after !== undefined)
        throw new HttpError(400, AUDIT_LOG_MESSAGES.after);
      const filter = { ...query, tenantId };
      const page = await listEntries(request.db, filter, {
        pageSize: query.page_size,
        page: query.page,
        after,
      });
      return {
        success: true as const,
        entries: page.entries,
        total: page.total,
        total_estimated: page.estimated,
        page: query.page,
        page_size: query.page_size,
        next: page.next && encodePageKey(page.next),
      };
    },
  );

  // Every filtered entry, streamed a page at a time: no cap, and memory stays flat.
  app.get(
    '/export',
    {
      schema: {
        summary: 'Every filtered audit-log entry as a CSV or plain-text file (admins)',
        tags,
        security: SIGNED_IN,
        querystring: auditLogExportQuerySchema,
        response: { 200: exportReply },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const query = request.query;
      const tenantId = await logTenant(admin, request.db, query.tenant_id);
      const file = EXPORT_FILES[query.format];
      const pages = entryPages(request.db, { ...query, tenantId });
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(Readable.from(exportText(file, pages), { objectMode: false }));
    },
  );
}
