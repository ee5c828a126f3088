// 'Download QR sheet' (issue 27 item 2): a batch's people as printable labels, each with the
// QR code of their card address, on A4 or US Letter label sheets.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** `a4`: 24 labels of 70 × 37 mm. `letter`: 30 labels of 2.625 × 1 in (Avery 5160). */
export const QR_SHEET_PAPERS = ['a4', 'letter'] as const;
export type QrSheetPaper = (typeof QR_SHEET_PAPERS)[number];

export const INVALID_QR_SHEET_PAPER = `paper must be ${QR_SHEET_PAPERS.join(' or ')}`;

/** GET /api/management/batches/{tenantId}/{batchId}/qr-sheet.pdf?paper=a4|letter (default a4). */
export const qrSheetQuerySchema = lazySchema(() =>
  z.object({
    paper: z._default(z.enum(QR_SHEET_PAPERS, { error: INVALID_QR_SHEET_PAPER }), 'a4'),
  }),
);
