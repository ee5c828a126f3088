// What the fault bench asks the database after the kill, as the server's superuser (row-level
// security does not apply to it): is every write the client saw acknowledged there, and did
// the upload commit whole or not at all, its journal entry finished or rolled back.
import { createHash } from 'node:crypto';
import pg from 'pg';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (value) => createHash('sha256').update(value).digest('hex');

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const countOf = async (client, sql, params) =>
  Number((await client.query(sql, params)).rows[0].count);

/** The upload's running entry (csv_imports) and journal rows of `tenantId`. */
export const journalOf = (url, tenantId) =>
  withClient(url, async (client) => ({
    imports: await countOf(client, 'SELECT count(*) FROM csv_imports WHERE tenant_id = $1', [
      tenantId,
    ]),
    undoRows: await countOf(
      client,
      `SELECT count(*) FROM csv_import_undo
        WHERE import_id IN (SELECT id FROM csv_imports WHERE tenant_id = $1)`,
      [tenantId],
    ),
  }));

/** Waits until no import of `tenantId` is left (another process has taken it over). */
export async function waitForJournal(url, tenantId, timeoutMs) {
  const started = performance.now();
  let journal = await journalOf(url, tenantId);
  while (journal.imports > 0 && performance.now() - started < timeoutMs) {
    await sleep(500);
    journal = await journalOf(url, tenantId);
  }
  return { ...journal, waitedSeconds: Math.round(performance.now() - started) / 1000 };
}

/**
 * Each acknowledged sign-in's session, the stored title against the saves (the last
 * acknowledged one or one sent after it, which may have been written without its answer
 * arriving) and their audit entries, and the upload's rows.
 */
export function acknowledgedWrites(url, { acknowledged, endUserEmail, uploadTenantId, rows }) {
  return withClient(url, async (client) => {
    const hashes = acknowledged.sessionIds.map(sha256);
    const sessions = await countOf(
      client,
      'SELECT count(*) FROM sessions WHERE id_hash = ANY($1)',
      [hashes],
    );
    const { rows: stored } = await client.query('SELECT title FROM end_users WHERE email = $1', [
      endUserEmail,
    ]);
    const lastSaved = acknowledged.sentTitles.indexOf(acknowledged.titles.at(-1));
    const allowed = acknowledged.sentTitles.slice(Math.max(lastSaved, 0));
    const audited = await countOf(
      client,
      "SELECT count(*) FROM audit_log WHERE action = 'self_serve.update' AND target = $1",
      [endUserEmail],
    );
    const uploaded = await countOf(client, 'SELECT count(*) FROM end_users WHERE tenant_id = $1', [
      uploadTenantId,
    ]);
    const upload = acknowledged.upload;
    return {
      sessions: { acknowledged: hashes.length, stored: sessions },
      saves: {
        acknowledged: acknowledged.titles.length,
        sent: acknowledged.sentTitles.length,
        audited,
        storedTitle: stored[0]?.title ?? null,
        ok: allowed.includes(stored[0]?.title) && audited >= acknowledged.titles.length,
      },
      upload: {
        rows: uploaded,
        whole: uploaded === rows || (uploaded === 0 && !upload?.ok),
      },
    };
  });
}

/**
 * PostgreSQL's client port of the connection running the upload's merge statement, polled
 * every 50 ms until it runs (the port) or `giveUp()` says to stop (null).
 */
export const uploadStatementPort = (url, giveUp) =>
  withClient(url, async (client) => {
    while (!giveUp()) {
      const { rows } = await client.query(
        `SELECT client_port FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'
            AND query LIKE '%INSERT INTO end_users AS u%'`,
      );
      if (rows[0]) return rows[0].client_port;
      await sleep(50);
    }
    return null;
  });
