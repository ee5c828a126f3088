// The fault: `kill -9` of the API process running the upload, at its merge statement when it
// gets there in time (found by its PostgreSQL connection), else while it still reads, checks
// or stages the file 30 s in (found by the spool folder in the process's own TMPDIR); of the
// first process 30 s in when the upload is over already. And what nginx's access log says
// afterwards: which requests it sent to another process after a failed attempt, and whether
// the restarted process is sent requests again.
import { readdir, readFile, stat } from 'node:fs/promises';
import { journalOf, uploadStatementPort } from './database-checks.mjs';
import { instanceOfConnection } from './supervisor.mjs';

const FALLBACK_KILL_MS = 30_000;
// How long the kill waits for the merge: an upload on a busy machine may take minutes.
const MERGE_WAIT_MS = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The instance with a CSV upload spooled in its TMPDIR (api/src/user-import: bizcard-csv-*). */
async function instanceSpooling(instances) {
  for (const instance of instances) {
    const entries = await readdir(instance.tmpDir).catch(() => []);
    if (entries.some((name) => name.startsWith('bizcard-csv-'))) return instance;
  }
  return null;
}

/** The process running the upload and what it was doing, or nulls once the upload is over. */
async function uploadRunner({ instances, databaseUrl, upload, elapsed }) {
  while (!upload() && elapsed() < MERGE_WAIT_MS) await sleep(100);
  let settled = false;
  upload()?.finally(() => {
    settled = true;
  });
  const giveUp = () => settled || elapsed() > MERGE_WAIT_MS;
  const port = await uploadStatementPort(databaseUrl, giveUp);
  const merging = port ? await instanceOfConnection(instances, port) : null;
  if (merging) return { victim: merging, phase: 'the one running the upload, at its merge' };
  const spooling = settled ? null : await instanceSpooling(instances);
  return {
    victim: spooling,
    phase: spooling ? 'the one running the upload, before its merge' : null,
  };
}

/**
 * Waits for the upload (`upload()` gives its answer's promise once sent), kills the process
 * running it, and resolves with `{ victim, phase, atSeconds, logOffset }` (the access log's
 * size at the kill). `startedAt`: the load's start (performance.now()).
 */
export async function killDuringUpload({ instances, databaseUrl, accessLog, upload, startedAt }) {
  const elapsed = () => performance.now() - startedAt;
  let { victim, phase } = await uploadRunner({ instances, databaseUrl, upload, elapsed });
  if (!victim) {
    await sleep(Math.max(0, FALLBACK_KILL_MS - elapsed()));
    [victim, phase] = [instances[0], 'the first: the upload was over'];
  }
  const logOffset = (await stat(accessLog)).size;
  process.kill(victim.child.pid, 'SIGKILL');
  const atSeconds = Math.round(elapsed() / 100) / 10;
  console.log(`kill -9 of the API on ${victim.port} at ${atSeconds} s (${phase})`);
  return { victim, phase, atSeconds, logOffset };
}

/** The upload tenant's journal right after the kill: 1 running import when the merge was cut. */
export const journalAfterKill = (databaseUrl, tenantId) => journalOf(databaseUrl, tenantId);

/**
 * Access log lines written after `offset`: how many nginx answered only after trying another
 * process first, and how many the process on `port` answered (only its restarted self can).
 */
export async function accessLogSince(accessLog, offset, port) {
  const text = (await readFile(accessLog)).subarray(offset).toString();
  const lines = text.split('\n').filter(Boolean);
  const upstreams = lines.map((line) => /upstream=(.*?) upstream_status=/.exec(line)?.[1] ?? '');
  return {
    requests: lines.length,
    retried: upstreams.filter((upstream) => upstream.includes(', ')).length,
    servedByRestarted: upstreams.filter((upstream) => upstream.endsWith(`:${port}`)).length,
    // nginx's own line for each answer of 500 or more: request time, upstreams tried.
    failed: lines.filter((line) => /" 5\d\d /.test(line)).slice(0, 10),
  };
}
