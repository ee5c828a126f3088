import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { freeTestPort, startServer } from '../helpers/api-server-process';

const SHUTDOWN_TIMEOUT_MS = 1500;

async function listening(child: ChildProcess): Promise<void> {
  let out = '';
  for await (const chunk of child.stdout!) {
    out += chunk;
    if (out.includes('API listening on')) return;
  }
  throw new Error('the API stopped before it listened');
}

/** SIGTERM, then how the process ended and how long it took. */
async function stop(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = performance.now();
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  return { code, ms: performance.now() - started };
}

describe('stopping the API with SIGTERM', { timeout: 180_000 }, () => {
  let dir = '';
  let port = 0;
  const start = async () => {
    const child = startServer({
      DATA_DIR: join(dir, 'pglite'),
      PORT: String(port),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    });
    await listening(child);
    return child;
  };
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bizcard-shutdown-'));
    port = await freeTestPort();
  });
  after(() => rm(dir, { recursive: true, force: true }));

  test('exits at once, status 0, though a browser keeps an idle connection open', async () => {
    const child = await start();
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });
    const { code, ms } = await stop(child);
    agent.destroy();
    assert.equal(code, 0);
    assert.ok(ms < SHUTDOWN_TIMEOUT_MS, `stopped in ${Math.round(ms)} ms`);
  });

  test('a request that never ends holds it no longer than SHUTDOWN_TIMEOUT_MS, then it exits 1', async () => {
    const child = await start();
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    // An upload whose body never comes: in flight until the process gives up on it. Its
    // headers ask for '100 Continue', so the test knows when the server is reading it.
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/auth/login/password HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:8080\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n',
    );
    const [interim] = await once(socket, 'data');
    assert.match(String(interim), /^HTTP\/1\.1 100 Continue/);
    socket.write('{"email":');
    const { code, ms } = await stop(child);
    socket.destroy();
    assert.equal(code, 1);
    assert.ok(ms >= SHUTDOWN_TIMEOUT_MS - 100, `waited ${Math.round(ms)} ms for the request`);
    assert.ok(ms < SHUTDOWN_TIMEOUT_MS + 5000, `but not much longer: ${Math.round(ms)} ms`);
  });
});
