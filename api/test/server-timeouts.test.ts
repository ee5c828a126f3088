import assert from 'node:assert/strict';
import http from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_SERVER_TIMEOUTS } from '../src/server-timeouts';
import { build, type TestApp } from './helpers/build';
import { SUPER } from './helpers/session';

const SLOW_SOCKETS = 200;
const DRIP_MS = 1000;
const WATCH_MS = 5000;
// Short deadlines, so that the test sees slow clients dropped within its few seconds.
const TIMEOUTS = { headersMs: 1500, requestMs: 3000, keepAliveMs: 1000 };
const LOGIN = JSON.stringify({ email: SUPER.email, password: SUPER.password });

interface SlowClient {
  socket: Socket;
  opened: number;
  /** When the server ended the connection (ms after it opened), or null while it is open. */
  closedAfter: number | null;
  answer: string;
}

/** A client that sends `prefix`, then `drip` one byte a second, for as long as it is let. */
function slowClient(port: number, prefix: string, drip: string): SlowClient {
  const client: SlowClient = {
    socket: connect(port, '127.0.0.1'),
    opened: Date.now(),
    closedAfter: null,
    answer: '',
  };
  let sent = 0;
  const timer = setInterval(() => {
    if (!client.socket.destroyed && drip) client.socket.write(drip[sent++ % drip.length]!);
  }, DRIP_MS);
  client.socket.write(prefix);
  client.socket.on('data', (chunk) => {
    client.answer += String(chunk);
  });
  client.socket.on('error', () => undefined);
  client.socket.on('close', () => {
    clearInterval(timer);
    client.closedAfter ??= Date.now() - client.opened;
  });
  return client;
}

/** A request on a connection of its own: its status and how long it took to answer. */
function timed(port: number, path: string, body?: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: body ? 'POST' : 'GET',
        path,
        agent: false,
        timeout: 10_000,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: Date.now() - started }),
        );
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0, ms: Date.now() - started }));
    request.end(body);
  });
}

const signIn = (port: number) => timed(port, '/api/auth/login/password', LOGIN);
const health = (port: number) => timed(port, '/api/health');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  const clients: SlowClient[] = [];

  before(async () => {
    t = await build({ config: { serverTimeouts: TIMEOUTS } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(async () => {
    for (const client of clients) client.socket.destroy();
    await t.close();
  });

  test('the API sets header, request and keep-alive deadlines on its server', async () => {
    const plain = await build();
    try {
      assert.equal(plain.app.server.headersTimeout, DEFAULT_SERVER_TIMEOUTS.headersMs);
      assert.equal(plain.app.server.requestTimeout, DEFAULT_SERVER_TIMEOUTS.requestMs);
      assert.equal(plain.app.server.keepAliveTimeout, DEFAULT_SERVER_TIMEOUTS.keepAliveMs);
    } finally {
      await plain.close();
    }
  });

  test(`${SLOW_SOCKETS} connections sending a byte a second are dropped, and sign-ins answer within 1 s meanwhile`, {
    timeout: 30_000,
  }, async () => {
    // Warm up (the first sign-in makes the dummy hash), then time sign-ins without slow clients.
    await signIn(port);
    const baseline = [await signIn(port), await signIn(port)];
    const baselineSignIn = Math.max(...baseline.map((answer) => answer.ms));
    const headerLine = 'X-Slow: yes\r\n';
    for (let i = 0; i < SLOW_SOCKETS / 2; i++) {
      // Headers that never end.
      clients.push(
        slowClient(port, 'POST /api/auth/login/password HTTP/1.1\r\nHost: api\r\n', headerLine),
      );
      // Complete headers, then a body that never ends.
      clients.push(
        slowClient(
          port,
          'POST /api/auth/login/password HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
          'a',
        ),
      );
    }
    const signIns: Array<{ status: number; ms: number }> = [];
    const healthChecks: Array<{ status: number; ms: number }> = [];
    const watchUntil = Date.now() + WATCH_MS;
    const watchHealth = (async () => {
      while (Date.now() < watchUntil) {
        healthChecks.push(await health(port));
        await sleep(100);
      }
    })();
    while (Date.now() < watchUntil || signIns.length < 3) {
      signIns.push(await signIn(port));
      await sleep(200);
    }
    await watchHealth;

    // A sign-in hashes the password (scrypt, 128 MiB: 0.4 s on an idle core, more on a busy
    // machine): within 1 s on an idle machine, and never more than twice its time without
    // slow clients on a busy one.
    const signInBudget = Math.max(1000, 2 * baselineSignIn);
    for (const answer of signIns) {
      assert.equal(answer.status, 200);
      assert.ok(
        answer.ms < signInBudget,
        `a sign-in took ${answer.ms} ms (budget ${signInBudget})`,
      );
    }
    assert.ok(healthChecks.length >= 10, `${healthChecks.length} health checks`);
    for (const answer of healthChecks) {
      assert.equal(answer.status, 200);
      assert.ok(answer.ms < 1000, `a health check took ${answer.ms} ms`);
    }
    const headerClients = clients.filter((_, i) => i % 2 === 0);
    const bodyClients = clients.filter((_, i) => i % 2 === 1);
    // Node checks the deadlines every headersMs / 4 at most: a little past each one (and the
    // test machine may be busy).
    for (const client of headerClients) {
      assert.ok(client.closedAfter !== null, 'a connection with endless headers is still open');
      assert.ok(
        client.closedAfter < TIMEOUTS.headersMs + 1500,
        `closed after ${client.closedAfter} ms`,
      );
      assert.match(client.answer, /^HTTP\/1\.1 408/);
    }
    for (const client of bodyClients) {
      assert.ok(client.closedAfter !== null, 'a connection with an endless body is still open');
      assert.ok(
        client.closedAfter < TIMEOUTS.requestMs + 1500,
        `closed after ${client.closedAfter} ms`,
      );
    }
  });

  test('an idle connection is closed after the keep-alive deadline', async () => {
    const client = slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: api\r\n\r\n', '');
    clients.push(client);
    let answeredAfter = 0;
    client.socket.once('data', () => {
      answeredAfter = Date.now() - client.opened;
    });
    // Node closes an idle connection within a second past the deadline.
    for (
      let waited = 0;
      client.closedAfter === null && waited < TIMEOUTS.keepAliveMs + 3000;
      waited += 100
    ) {
      await sleep(100);
    }
    assert.match(client.answer, /^HTTP\/1\.1 200/);
    assert.ok(client.closedAfter !== null, 'the idle connection is still open');
    const idle = client.closedAfter - answeredAfter;
    assert.ok(
      idle >= TIMEOUTS.keepAliveMs - 100 && idle < TIMEOUTS.keepAliveMs + 2000,
      `idle for ${idle} ms`,
    );
  });
});
