// An API process killed under load behind nginx (issue 30 item 3, decision 063): three
// production API processes, separate OS processes started from ops/systemd/bizcard-api@.service,
// on one PostgreSQL database behind Debian's nginx running ops/nginx/bizcard.conf. A 60 s mixed
// load (card views, Tenant Users lists, admin sign-ins, self-serve profile saves and one
// 100,000-row CSV upload) runs through nginx, and the process running the upload's merge is
// killed with kill -9. The bench is the processes' supervisor, as systemd is in production: it
// restarts the killed one and times it until /api/health/ready answers. Passes when no card
// view or list failed, every acknowledged write is in the database, the upload is there whole
// or not at all with its journal entry finished, and the restarted process serves again.
// Needs BENCH_DATABASE_URL (a PostgreSQL superuser), nginx and api/dist (npm run build).
// `BENCH_DATABASE_URL=… node scripts/bench/process-killed.mjs` runs it alone (exit 1: fail).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../apps.mjs';
import { NGINX } from '../deployment/nginx.mjs';
import { acknowledgedWrites, waitForJournal } from './process-killed/database-checks.mjs';
import { API_PROCESSES, startDeployment } from './process-killed/deployment.mjs';
import { loadFixture, UPLOAD_ROWS } from './process-killed/fixture.mjs';
import { accessLogSince, journalAfterKill, killDuringUpload } from './process-killed/kill.mjs';
import { END_USER, mixedLoad } from './process-killed/mixed-load.mjs';
import { verdict } from './process-killed/verdict.mjs';

const LOAD_MS = Number(process.env.BENCH_FAULT_SECONDS ?? 60) * 1000;
const UPLOAD_AT_MS = 3_000;
// The import's entry is rolled back once its heartbeat is 30 s old (IMPORT_STALE_AFTER_MS), by
// the check each process makes every 15 s.
const JOURNAL_WAIT_MS = 75_000;
// nginx sends a process marked failed nothing for fail_timeout (10 s), then tries it again.
const PROBE_MS = 15_000;

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const seconds = (ms) => Math.round(ms / 100) / 10;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};

/** Card views until nginx has sent the restarted process one, for PROBE_MS at most. */
async function servedAgain(send, fixture, accessLog, kill) {
  const until = performance.now() + PROBE_MS;
  let log = await accessLogSince(accessLog, kill.logOffset, kill.victim.port);
  while (!log.servedByRestarted && performance.now() < until) {
    await send(fixture.cardPaths[0]);
    log = await accessLogSince(accessLog, kill.logOffset, kill.victim.port);
  }
  return log;
}

async function faultRun({ send, origin, instances, databaseUrl, accessLog }) {
  const fixture = await loadFixture(send, origin, UPLOAD_AT_MS);
  const { tenantId } = fixture.upload;
  let uploadAnswer = null;
  const startedAt = performance.now();
  const loading = mixedLoad(send, fixture, LOAD_MS, (answer) => {
    uploadAnswer = answer;
  });
  const upload = () => uploadAnswer;
  const kill = await killDuringUpload({ instances, databaseUrl, accessLog, upload, startedAt });
  const killedAt = performance.now();
  const journalAtKill = await journalAfterKill(databaseUrl, tenantId);
  // Watched from the kill on: when does another process finish or roll back the import.
  let journalDoneSeconds = 0;
  const journalWatch = waitForJournal(databaseUrl, tenantId, JOURNAL_WAIT_MS).then((journal) => {
    journalDoneSeconds = seconds(performance.now() - killedAt);
    return journal;
  });
  const load = await loading;
  await load.uploading;
  const restart = kill.victim.restarts[0];
  await restart?.ready;
  const journal = await journalWatch;
  const log = await servedAgain(send, fixture, accessLog, kill);
  const writes = await acknowledgedWrites(databaseUrl, {
    acknowledged: load.acknowledged,
    endUserEmail: END_USER.email,
    uploadTenantId: tenantId,
    rows: UPLOAD_ROWS,
  });
  return {
    listUsers: fixture.listUsers,
    loadSeconds: seconds(load.seconds * 1000),
    requests: load.tally,
    cardP50Ms: percentile(load.cardMs, 50),
    cardP99Ms: percentile(load.cardMs, 99),
    kill: { atSeconds: kill.atSeconds, uploadPhase: kill.phase, port: kill.victim.port },
    // The journal's state right after the kill, and within how long of it no entry was left.
    upload: { ...load.acknowledged.upload, journalAtKill, journal, journalDoneSeconds },
    restart: restart && {
      exit: restart.signal ?? restart.code,
      killToReadySeconds: restart.readyAt && seconds(restart.readyAt - killedAt),
      startToReadySeconds: restart.readyAt && seconds(restart.readyAt - restart.startedAt),
      error: restart.error,
    },
    nginx: log,
    writes,
  };
}

/** Null without BENCH_DATABASE_URL. */
export async function benchProcessKilled() {
  const superuserUrl = process.env.BENCH_DATABASE_URL;
  if (!superuserUrl) return null;
  const missing = [
    !existsSync(NGINX) && `nginx at ${NGINX}`,
    !existsSync(join(ROOT, 'api', 'dist', 'server.js')) && 'api/dist (npm run build)',
  ].filter(Boolean);
  if (missing.length) throw new Error(`process-killed: missing ${missing.join('; ')}`);
  const before = loadAverage();
  const dir = mkdtempSync(join(tmpdir(), 'bizcard-process-killed-'));
  const started = performance.now();
  const deployment = await startDeployment(superuserUrl, dir);
  console.log(`process-killed: deployment ready in ${seconds(performance.now() - started)} s`);
  try {
    const result = await faultRun(deployment);
    const problems = verdict(result);
    const loadAverages = { before, after: loadAverage() };
    const date = new Date().toISOString();
    return { date, processes: API_PROCESSES, ...result, loadAverages, problems };
  } finally {
    await deployment.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export { processKilledRows } from './process-killed/verdict.mjs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { processKilledRows } = await import('./process-killed/verdict.mjs');
  const result = await benchProcessKilled();
  if (!result) {
    console.log('process-killed: BENCH_DATABASE_URL is not set, nothing run');
    process.exit(0);
  }
  console.log(JSON.stringify(result, null, 2));
  for (const row of processKilledRows(result)) console.log(`| ${row.join(' | ')} |`);
  const line = result.problems.length ? `fail: ${result.problems.join('; ')}` : 'pass';
  console.log(`process-killed: ${line}`);
  process.exit(result.problems.length ? 1 : 0);
}
