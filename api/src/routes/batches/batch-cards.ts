import type { BatchCard, BatchCardState } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import { cardUrl } from '../cards/card-store';

interface CardRecord {
  end_user_id: string | null;
  row_number: number;
  first_name: string;
  last_name: string;
  email: string;
  card_slug: string | null;
  chip_uid: string | null;
  state: BatchCardState;
}

const CARD_COLUMNS =
  'end_user_id, row_number, first_name, last_name, email, card_slug, chip_uid, state';

export const toCard = (publicAppUrl: string, record: CardRecord): BatchCard => ({
  end_user_id: record.end_user_id,
  row_number: record.row_number,
  name: `${record.first_name} ${record.last_name}`,
  email: record.email,
  card_url: record.card_slug === null ? null : cardUrl(publicAppUrl, record.card_slug),
  chip_uid: record.chip_uid,
  state: record.state,
});

/** A page of the batch's cards in row order, and how many it holds (an index range scan). */
export async function pageOfCards(
  q: Queryable,
  publicAppUrl: string,
  batchId: string,
  page: { offset: number; limit: number },
): Promise<{ cards: BatchCard[]; total: number }> {
  const { rows } = await q.query<CardRecord>(
    `SELECT ${CARD_COLUMNS} FROM batch_rows WHERE batch_id = $1
     ORDER BY row_number OFFSET $2 LIMIT $3`,
    [batchId, page.offset, page.limit],
  );
  const counted = await q.query<{ total: number | string }>(
    'SELECT count(*) AS total FROM batch_rows WHERE batch_id = $1',
    [batchId],
  );
  return {
    cards: rows.map((row) => toCard(publicAppUrl, row)),
    total: Number(counted.rows[0]?.total ?? 0),
  };
}

/** The cards in use, in row order: the encoding file's lines. */
export async function cardsInUse(
  q: Queryable,
  batchId: string,
  awaitingOnly: boolean,
): Promise<CardRecord[]> {
  const awaiting = awaitingOnly ? 'AND chip_uid IS NULL' : '';
  const { rows } = await q.query<CardRecord>(
    `SELECT ${CARD_COLUMNS} FROM batch_rows
     WHERE batch_id = $1 AND state = 'active' AND card_slug IS NOT NULL ${awaiting}
     ORDER BY row_number`,
    [batchId],
  );
  return rows;
}

/** The person's latest card in the batch (a replacement comes after the card it replaces). */
export async function latestCard(
  q: Queryable,
  batchId: string,
  endUserId: string,
): Promise<CardRecord | null> {
  const { rows } = await q.query<CardRecord>(
    `SELECT ${CARD_COLUMNS} FROM batch_rows WHERE batch_id = $1 AND end_user_id = $2
     ORDER BY row_number DESC LIMIT 1 FOR UPDATE`,
    [batchId, endUserId],
  );
  return rows[0] ?? null;
}

/** Counts the batch's cards in use without a chip, and its rows tied to no user. */
export async function batchGaps(
  q: Queryable,
  batchId: string,
): Promise<{ awaiting: number; withoutUser: number }> {
  const { rows } = await q.query<{ awaiting: number | string; without_user: number | string }>(
    `SELECT count(*) FILTER (WHERE state = 'active' AND chip_uid IS NULL) AS awaiting,
       count(*) FILTER (WHERE card_slug IS NULL) AS without_user
     FROM batch_rows WHERE batch_id = $1`,
    [batchId],
  );
  return {
    awaiting: Number(rows[0]?.awaiting ?? 0),
    withoutUser: Number(rows[0]?.without_user ?? 0),
  };
}

export type { CardRecord };
