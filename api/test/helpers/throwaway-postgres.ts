// A PostgreSQL server of a test's own, which it may stop and start: never the shared one.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

/** The newest installed server's bin folder, or null. */
function postgresBin(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => existsSync(join(POSTGRES_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const newest = versions.at(-1);
  return newest ? join(POSTGRES_ROOT, newest, 'bin') : null;
}

const bin = postgresBin();

/**
 * Why a test of a throwaway server is skipped: it runs where PostgreSQL is part of the run
 * (CI sets DATABASE_URL) and the server binaries are installed.
 */
export const throwawaySkip: string | undefined = !process.env.DATABASE_URL
  ? 'needs DATABASE_URL (a PostgreSQL run)'
  : !bin
    ? `needs PostgreSQL server binaries under ${POSTGRES_ROOT}`
    : undefined;

/** PostgreSQL refuses to run as root: as root, the commands run as the postgres user. */
async function asPostgres(command: string): Promise<void> {
  const [file, args] = isRoot ? ['su', ['postgres', '-c', command]] : ['sh', ['-c', command]];
  await run(file, args, { timeout: 30_000 });
}

/** `fast` ends sessions and shuts down cleanly; `immediate` is a crash (recovery at start). */
export type StopMode = 'fast' | 'immediate';

export interface ThrowawayPostgres {
  /** The superuser's connection to its `postgres` database. */
  url: string;
  /** Returns once the server accepts connections. */
  start(): Promise<void>;
  stop(mode: StopMode): Promise<void>;
  /** Stops it (a crash, it is thrown away) and removes its files. */
  remove(): Promise<void>;
}

/** A new cluster in a temporary folder on a free loopback port, started. */
export async function throwawayPostgres(prefix: string): Promise<ThrowawayPostgres> {
  if (!bin) throw new Error(`no PostgreSQL server binaries under ${POSTGRES_ROOT}`);
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dataDir, Number(stdout), Number(group));
  }
  await asPostgres(`${bin}/initdb -D ${dataDir} -U postgres --auth=trust >/dev/null`);
  const port = await freePort();
  const pgCtl = (action: string) =>
    asPostgres(
      `${bin}/pg_ctl -D ${dataDir} -w -t 20 -l ${dataDir}/server.log ` +
        `-o '-p ${port} -k /tmp -c listen_addresses=127.0.0.1' ${action}`,
    );
  await pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('start'),
    stop: (mode) => pgCtl(`-m ${mode} stop`),
    remove: async () => {
      await pgCtl('-m immediate stop').catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
