import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ARGS = [
  '--import',
  'tsx',
  'api/src/db/create-super-admin.ts',
  'ops@example.com',
  'Ada',
  'Ops',
];

/** `npm run create-super-admin` with exactly `env` (plus PATH), from the repository's root. */
function createSuperAdmin(env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ARGS,
      { cwd: ROOT, env: { PATH: process.env.PATH, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('create-super-admin in production', { timeout: 90_000 }, () => {
  test('refuses, as the server does, when neither DATABASE_URL nor DATA_DIR is set', async () => {
    const { code, stdout, stderr } = await createSuperAdmin({ NODE_ENV: 'production' });
    assert.equal(code, 78);
    assert.equal(stdout, '');
    assert.equal(
      stderr,
      'Production mode (NODE_ENV=production) cannot create a super admin: DATABASE_URL (a PostgreSQL server) or DATA_DIR (where the embedded database keeps its data) must be set.\n',
    );
  });

  test('creates the admin in the database DATA_DIR names', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bizcard-super-admin-'));
    try {
      const dataDir = join(dir, 'pglite');
      const { code, stdout } = await createSuperAdmin({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
      });
      assert.equal(code, 0);
      assert.match(stdout, /^Super admin ops@example\.com created\./);
      assert.ok(existsSync(dataDir));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
