// The end-to-end journeys never run against a product that already serves on their ports.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { E2E_PORTS, portsInUse } from './e2e-ports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function listen(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

test('a port something listens on is reported as in use, and free again once it stops', async () => {
  const server = await listen(0);
  const { port } = server.address();
  assert.deepEqual(await portsInUse([port]), [port]);
  await new Promise((resolve) => server.close(resolve));
  assert.deepEqual(await portsInUse([port]), []);
});

test('with one of their ports taken the journeys refuse with one line before starting anything', async (t) => {
  const inUse = await portsInUse(E2E_PORTS);
  const port = E2E_PORTS.find((p) => !inUse.includes(p));
  if (port === undefined) return t.skip('every end-to-end port is in use on this machine');
  const squatter = await listen(port);
  try {
    const run = spawnSync('npx', ['playwright', 'test', '--list'], {
      cwd: join(root, 'e2e'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, new RegExp(`but ${port} is in use .* stop it and run them again`));
    assert.doesNotMatch(run.stdout, /Listing tests/);
  } finally {
    squatter.close();
  }
});
