import { isUniqueViolation, type Queryable, type Transactional } from '../db/database';
import { HttpError } from '../errors';
import { RESTORABLE_COLUMNS } from '../routes/users/user-columns';
import { CSV_UPLOAD_RUNNING } from './messages';

/**
 * The undo journal of user CSV imports (migration 006, decision 011). An import's batches
 * commit one by one; until the import is committed as a whole, its journal can put every
 * user it touched back as they were.
 */

/** Journal rows undone or purged per transaction: each stays short on PGlite. */
const JOURNAL_BATCH = 1000;
/** An import whose heartbeat is older than this is taken to have lost its process. */
export const IMPORT_STALE_AFTER_MS = 30_000;

/**
 * A pause after each batch. Without it an import keeps the process's main thread busy from
 * batch to batch, and a sign-in beside it took 640-750 ms instead of 290 ms (its scrypt slows
 * down with the CPU shared); with 10 ms it takes ~310 ms, and 100,000 rows ~20 s instead of
 * ~14 s (decision 011).
 */
export const BATCH_PAUSE_MS = 10;
export const pauseBetweenBatches = () =>
  new Promise<void>((resolve) => setTimeout(resolve, BATCH_PAUSE_MS));

/** Registers a running import of the tenant; 409 while another one is still running. */
export async function beginImport(db: Transactional, tenantId: string): Promise<string> {
  try {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO csv_imports (tenant_id) VALUES ($1) RETURNING id',
      [tenantId],
    );
    return rows[0]!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, CSV_UPLOAD_RUNNING);
    throw error;
  }
}

/** Called inside each batch's transaction: the import is alive. */
export async function heartbeat(tx: Queryable, importId: string): Promise<void> {
  await tx.query('UPDATE csv_imports SET heartbeat_at = now() WHERE id = $1', [importId]);
}

/**
 * Moves the heartbeat every third of the stale period until the returned function is called:
 * for an import whose writes all happen in one transaction, which cannot show its heartbeat.
 */
export function keepImportAlive(db: Queryable, importId: string): () => void {
  const timer = setInterval(
    () => void heartbeat(db, importId).catch(() => undefined),
    IMPORT_STALE_AFTER_MS / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** The import's rows stand and it journaled nothing: the tenant may upload again. */
export async function endImport(db: Queryable, importId: string): Promise<void> {
  await db.query('DELETE FROM csv_imports WHERE id = $1', [importId]);
}

/**
 * Every batch is in: from here on the import stands, and its journal is only purged.
 * `onCommit` runs in the committing transaction (the import's audit entry).
 */
export async function commitImport(
  db: Transactional,
  importId: string,
  onCommit: (tx: Queryable) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE csv_imports SET state = 'committed' WHERE id = $1`, [importId]);
    await onCommit(tx);
  });
  await drainJournal(db, importId, 'purge');
}

/** Puts back every user the import changed and removes every user it created. */
export async function rollbackImport(db: Transactional, importId: string): Promise<void> {
  await db.query(`UPDATE csv_imports SET state = 'failed' WHERE id = $1`, [importId]);
  await drainJournal(db, importId, 'undo');
}

const restoredColumns = RESTORABLE_COLUMNS.join(', ');

// One statement a batch: take journal rows off, restore the updated users, delete the created.
const UNDO_BATCH_SQL = `WITH taken AS (
    DELETE FROM csv_import_undo WHERE id IN (
      SELECT id FROM csv_import_undo WHERE import_id = $1 ORDER BY id DESC LIMIT $2)
    RETURNING user_id, previous),
  restored AS (
    UPDATE end_users u SET (${restoredColumns}) = (
      SELECT ${restoredColumns} FROM jsonb_populate_record(NULL::end_users, t.previous))
    FROM taken t WHERE u.id = t.user_id AND t.previous IS NOT NULL),
  removed AS (
    DELETE FROM end_users WHERE id IN (SELECT user_id FROM taken WHERE previous IS NULL))
  SELECT count(*)::int AS n FROM taken`;

const PURGE_BATCH_SQL = `WITH taken AS (
    DELETE FROM csv_import_undo WHERE id IN (
      SELECT id FROM csv_import_undo WHERE import_id = $1 ORDER BY id LIMIT $2)
    RETURNING 1)
  SELECT count(*)::int AS n FROM taken`;

async function drainJournal(db: Transactional, importId: string, mode: 'undo' | 'purge') {
  const sql = mode === 'undo' ? UNDO_BATCH_SQL : PURGE_BATCH_SQL;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      await heartbeat(tx, importId);
      const { rows } = await tx.query<{ n: number }>(sql, [importId, JOURNAL_BATCH]);
      return rows[0]?.n ?? 0;
    });
    if (n < JOURNAL_BATCH) break;
    await pauseBetweenBatches();
  }
  await db.query('DELETE FROM csv_imports WHERE id = $1', [importId]);
}

/**
 * Finishes the imports left behind by a process that stopped: committed ones are purged, the
 * others rolled back. `staleAfterMs` keeps out the imports a live process is still working on
 * (their heartbeat is recent); a process that alone owns its database passes 0.
 */
export async function recoverImports(db: Transactional, staleAfterMs: number): Promise<number> {
  const { rows } = await db.query<{ id: string; state: string }>(
    `SELECT id, state FROM csv_imports
     WHERE heartbeat_at <= now() - $1 * interval '1 millisecond' ORDER BY started_at`,
    [staleAfterMs],
  );
  for (const { id, state } of rows) {
    if (state === 'committed') await drainJournal(db, id, 'purge');
    else await rollbackImport(db, id);
  }
  return rows.length;
}
