import cluster from 'node:cluster';
import { build } from './app';
import { runPrimary } from './cluster';
import { apiWorkers, ConfigError, loadConfig, productionConfigProblems } from './config';
import { openDatabase } from './db/open-database';
import { checkRequestRole } from './db/prepare-application-role';
import { prepareDatabase } from './db/seed';
import { stopWithSupervisor } from './stop-with-supervisor';

// PGlite attaches a failed query's parameters to its errors; they may hold password hashes.
const LOG_REDACT = [
  'err.params',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body.password',
  'req.body.token',
  'req.body.client_secret',
];

// sysexits' EX_CONFIG: `npm start` stops instead of restarting an API that cannot start.
const EXIT_CONFIG = 78;
// A stop that had to cut requests short: supervisors log it as a failure.
const EXIT_CUT_SHORT = 1;

async function main(): Promise<void> {
  stopWithSupervisor();
  const env = process.env;
  const problems = productionConfigProblems(env);
  if (problems.length > 0) {
    console.error(
      [
        'Production mode (NODE_ENV=production) cannot start:',
        ...problems.map((p) => `  - ${p}`),
      ].join('\n'),
    );
    process.exit(EXIT_CONFIG);
  }
  const config = loadConfig(env);
  const workers = apiWorkers(env);
  if (workers > 1 && cluster.isPrimary) {
    runPrimary(workers, { configErrorExit: EXIT_CONFIG, log: (line) => console.log(line) });
    return;
  }
  const port = Number(env.PORT || 4000);
  const host = env.HOST || '127.0.0.1';
  const level = env.LOG_LEVEL || (config.isProduction ? 'info' : 'warn');

  const database = await openDatabase(env);
  await prepareDatabase(database, {
    demoData: !config.isProduction,
    production: config.isProduction,
  });
  const app = await build({ database, config, logger: { level, redact: LOG_REDACT } });
  await checkRequestRole(database);

  let closing = false;
  // Stops accepting, lets in-flight requests finish (new ones get 503), then exits; a request
  // that outlasts the bound (a large upload) is cut, its import rolled back by its journal.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.warn({ afterMs: config.shutdownTimeoutMs }, 'requests still open: exiting anyway');
      process.exit(EXIT_CUT_SHORT);
    }, config.shutdownTimeoutMs).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port, host });
  // With several workers the primary says it once, when all of them listen.
  if (cluster.isPrimary) process.stdout.write(`API listening on ${address}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(EXIT_CONFIG);
  }
  console.error('API failed to start', error);
  process.exit(1);
});
