import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// Run by node on its own: PGlite's module address, the data directory, its settings (JSON).
const INITDB_SCRIPT = `const [url, dataDir, settings] = process.argv.slice(1);
const { PGlite } = await import(url);
await (await PGlite.create({ dataDir, postgresqlconf: JSON.parse(settings) })).close();`;

/** Whether `dataDir` holds a database already (what PGlite itself looks for). */
export const hasDatabase = (dataDir: string): boolean => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Makes a new data directory's database (initdb) in a node process of its own, so that the
 * API then opens it as it opens one at a restart. PGlite runs initdb in a second PostgreSQL
 * instance and WebAssembly module inside the process that asks, and that memory stayed: an API
 * that initialised its own directory held 758 MB, one restarted on it 351 MB (decision 064).
 */
export async function initializeDataDir(dataDir: string, settings: string[]): Promise<void> {
  if (hasDatabase(dataDir)) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const args = ['--input-type=module', '-e', INITDB_SCRIPT, pglite, dataDir];
  const child = spawn(process.execPath, [...args, JSON.stringify(settings)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !hasDatabase(dataDir)) {
    throw new Error(`PGlite could not make a database in ${dataDir} (initdb exited with ${code})`);
  }
}
