import { Readable } from 'node:stream';
import { batchPathSchema, type QrSheetPaper, qrSheetQuerySchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachment } from '../../csv/csv-write';
import { fileReply } from '../../docs/file-reply';
import { SIGNED_IN } from '../../docs/route-docs';
import { requireBatch } from './batch-access';
import { qrSheetPdf } from './qr-sheet';
import { qrSheetPeople } from './qr-sheet-people';

const PDF = 'application/pdf';

/**
 * `{batch}-qr-sheet-{paper}.pdf`, the name the Batches screen saves it under
 * (mfe-tenants batch-file-name.ts): the batch name's letters and digits, the rest as dashes.
 */
export function qrSheetFileName(batchName: string, paper: QrSheetPaper): string {
  const stem = batchName
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${stem || 'batch'}-qr-sheet-${paper}.pdf`;
}

/**
 * 'Download QR sheet' (issue 27 item 2): the batch's people as printable labels. Super admins
 * only, as every batch route; another tenant's batch is 'Batch not found'. Not audited: it
 * changes nothing, as the other downloads (the encoding file, the users and Logs exports).
 */
export async function batchQrSheetRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { publicAppUrl } = app.config;
  const schema = {
    summary: "The batch's people as labels with their card's QR code, for A4 or US Letter sheets",
    tags: ['Batches'],
    security: SIGNED_IN,
    params: batchPathSchema,
    querystring: qrSheetQuerySchema,
    response: { 200: fileReply('A PDF of label sheets, streamed a page at a time', [PDF]) },
  };
  app.get('/:tenantId/:batchId/qr-sheet.pdf', { schema }, async (request, reply) => {
    const { batch } = await requireBatch(request, request.params);
    const { paper } = request.query;
    const people = qrSheetPeople(request.db, publicAppUrl, batch.id);
    const pdf = qrSheetPdf(people, { paper, title: batch.name });
    return reply
      .type(PDF)
      .header('content-disposition', attachment(qrSheetFileName(batch.name, paper)))
      .header('cache-control', 'no-store')
      .send(Readable.from(pdf, { objectMode: false }));
  });
}
