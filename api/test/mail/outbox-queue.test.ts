import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { claimMails, enqueueMail, purgeMails } from '../../src/mail/mail-queue-store';
import { build, type TestApp } from '../helpers/build';
import { SUPER } from '../helpers/session';
import { FAST_QUEUE, pause, queueRows } from './mail-queue-helpers';

const LEASE_MS = 300;

const mailTo = (n: number) => ({
  messageId: `<outbox-${n}-${Date.now()}@bizcard.local>`,
  to: `queued${n}@example.com`,
  subject: `Queued ${n}`,
  text: `Queued mail ${n}`,
  html: `<p>Queued mail ${n}</p>`,
});

describe('the mail queue with the default outbox folder', () => {
  let t: TestApp;
  before(async () => {
    t = await build({
      config: { mailQueue: { ...FAST_QUEUE, leaseMs: LEASE_MS, pollMs: 60_000 } },
    });
  });
  after(() => t.close());

  test('a magic link is in the outbox as soon as the request is done, and its body is not kept', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SUPER.email },
    });
    assert.equal(response.statusCode, 200);
    const [mail] = await t.mailsTo(SUPER.email);
    assert.ok(mail?.links.some((link) => link.includes('/auth/callback?token=')));
    const row = (await queueRows(t.app)).find((queued) => queued.recipient === SUPER.email);
    assert.ok(row?.sent_at);
    assert.equal(row?.attempts, 1);
    assert.equal(row?.body_text, '');
    assert.match(row?.message_id ?? '', /^<[\w-]+@bizcard\.local>$/);
  });

  test('no tenant scope, nor the unscoped role, sees a queued mail', async () => {
    await enqueueMail(t.app.systemDb, mailTo(1));
    const { rows } = await t.app.systemDb.query<{ id: string }>('SELECT id FROM tenants LIMIT 1');
    const tenantId = rows[0]?.id ?? '';
    const count = 'SELECT count(*)::int AS n FROM mail_queue';
    const scoped = await t.app.db.transaction((tx) => tx.query<{ n: number }>(count), { tenantId });
    assert.equal(scoped.rows[0]?.n, 0);
    assert.equal((await t.app.db.query<{ n: number }>(count)).rows[0]?.n, 0);
    await assert.rejects(
      t.app.db.transaction((tx) => enqueueMail(tx, mailTo(2)), { tenantId }),
      /row-level security/,
    );
    assert.ok(((await t.app.systemDb.query<{ n: number }>(count)).rows[0]?.n ?? 0) >= 2);
    await t.app.mailer.deliverDue();
  });

  test('a claim takes at most its batch, and a mail claimed by a process that died is sent after the lease', async () => {
    for (let n = 10; n < 13; n += 1) await enqueueMail(t.app.systemDb, mailTo(n));
    // A process that claimed two of them and was killed before sending.
    const claimed = await claimMails(t.app.systemDb, 2, LEASE_MS);
    assert.equal(claimed.length, 2);
    await t.app.mailer.deliverDue();
    assert.equal((await t.mailsTo(claimed[0]?.to ?? '')).length, 0, 'held by the lease');
    assert.equal((await t.mailsTo('queued12@example.com')).length, 1, 'the one not claimed');
    await pause(LEASE_MS + 100);
    await t.app.mailer.deliverDue();
    for (const mail of claimed) assert.equal((await t.mailsTo(mail.to)).length, 1);
  });

  test('sent mails are deleted after the retention, waiting ones never', async () => {
    await enqueueMail(t.app.systemDb, { ...mailTo(20), to: 'waiting@example.com' });
    await t.app.systemDb.query(
      `UPDATE mail_queue SET next_attempt_at = now() + interval '1 day'
        WHERE recipient = 'waiting@example.com'`,
    );
    await t.app.systemDb.query(
      `UPDATE mail_queue SET sent_at = now() - interval '8 days' WHERE sent_at IS NOT NULL`,
    );
    const sentBefore = (await queueRows(t.app)).filter((row) => row.sent_at).length;
    assert.ok(sentBefore > 0);
    assert.equal(await purgeMails(t.app.systemDb, 7), sentBefore);
    const left = await queueRows(t.app);
    assert.deepEqual(
      left.map((row) => row.recipient),
      ['waiting@example.com'],
    );
  });
});
