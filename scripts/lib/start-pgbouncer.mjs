// Starts Debian's pgbouncer in transaction mode in front of a PostgreSQL server, from the
// reference configuration ops/pgbouncer/pgbouncer.ini, in a temporary folder of its own:
// for the API's tests and for CI stages that run the product through a pooler.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

export const PGBOUNCER = '/usr/sbin/pgbouncer';
const TEMPLATE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'ops',
  'pgbouncer',
  'pgbouncer.ini',
);
// pgbouncer refuses to run as root; as root it is started as this user instead.
const UNPRIVILEGED_USER = 'postgres';
const START_TIMEOUT_MS = 10_000;

/** Why pgbouncer cannot be started here, or null when it can. */
export function pgBouncerProblem() {
  return existsSync(PGBOUNCER)
    ? null
    : `needs Debian's pgbouncer at ${PGBOUNCER} (apt-get install pgbouncer)`;
}

const quoted = (text) => `"${text.replaceAll('"', '""')}"`;

function fill(template, values) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => String(values[name] ?? whole));
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * pgbouncer on a free port of 127.0.0.1 in front of `serverUrl`'s server (its user and
 * password, if any, are the ones accepted), pooling by transaction with `poolSize` server
 * connections per database and user. `urlFor(url)` gives the address of `url`'s database
 * through it; `stop()` ends it and removes its folder; `log()` is what it wrote.
 */
export async function startPgBouncer({ serverUrl, poolSize = 2, maxClientConn = 200 }) {
  const problem = pgBouncerProblem();
  if (problem) throw new Error(problem);
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const password = decodeURIComponent(server.password);
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-pgbouncer-'));
  const port = await freePort();
  const authFile = join(dir, 'userlist.txt');
  const configFile = join(dir, 'pgbouncer.ini');
  await writeFile(authFile, `${quoted(user)} ${quoted(password)}\n`);
  const config = fill(await readFile(TEMPLATE, 'utf8'), {
    DATABASE: '*',
    SERVER_HOST: server.hostname,
    SERVER_PORT: server.port || 5432,
    LISTEN_ADDR: '127.0.0.1',
    LISTEN_PORT: port,
    POOL_SIZE: poolSize,
    MAX_CLIENT_CONN: maxClientConn,
    AUTH_TYPE: password ? 'scram-sha-256' : 'trust',
    AUTH_FILE: authFile,
    LOGFILE: '',
    PIDFILE: '',
  });
  await writeFile(configFile, config);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // It reads its files after giving up root.
    await chmod(dir, 0o755);
    await chmod(authFile, 0o644);
    await chmod(configFile, 0o644);
  }
  const args = asRoot ? ['-u', UNPRIVILEGED_USER, configFile] : [configFile];
  const child = spawn(PGBOUNCER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const started = Date.now();
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      child.kill();
      await rm(dir, { recursive: true, force: true });
      throw new Error(`pgbouncer did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    port,
    urlFor(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    log: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
