import type { Queryable } from '../../db/database';
import { cardUrl, qrCodeTarget } from '../cards/card-store';
import type { QrSheetPerson } from './qr-sheet';

// A query per 1,000 people: the first page of the PDF goes out at once, and a batch of 50,000
// never sits in memory.
const PAGE = 1000;

interface PersonRecord {
  row_number: number;
  first_name: string;
  last_name: string;
  card_slug: string;
}

/**
 * The batch's cards in use, in row order, with their people's current names: the label's text
 * is the card address written on the chip, its QR code the same address marked as scanned
 * (`?src=qr`), as the card's own QR code. Cards of people no longer users of the tenant, and
 * blocked cards, get no label.
 */
export async function* qrSheetPeople(
  q: Queryable,
  publicAppUrl: string,
  batchId: string,
): AsyncGenerator<QrSheetPerson[]> {
  let after = 0;
  for (;;) {
    const { rows } = await q.query<PersonRecord>(
      `SELECT r.row_number, u.first_name, u.last_name, r.card_slug
       FROM batch_rows r JOIN end_users u ON u.id = r.end_user_id
       WHERE r.batch_id = $1 AND r.row_number > $2 AND r.state = 'active'
         AND r.card_slug IS NOT NULL
       ORDER BY r.row_number LIMIT ${PAGE}`,
      [batchId, after],
    );
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      name: `${row.first_name} ${row.last_name}`,
      cardUrl: cardUrl(publicAppUrl, row.card_slug),
      qrText: qrCodeTarget(publicAppUrl, row.card_slug),
    }));
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.row_number;
  }
}
