import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root, resolved from this file so the default data folder does not depend on the cwd. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const MEMORY_DATA_DIR = 'memory';

export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR || join(repoRoot, 'data', 'pglite');
}

export function resolveOutboxDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.OUTBOX_DIR) return resolve(env.OUTBOX_DIR);
  const dataDir = resolveDataDir(env);
  if (dataDir === MEMORY_DATA_DIR) return join(repoRoot, 'data', 'outbox');
  return join(dirname(resolve(dataDir)), 'outbox');
}

/** Where the generated secrets key lives when SECRETS_KEY is not set (outside production). */
export function resolveSecretsKeyFile(env: NodeJS.ProcessEnv = process.env): string {
  const dataDir = resolveDataDir(env);
  if (dataDir === MEMORY_DATA_DIR) return join(repoRoot, 'data', 'secrets.key');
  return join(dirname(resolve(dataDir)), 'secrets.key');
}
