import { Readable } from 'node:stream';
import {
  contactDeletedSchema,
  contactListQuerySchema,
  contactPageSchema,
  contactPathSchema,
  contactSettingsBodySchema,
  contactSettingsSchema,
  tenantPathSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { attachment, CSV_CONTENT_TYPE, csvFileName } from '../../csv/csv-write';
import { fileReply } from '../../docs/file-reply';
import { SIGNED_IN } from '../../docs/route-docs';
import { parseBody } from '../../validation';
import { contactNotFound, requireContactsTenant, validContactId } from './contact-access';
import { recordContactDelete, recordContactSettings } from './contact-audit';
import { contactsCsv } from './contact-csv';
import {
  contactPages,
  contactSettings,
  deleteContact,
  findContact,
  listContacts,
  saveContactSettings,
} from './contact-store';

const tags = ['Contacts'];

/**
 * A tenant's contacts (issue 28 item 1, decision 053): what card visitors sent from the card
 * pages' 'Share your details' form, for the tenant's admins and super admins: a page of them,
 * one deleted, all as a CSV, and the tenant's retention and consent wording.
 */
export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const list = {
    summary: "One page of a tenant's contacts, newest first; q searches name, email and company",
    tags,
    security: SIGNED_IN,
    params: tenantPathSchema,
    querystring: contactListQuerySchema,
    response: { 200: contactPageSchema },
  };
  app.get('/:tenantId', { schema: list }, async (request) => {
    const { tenantId } = await requireContactsTenant(request, request.params.tenantId);
    const { page, page_size, q, owner } = request.query;
    const found = await listContacts(request.db, { tenantId, q, owner }, page, page_size);
    return { success: true as const, ...found, page, page_size };
  });

  const exportDocs = {
    summary: 'Every contact of a tenant as a CSV (UTF-8 with BOM), newest first',
    tags,
    security: SIGNED_IN,
    params: tenantPathSchema,
    response: { 200: fileReply('The contacts, as an attachment', [CSV_CONTENT_TYPE]) },
  };
  app.get('/:tenantId/export.csv', { schema: exportDocs }, async (request, reply) => {
    const { tenantId } = await requireContactsTenant(request, request.params.tenantId);
    const { rows } = await request.db.query<{ name: string }>(
      'SELECT name FROM tenants WHERE id = $1',
      [tenantId],
    );
    const fileName = csvFileName('contacts', rows[0]?.name ?? 'tenant', app.clock());
    return reply
      .type(CSV_CONTENT_TYPE)
      .header('content-disposition', attachment(fileName))
      .header('cache-control', 'no-store')
      .send(Readable.from(contactsCsv(contactPages(request.db, tenantId)), { objectMode: false }));
  });

  const readSettings = {
    summary: "A tenant's contact retention (days) and consent wording",
    tags,
    security: SIGNED_IN,
    params: tenantPathSchema,
    response: { 200: contactSettingsSchema },
  };
  app.get('/:tenantId/settings', { schema: readSettings }, async (request) => {
    const { tenantId } = await requireContactsTenant(request, request.params.tenantId);
    return { success: true as const, ...(await contactSettings(request.db, tenantId)) };
  });

  const writeSettings = { ...readSettings, summary: 'Saves the retention and consent wording' };
  app.put(
    '/:tenantId/settings',
    { schema: { ...writeSettings, body: contactSettingsBodySchema } },
    async (request) => {
      const { admin, tenantId } = await requireContactsTenant(request, request.params.tenantId);
      const body = parseBody(contactSettingsBodySchema, request.body);
      await request.db.transaction(async (tx) => {
        await saveContactSettings(tx, tenantId, body);
        await recordContactSettings(tx, auditActor(admin), tenantId, body.retention_days);
      });
      return { success: true as const, ...(await contactSettings(request.db, tenantId)) };
    },
  );

  const remove = {
    summary: "Deletes one of a tenant's contacts",
    tags,
    security: SIGNED_IN,
    params: contactPathSchema,
    response: { 200: contactDeletedSchema },
  };
  app.delete('/:tenantId/:contactId', { schema: remove }, async (request) => {
    const { admin, tenantId } = await requireContactsTenant(request, request.params.tenantId);
    const { contactId } = request.params;
    const contact = validContactId(contactId) ? await findContact(request.db, contactId) : null;
    if (!contact || contact.tenant_id !== tenantId) throw contactNotFound();
    await request.db.transaction(async (tx) => {
      await deleteContact(tx, contact.id);
      await recordContactDelete(tx, auditActor(admin), contact);
    });
    return { success: true as const, deleted: 1 as const };
  });
}
