import type { Queryable, Transactional } from '../db/database';
import { type CardVisitBatch, type FilteredRow, isRiderEvent, type VisitRow } from './card-counter';

interface CountRow {
  endUserId: string;
  day: string;
  views: number;
  saves: number;
  scans: number;
  taps: number;
}

/**
 * Stores the visits not stored before (one per visitor, card, day and kind: migration 022)
 * and returns those that were new. Visits of a user removed since are left out.
 */
async function storeNewVisits(q: Queryable, visits: VisitRow[]): Promise<VisitRow[]> {
  if (visits.length === 0) return [];
  const { rows } = await q.query<VisitRow>(
    `INSERT INTO card_visits (day, end_user_id, visitor, event, tenant_id)
     SELECT n.day, n.end_user_id, n.visitor, n.event, u.tenant_id
       FROM unnest($1::uuid[], $2::date[], $3::text[], $4::text[])
              AS n(end_user_id, day, visitor, event)
       JOIN end_users u ON u.id = n.end_user_id
     ON CONFLICT DO NOTHING
     RETURNING end_user_id AS "endUserId", to_char(day, 'YYYY-MM-DD') AS day, visitor, event`,
    [
      visits.map((visit) => visit.endUserId),
      visits.map((visit) => visit.day),
      visits.map((visit) => visit.visitor),
      visits.map((visit) => visit.event),
    ],
  );
  return rows;
}

/** The counters the new visits add to, per card and day. */
function countsOf(fresh: VisitRow[]): CountRow[] {
  const counts = new Map<string, CountRow>();
  for (const visit of fresh) {
    const key = `${visit.endUserId} ${visit.day}`;
    let row = counts.get(key);
    if (!row) {
      row = { endUserId: visit.endUserId, day: visit.day, views: 0, saves: 0, scans: 0, taps: 0 };
      counts.set(key, row);
    }
    row[`${visit.event}s`] += 1;
  }
  return [...counts.values()];
}

/** Visits another process (or this one before a restart) stored first: filtered as repeats. */
function repeatsOf(sent: VisitRow[], fresh: VisitRow[]): FilteredRow[] {
  const isNew = new Set(fresh.map((v) => `${v.endUserId} ${v.day} ${v.visitor} ${v.event}`));
  const repeats = new Map<string, FilteredRow>();
  for (const v of sent) {
    // A scan's (or tap's) view says whether the visit counted; it is not a second visit.
    if (isRiderEvent(v.event) || isNew.has(`${v.endUserId} ${v.day} ${v.visitor} ${v.event}`)) {
      continue;
    }
    const key = `${v.endUserId} ${v.day}`;
    const row = repeats.get(key) ?? { endUserId: v.endUserId, day: v.day, filtered: 0 };
    row.filtered += 1;
    repeats.set(key, row);
  }
  return [...repeats.values()];
}

async function addCounts(q: Queryable, rows: CountRow[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO card_daily_counts AS c (end_user_id, day, tenant_id, views, saves, scans, taps)
     SELECT n.end_user_id, n.day, u.tenant_id, n.views, n.saves, n.scans, n.taps
       FROM unnest($1::uuid[], $2::date[], $3::int[], $4::int[], $5::int[], $6::int[])
              AS n(end_user_id, day, views, saves, scans, taps)
       JOIN end_users u ON u.id = n.end_user_id
     ON CONFLICT (end_user_id, day, shard) DO UPDATE SET
       views = c.views + EXCLUDED.views,
       saves = c.saves + EXCLUDED.saves,
       scans = c.scans + EXCLUDED.scans,
       taps = c.taps + EXCLUDED.taps`,
    [
      rows.map((row) => row.endUserId),
      rows.map((row) => row.day),
      rows.map((row) => row.views),
      rows.map((row) => row.saves),
      rows.map((row) => row.scans),
      rows.map((row) => row.taps),
    ],
  );
}

/** Adds filtered visits to their tenant's day (Reports: 'N repeated or automated visits…'). */
async function addFiltered(q: Queryable, rows: FilteredRow[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO card_filtered_counts AS f (tenant_id, day, filtered)
     SELECT u.tenant_id, n.day, sum(n.filtered)::int
       FROM unnest($1::uuid[], $2::date[], $3::int[]) AS n(end_user_id, day, filtered)
       JOIN end_users u ON u.id = n.end_user_id
      GROUP BY u.tenant_id, n.day
     ON CONFLICT (tenant_id, day) DO UPDATE SET filtered = f.filtered + EXCLUDED.filtered`,
    [rows.map((row) => row.endUserId), rows.map((row) => row.day), rows.map((row) => row.filtered)],
  );
}

/** Writes a batch in one transaction: new visits, the counters they add to, the filtered. */
export function addCardVisits(db: Transactional, batch: CardVisitBatch): Promise<void> {
  return db.transaction(async (tx) => {
    const fresh = await storeNewVisits(tx, batch.visits);
    await addCounts(tx, countsOf(fresh));
    await addFiltered(tx, [...batch.filtered, ...repeatsOf(batch.visits, fresh)]);
  });
}

/** Forgets the visitors of days before yesterday: only today's (and late yesterday's) dedupe. */
export async function purgeCardVisits(q: Queryable, today: string): Promise<void> {
  await q.query('DELETE FROM card_visits WHERE day < $1::date - 1', [today]);
}
