import { BATCH_ENCODING_COLUMNS } from '@bizcard/shared/model';
import { csvLines, protectCell, UTF8_BOM } from '../../csv/csv-write';
import type { Queryable } from '../../db/database';
import { cardUrl } from '../cards/card-store';
import { cardsInUse } from './batch-cards';
import { ndefUriHex } from './ndef-uri';

/** What an NFC chip holds: the card address marked as tapped, so the visit counts as a tap. */
export const nfcTarget = (publicAppUrl: string, slug: string) =>
  `${cardUrl(publicAppUrl, slug)}?src=nfc`;

/**
 * The encoding file: one line per card in use, in row order, with the URL to write on the
 * chip and the NDEF message holding it as hex. Names and emails are protected against formula
 * injection as the users export is (csv-write.ts).
 */
export async function encodingCsv(
  q: Queryable,
  publicAppUrl: string,
  batchId: string,
  awaitingOnly: boolean,
): Promise<string> {
  const cards = await cardsInUse(q, batchId, awaitingOnly);
  const lines = cards.map((card) => {
    const url = nfcTarget(publicAppUrl, card.card_slug!);
    const name = protectCell(`${card.first_name} ${card.last_name}`);
    return [name, protectCell(card.email), url, ndefUriHex(url)];
  });
  return UTF8_BOM + csvLines([[...BATCH_ENCODING_COLUMNS], ...lines]);
}
