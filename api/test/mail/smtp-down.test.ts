import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { build, type TestApp } from '../helpers/build';
import { freePort } from '../helpers/free-port';
import { CLIENT, SUPER } from '../helpers/session';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';
import { FAST_QUEUE, metric, pause, queueRows, waitFor } from './mail-queue-helpers';

describe('mail while the SMTP server is away', () => {
  let t: TestApp | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await t?.close();
    await sink?.close();
    t = undefined;
    sink = undefined;
  });

  async function appOnSmtp(port: number): Promise<TestApp> {
    return build({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailQueue: FAST_QUEUE } });
  }

  test('a magic link asked for while the server is down is answered at once, queued, and delivered once when it returns', async () => {
    const port = await freePort();
    t = await appOnSmtp(port);
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SUPER.email },
    });
    const answeredMs = Date.now() - started;
    assert.equal(response.statusCode, 200);
    assert.ok(answeredMs < 2000, `answered in ${answeredMs} ms`);
    await t.app.backgroundIdle();

    const [queued] = await queueRows(t.app);
    assert.equal(queued?.recipient, SUPER.email);
    assert.equal(queued?.sent_at, null);
    assert.ok((queued?.attempts ?? 0) >= 1);
    assert.match(queued?.last_error ?? '', /ECONNREFUSED|connect/i);
    assert.equal(await metric(t.app, 'bizcard_mail_queue_mails'), 1);
    assert.ok((await metric(t.app, 'bizcard_mail_queue_oldest_seconds')) >= 0);

    sink = await startSmtpSink(port);
    const received = sink.received;
    await waitFor('the queued magic link', () => received.length > 0);
    // Several more polls and retries' worth of time: still exactly one copy.
    await pause(1500);
    assert.equal(received.length, 1);
    const [mail] = received;
    assert.equal(mail?.to, SUPER.email);
    assert.match(mail?.raw ?? '', /auth\/callback\?token=/);
    const [sent] = await queueRows(t.app);
    assert.equal(mail?.messageId, sent?.message_id);
    assert.ok(sent?.sent_at, 'marked sent');
    assert.equal(sent?.body_text, '', 'the link and its token are not kept once sent');
    assert.equal(await metric(t.app, 'bizcard_mail_queue_mails'), 0);
    assert.equal(await metric(t.app, 'bizcard_mail_queue_oldest_seconds'), 0);
  });

  test('a reset mail answered 451 twice is retried after growing waits and delivered once', async () => {
    const port = await freePort();
    sink = await startSmtpSink(port, { temporaryFailures: 2 });
    t = await appOnSmtp(port);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: CLIENT.email },
    });
    assert.equal(response.statusCode, 200);
    const { received, refusedAt } = sink;
    await waitFor('the reset mail', () => received.length > 0);
    await pause(1500);
    assert.equal(received.length, 1);
    assert.equal(refusedAt.length, 2);
    const [first = 0, second = 0] = refusedAt;
    const deliveredAt = received[0]?.at ?? 0;
    // Equal jitter: at least half the doubled wait (200 ms, then 400 ms) each time.
    assert.ok(second - first >= FAST_QUEUE.retryBaseMs / 2, `first wait ${second - first} ms`);
    assert.ok(
      deliveredAt - second >= FAST_QUEUE.retryBaseMs,
      `second wait ${deliveredAt - second} ms`,
    );
    const [row] = await queueRows(t.app);
    assert.equal(row?.attempts, 3);
    assert.ok(row?.sent_at);
    assert.equal(received[0]?.messageId, row?.message_id);
  });
});
