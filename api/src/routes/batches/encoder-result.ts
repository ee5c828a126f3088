import type { Batch, BatchRejectedRow } from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import type { Queryable } from '../../db/database';
import { recordEncoderResult } from './batch-audit';
import { batchGaps } from './batch-cards';
import { BatchRejectedError, rowsWithErrors } from './batch-rejected';
import { updateBatchStatus } from './batch-store';
import type { EncodedChip } from './encoder-file';
import { batchInvalidRows } from './messages';

interface Target {
  row_number: number;
  card_slug: string;
}

/** The batch's cards in use with these addresses, by address. */
async function targetsBySlug(tx: Queryable, batchId: string, chips: EncodedChip[]) {
  const { rows } = await tx.query<Target>(
    `SELECT row_number, card_slug FROM batch_rows
     WHERE batch_id = $1 AND state = 'active' AND card_slug = ANY($2::text[]) FOR UPDATE`,
    [batchId, chips.map((chip) => chip.slug)],
  );
  return new Map(rows.map((row) => [row.card_slug, row.row_number]));
}

/** UIDs refused: blocked ones, and those another card already holds (anywhere). */
async function takenUids(
  tx: Queryable,
  batchId: string,
  chips: EncodedChip[],
  rowOf: Map<string, number>,
) {
  const uids = chips.map((chip) => chip.uid);
  const blocked = await tx.query<{ chip_uid: string }>(
    'SELECT chip_uid FROM blocked_chips WHERE chip_uid = ANY($1::text[])',
    [uids],
  );
  const held = await tx.query<{ chip_uid: string; batch_id: string; row_number: number }>(
    'SELECT chip_uid, batch_id, row_number FROM batch_rows WHERE chip_uid = ANY($1::text[])',
    [uids],
  );
  const blockedSet = new Set(blocked.rows.map((row) => row.chip_uid));
  const holder = new Map(held.rows.map((row) => [row.chip_uid, row]));
  const errors: BatchRejectedRow[] = [];
  for (const chip of chips) {
    const owner = holder.get(chip.uid);
    const sameCard = owner?.batch_id === batchId && owner.row_number === rowOf.get(chip.slug);
    if (blockedSet.has(chip.uid)) {
      errors.push({
        row: chip.row,
        field: 'chip_uid',
        message: `Chip UID ${chip.uid} is blocked (a lost card)`,
      });
    } else if (owner && !sameCard) {
      errors.push({
        row: chip.row,
        field: 'chip_uid',
        message: `Chip UID ${chip.uid} is already recorded for another card`,
      });
    }
  }
  return errors;
}

/**
 * Records each chip's UID on the batch's card with its address; the batch becomes Encoded when
 * it was Ready and every card in use then has its UID. All or nothing: an unknown card URL, a
 * blocked or taken UID, or any unreadable row refuses the file (400, rows named).
 */
export async function recordEncodedChips(
  tx: Queryable,
  actor: AuditActor,
  batch: Batch,
  file: { fileName: string; chips: EncodedChip[]; errors: BatchRejectedRow[] },
): Promise<number> {
  const { chips } = file;
  const rowOf = await targetsBySlug(tx, batch.id, chips);
  const errors = [...file.errors];
  for (const chip of chips) {
    if (!rowOf.has(chip.slug)) {
      errors.push({
        row: chip.row,
        field: 'card_url',
        message: 'This card URL is not a card of this batch',
      });
    }
  }
  errors.push(...(await takenUids(tx, batch.id, chips, rowOf)));
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    throw new BatchRejectedError(batchInvalidRows(rowsWithErrors(errors)), errors);
  }
  const updates = chips.map((chip) => ({ row_number: rowOf.get(chip.slug)!, uid: chip.uid }));
  const json = JSON.stringify(updates);
  const setRows = (value: string) =>
    tx.query(
      `UPDATE batch_rows r SET chip_uid = ${value}
       FROM jsonb_to_recordset($2::jsonb) AS x(row_number integer, uid text)
       WHERE r.batch_id = $1 AND r.row_number = x.row_number`,
      [batch.id, json],
    );
  // Cleared first: two cards of the file may swap the UIDs they held.
  await setRows('NULL');
  await setRows('x.uid');
  const encoded = batch.status === 'ready' && (await batchGaps(tx, batch.id)).awaiting === 0;
  if (encoded) await updateBatchStatus(tx, batch.id, 'encoded');
  const ref = { tenantId: batch.tenant_id, name: batch.name, fileName: file.fileName };
  await recordEncoderResult(tx, actor, { ...ref, recorded: chips.length, encoded });
  return chips.length;
}
