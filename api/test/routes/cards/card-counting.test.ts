import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';

const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Counts {
  views: number;
  saves: number;
  scans: number;
}

describe('card counting', () => {
  let t: TestApp;
  let userId: string;
  let slug: string;
  before(async () => {
    t = await build();
    const tenantId = await createTenant(t.app, 'Counting Test');
    const { rows } = await t.app.systemDb.query<{ id: string; card_slug: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Casey', 'Counted', 'casey@example.com') RETURNING id, card_slug`,
      [tenantId],
    );
    userId = rows[0]!.id;
    slug = rows[0]!.card_slug;
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.cardCounter.flush();
    await t.app.systemDb.query('DELETE FROM card_daily_counts WHERE end_user_id = $1', [userId]);
  });

  const visit = (path: string, options: Partial<InjectOptions> = {}) =>
    t.app.inject({
      ...options,
      url: `/c/${slug}${path}`,
      headers: { 'user-agent': PHONE_BROWSER, ...options.headers },
    });

  /** What is stored for the card after a flush, across all days. */
  async function stored(): Promise<Counts> {
    await t.app.cardCounter.flush();
    const { rows } = await t.app.systemDb.query<Counts>(
      `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(saves), 0)::int AS saves,
              coalesce(sum(scans), 0)::int AS scans
         FROM card_daily_counts WHERE end_user_id = $1`,
      [userId],
    );
    return rows[0]!;
  }

  test('a visit of the card page counts a view on its UTC day', async () => {
    assert.equal((await visit('')).statusCode, 200);
    assert.deepEqual(await stored(), { views: 1, saves: 0, scans: 0 });
    const { rows } = await t.app.systemDb.query<{ day: string; tenant_id: string }>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM card_daily_counts WHERE end_user_id = $1",
      [userId],
    );
    assert.deepEqual(rows, [{ day: t.clock.now().toISOString().slice(0, 10) }]);
  });

  test('nothing reaches the database before a flush', async () => {
    await visit('');
    const { rows } = await t.app.systemDb.query(
      'SELECT 1 FROM card_daily_counts WHERE end_user_id = $1',
      [userId],
    );
    assert.deepEqual(rows, []);
    assert.equal(t.app.cardCounter.pendingSize, 1);
  });

  test('a vCard download counts a save', async () => {
    assert.equal((await visit('/contact.vcf')).statusCode, 200);
    assert.deepEqual(await stored(), { views: 0, saves: 1, scans: 0 });
  });

  test('a visit from the QR code or the NFC chip counts a scan and a view', async () => {
    await visit('?src=qr', { remoteAddress: '198.51.100.1' });
    await visit('?src=nfc', { remoteAddress: '198.51.100.2' });
    await visit('?src=newsletter', { remoteAddress: '198.51.100.3' });
    assert.deepEqual(await stored(), { views: 3, saves: 0, scans: 2 });
    // The owner's figures tell the NFC chip's taps apart (decision 059).
    const { rows } = await t.app.systemDb.query<{ taps: number }>(
      'SELECT coalesce(sum(taps), 0)::int AS taps FROM card_daily_counts WHERE end_user_id = $1',
      [userId],
    );
    assert.deepEqual(rows, [{ taps: 1 }]);
  });

  test('the QR image itself counts nothing: it is shown in lists and on Your card', async () => {
    assert.equal((await visit('/qr.png')).statusCode, 200);
    assert.deepEqual(await stored(), { views: 0, saves: 0, scans: 0 });
  });

  test('a revalidation answered 304 counts a view, and the page stays cacheable', async () => {
    const first = await visit('', { remoteAddress: '198.51.100.5' });
    assert.equal(first.headers['cache-control'], 'public, no-cache');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    // Another visitor whose browser holds the page (one visitor's repeats count once a day).
    const again = await visit('', {
      headers: { 'if-none-match': etag },
      remoteAddress: '198.51.100.4',
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers['cache-control'], 'public, no-cache');
    assert.deepEqual(await stored(), { views: 2, saves: 0, scans: 0 });
  });

  test('bots, link previews, prefetches and HEAD requests count nothing', async () => {
    const agents = ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'WhatsApp/2.23.20.0 A'];
    for (const agent of agents) {
      assert.equal((await visit('', { headers: { 'user-agent': agent } })).statusCode, 200);
      await visit('/contact.vcf', { headers: { 'user-agent': agent } });
    }
    await visit('?src=qr', { headers: { 'sec-purpose': 'prefetch' } });
    await visit('', { headers: { purpose: 'prefetch' } });
    await visit('', { headers: { 'x-moz': 'prefetch' } });
    assert.equal((await visit('', { method: 'HEAD' })).statusCode, 200);
    assert.deepEqual(await stored(), { views: 0, saves: 0, scans: 0 });
  });

  test('unknown and removed cards count nothing and still answer 404 and 410', async () => {
    const unknown = await t.app.inject({
      url: '/c/AAAAAAAAAAAA',
      headers: { 'user-agent': PHONE_BROWSER },
    });
    assert.equal(unknown.statusCode, 404);
    await t.app.systemDb.query('UPDATE end_users SET active = false WHERE id = $1', [userId]);
    try {
      assert.equal((await visit('')).statusCode, 410);
    } finally {
      await t.app.systemDb.query('UPDATE end_users SET active = true WHERE id = $1', [userId]);
    }
    assert.equal(t.app.cardCounter.pendingSize, 0);
  });
});

describe('card counting turned off (CARD_COUNTING=off)', () => {
  let t: TestApp;
  before(async () => {
    t = await build({ config: { cardCounting: false } });
  });
  after(() => t.close());

  test('serves the card page and counts nothing', async () => {
    const { rows } = await t.app.systemDb.query<{ card_slug: string }>(
      'SELECT card_slug FROM end_users WHERE active LIMIT 1',
    );
    const response = await t.app.inject({
      url: `/c/${rows[0]!.card_slug}?src=qr`,
      headers: { 'user-agent': PHONE_BROWSER },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(t.app.cardCounter.pendingSize, 0);
  });
});
