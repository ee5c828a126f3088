import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  REMOTE_LOAD_REPORTS_PER_IP,
  TOO_MANY_REPORTS,
} from '../../../src/routes/client-errors/report-throttle';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, signInAdmin } from '../../helpers/session';

const URL = '/api/client-errors/remote-load';

const report = {
  remote: 'mfe_tenants',
  url: 'http://localhost:8081/0.1.0+abc1234/mf-manifest.json',
  version: '0.1.0+abc1234',
  message: 'ScriptNetworkError: Failed to load script resources',
};

interface LogLine {
  level: number;
  msg: string;
  userId: string | null;
  remoteLoadFailure?: typeof report;
}

const WARN = 40;

describe('POST /api/client-errors/remote-load', () => {
  let t: TestApp;
  let logLines: LogLine[] = [];
  // Each test reports from its own address, so the rate limit of one never spills into another.
  let address = 0;
  const nextAddress = () => `203.0.113.${++address}`;

  const send = (payload: unknown, ip = nextAddress(), headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      payload: payload as object,
      remoteAddress: ip,
      headers,
    });

  before(async () => {
    const logs = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)) as LogLine);
        done();
      },
    });
    t = await build({ logger: { level: 'warn', stream: logs } });
  });
  beforeEach(() => {
    logLines = [];
  });
  after(() => t.close());

  const reportsLogged = () => logLines.filter((line) => line.remoteLoadFailure);

  test('a report without a session is answered 204 and logged at warn with its URL and version', async () => {
    const response = await send(report);
    assert.equal(response.statusCode, 204, response.body);
    assert.equal(response.body, '');
    const [line, ...others] = reportsLogged();
    assert.deepEqual(others, []);
    assert.equal(line?.level, WARN);
    assert.deepEqual(line?.remoteLoadFailure, report);
    assert.equal(line?.userId, null);
    assert.equal(
      line?.msg,
      'remote mfe_tenants 0.1.0+abc1234 failed to load from http://localhost:8081/0.1.0+abc1234/mf-manifest.json',
    );
  });

  test("a signed-in reporter's user id goes into the log line", async () => {
    const cookie = await signInAdmin(t.app, SUPER);
    const me = await t.app.inject({ url: '/api/auth/validate', headers: { cookie } });
    const userId = (me.json() as { user: { id: string } }).user.id;
    const response = await send(report, nextAddress(), { cookie });
    assert.equal(response.statusCode, 204, response.body);
    assert.equal(reportsLogged()[0]?.userId, userId);
  });

  test('a body missing a field or carrying an unknown one is a 400 that says what is wrong', async () => {
    const missing = await send({ ...report, version: undefined });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { message: 'Version is required' });

    const tooLong = await send({ ...report, remote: 'x'.repeat(101) });
    assert.equal(tooLong.statusCode, 400);
    assert.deepEqual(tooLong.json(), { message: 'Remote must be at most 100 characters' });

    const extra = await send({ ...report, cookie: 'sid=stolen' });
    assert.equal(extra.statusCode, 400);
    assert.deepEqual(extra.json(), {
      message: 'A report has exactly the fields remote, url, version and message',
    });
    assert.deepEqual(reportsLogged(), []);
  });

  test('a body over 8 KB is refused with 413 before anything is logged', async () => {
    const response = await send({ ...report, message: 'x'.repeat(9 * 1024) });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { message: 'Request body is too large' });
    assert.deepEqual(reportsLogged(), []);
  });

  test('one address sending more than the limit gets 429 with Retry-After; others still report', async () => {
    const flooding = nextAddress();
    for (let sent = 0; sent < REMOTE_LOAD_REPORTS_PER_IP; sent += 1) {
      assert.equal((await send(report, flooding)).statusCode, 204);
    }
    const refused = await send(report, flooding);
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { message: TOO_MANY_REPORTS });
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal(reportsLogged().length, REMOTE_LOAD_REPORTS_PER_IP);

    assert.equal((await send(report, nextAddress())).statusCode, 204);
    t.clock.advance(10 * 60 * 1000 + 1);
    assert.equal((await send(report, flooding)).statusCode, 204);
  });
});
