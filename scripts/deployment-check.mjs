// `node scripts/deployment-check.mjs` (npm test's 'deployment' step): the reference
// deployment as an operator runs it, tested. Debian's nginx with ops/nginx/bizcard.conf
// (TLS with a certificate made here by openssl, the apps' security headers, the upstream of
// API processes) in front of the built apps and two production API processes started as
// ops/systemd/bizcard-api@.service starts them, on a database of its own on the test
// PostgreSQL (TEST_DATABASE_URL, a superuser). It checks what nginx answers itself, then runs
// the sign-in, Tenant Users (list, CSV upload, card page) and self-serve journeys through it
// (e2e/playwright.deployment.config.ts), once on PostgreSQL directly and once through
// PgBouncer. Builds nothing: the apps' dist/ folders and the API's must be built (npm test's
// 'build' step).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apps, distDir, ROOT } from './apps.mjs';
import { startApiInstance, waitForHealth } from './deployment/api-unit.mjs';
import {
  checkBackupRestore,
  checkDatabaseTls,
  createDeploymentDatabase,
  seedDemoData,
} from './deployment/database.mjs';
import { NGINX, startNginx } from './deployment/nginx.mjs';
import { pgbouncerPass } from './deployment/pgbouncer.mjs';
import { startSmtpSink } from './deployment/smtp-sink.mjs';
import { selfSignedCertificate } from './deployment/tls.mjs';
import { freePort } from './lib/free-port.mjs';
import { stopProcess } from './processes.mjs';

const superuserUrl = process.env.TEST_DATABASE_URL;
// The test server's certificate when it has TLS on (.ci/run): the API then connects with
// sslmode=verify-full.
const databaseCa = process.env.TEST_DATABASE_CA;
const missing = [
  !superuserUrl && 'TEST_DATABASE_URL (a PostgreSQL superuser URL)',
  !existsSync(NGINX) && `nginx at ${NGINX} (apt-get install nginx)`,
  ...apps
    .filter(
      (app) =>
        !existsSync(join(distDir(app), 'index.html')) &&
        !existsSync(join(distDir(app), 'mf-manifest.json')),
    )
    .map((app) => `${app.name}'s build (node scripts/build.mjs)`),
  !existsSync(join(ROOT, 'api', 'dist', 'server.js')) && "the API's build (node scripts/build.mjs)",
].filter(Boolean);
if (missing.length) {
  console.log(`deployment check: missing ${missing.join('; ')}`);
  process.exit(1);
}

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const dir = mkdtempSync(join(tmpdir(), 'bizcard-deployment-'));
const httpsPort = await freePort();
const httpPort = await freePort();
const shell = `https://localhost:${httpsPort}`;
const selfServe = `https://127.0.0.1:${httpsPort}`;
// The app server's security headers are built for the API's PUBLIC_APP_URL: the shell's.
process.env.PUBLIC_APP_URL = shell;
const { checkFailover, checkNginx } = await import('./deployment/http-checks.mjs');
const { cert, key } = selfSignedCertificate(dir);
// Requests made here trust that certificate alone; the browser ignores it (ignoreHTTPSErrors).
const ca = readFileSync(cert, 'utf8');
const remotesFile = join(dir, 'remotes.json');
writeFileSync(
  remotesFile,
  JSON.stringify(
    Object.fromEntries(
      apps
        .filter((app) => !app.host)
        .map((app) => [app.federationName, `${shell}/remotes/${app.name}/mf-manifest.json`]),
    ),
    null,
    2,
  ),
);
const smtp = await startSmtpSink();

/** Runs `command` to its end; rejects unless it exits 0. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * One pass: the database, its demo data (the journeys sign in with the demo accounts, which
 * production never seeds), two API processes, nginx, the checks and the journeys.
 * `connect(database)` gives the API's DATABASE_URL and settings, and a `stop` for what it
 * started (PgBouncer).
 */
async function pass(name, connect, journeys = 'all') {
  const since = Date.now();
  console.log(`\n--- deployment: ${name} ---`);
  const cleanup = [];
  try {
    const database = await createDeploymentDatabase(superuserUrl, { ca: databaseCa });
    cleanup.push(database.drop);
    await seedDemoData(database);
    const link = await connect(database);
    if (link.stop) cleanup.push(link.stop);

    const apiPorts = [await freePort(), await freePort()];
    const settings = {
      PUBLIC_APP_URL: shell,
      ALLOWED_ORIGINS: `${shell},${selfServe}`,
      SMTP_URL: smtp.url,
      SECRETS_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      ...link.settings,
    };
    const apis = apiPorts.map((port) => startApiInstance(port, settings));
    cleanup.push(() => Promise.all(apis.map((api) => stopProcess(api))));
    await Promise.all(apis.map((api) => waitForHealth(api)));

    const nginxDir = mkdtempSync(join(dir, `${name}-nginx-`));
    const { ask } = await import('./deployment/http-checks.mjs');
    const nginx = await startNginx(
      nginxDir,
      { httpsPort, httpPort, apiPorts, cert, key, remotesFile },
      async () => (await ask(`${shell}/api/health`, { ca })).status === 200,
    );
    cleanup.push(() => stopProcess(nginx));
    console.log(
      `  ready in ${seconds(since)}: nginx ${shell} and ${selfServe}, API on ${apiPorts.join(', ')}`,
    );

    await checkNginx({
      shell,
      selfServe,
      httpPort,
      ca,
      remotesFile,
      apiUrl: `http://127.0.0.1:${apiPorts[0]}`,
    });
    console.log('  nginx: redirect, security headers, caching, body limits: ok');
    if (link.direct) {
      const rows = await checkBackupRestore(superuserUrl, database);
      console.log(`  backup as the owner restored: ${JSON.stringify(rows)}`);
    }
    if (databaseCa && link.direct) {
      await checkDatabaseTls(superuserUrl, database, databaseCa);
      console.log('  PostgreSQL over TLS: sslmode=verify-full and sslmode=require: ok');
    }
    await run('npx', ['playwright', 'test', '-c', 'playwright.deployment.config.ts'], {
      cwd: join(ROOT, 'e2e'),
      env: {
        ...process.env,
        E2E_SHELL_ORIGIN: shell,
        E2E_SELF_SERVE_ORIGIN: selfServe,
        DEPLOYMENT_JOURNEYS: journeys,
      },
    });
    await stopProcess(apis[0]);
    await checkFailover({ shell, ca });
    console.log(`  one API process stopped: every request still answered`);
    console.log(`--- deployment: ${name} passed in ${seconds(since)} ---`);
    return true;
  } catch (error) {
    console.error(`--- deployment: ${name} FAILED after ${seconds(since)}: ${error.message}`);
    return false;
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  }
}

const results = [];
results.push(
  await pass('direct', (database) => ({
    direct: true,
    settings: { DATABASE_URL: database.url, DATABASE_APP_ROLE: database.applicationRole },
  })),
);
const viaPgbouncer = await pgbouncerPass();
if (viaPgbouncer.skip) console.log(`\n--- deployment: pgbouncer SKIPPED: ${viaPgbouncer.skip} ---`);
// The journeys that cross every part once (CSV upload, card page, self-serve save), to stay
// within the step's time.
else results.push(await pass('pgbouncer', viaPgbouncer.connect, 'short'));

await smtp.close();
rmSync(dir, { recursive: true, force: true });
const failed = results.filter((ok) => !ok).length;
console.log(
  `\ndeployment check: ${results.length - failed} of ${results.length} passes in ${seconds(started)}`,
);
process.exit(failed ? 1 : 0);
