import type { Batch, BatchCard } from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import type { Queryable } from '../../db/database';
import { HttpError, notFound } from '../../errors';
import { isUuid } from '../../validation';
import { recordCardChange } from './batch-audit';
import { type CardRecord, latestCard, toCard } from './batch-cards';
import { CARD_ALREADY_BLOCKED, CARD_NOT_BLOCKED, CARD_NOT_IN_BATCH } from './messages';

export interface CardAction {
  batch: Batch;
  endUserId: string;
  adminId: string;
  actor: AuditActor;
  publicAppUrl: string;
}

async function personsCard(tx: Queryable, batchId: string, endUserId: string): Promise<CardRecord> {
  const card = isUuid(endUserId) ? await latestCard(tx, batchId, endUserId.toLowerCase()) : null;
  if (!card) throw notFound(CARD_NOT_IN_BATCH);
  return card;
}

/**
 * A lost card: its row becomes 'blocked' and its chip UID, when one was recorded, joins
 * blocked_chips, so no card may be recorded with it again (decision 047). The person keeps
 * their card address.
 */
export async function blockCard(tx: Queryable, action: CardAction): Promise<BatchCard> {
  const { batch, actor } = action;
  const card = await personsCard(tx, batch.id, action.endUserId);
  if (card.state === 'blocked') throw new HttpError(409, CARD_ALREADY_BLOCKED);
  await tx.query(
    `UPDATE batch_rows SET state = 'blocked' WHERE batch_id = $1 AND row_number = $2`,
    [batch.id, card.row_number],
  );
  if (card.chip_uid) {
    await tx.query(
      `INSERT INTO blocked_chips (chip_uid, tenant_id, batch_id, end_user_id, blocked_by)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (chip_uid) DO NOTHING`,
      [card.chip_uid, batch.tenant_id, batch.id, card.end_user_id, action.adminId],
    );
  }
  const change = { tenantId: batch.tenant_id, name: batch.name, email: card.email };
  await recordCardChange(tx, actor, { ...change, kind: 'block', chipUid: card.chip_uid });
  return toCard(action.publicAppUrl, { ...card, state: 'blocked' });
}

/** A new card for a blocked one: the same person and card address, awaiting a chip UID. */
export async function replaceCard(tx: Queryable, action: CardAction): Promise<BatchCard> {
  const { batch, actor } = action;
  const card = await personsCard(tx, batch.id, action.endUserId);
  if (card.state !== 'blocked') throw new HttpError(409, CARD_NOT_BLOCKED);
  const { rows } = await tx.query<CardRecord>(
    `INSERT INTO batch_rows (batch_id, row_number, first_name, last_name, email, fields,
       end_user_id, card_slug)
     SELECT batch_id, (SELECT max(row_number) + 1 FROM batch_rows WHERE batch_id = $1),
       first_name, last_name, email, fields, end_user_id, card_slug
     FROM batch_rows WHERE batch_id = $1 AND row_number = $2
     RETURNING end_user_id, row_number, first_name, last_name, email, card_slug, chip_uid, state`,
    [batch.id, card.row_number],
  );
  const change = { tenantId: batch.tenant_id, name: batch.name, email: card.email };
  await recordCardChange(tx, actor, { ...change, kind: 'replace', chipUid: null });
  return toCard(action.publicAppUrl, rows[0]!);
}
