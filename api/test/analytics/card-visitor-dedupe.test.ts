import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { UsageReport } from '@bizcard/shared/model';
import { addCardVisits } from '../../src/analytics/card-count-store';
import { CardCounter } from '../../src/analytics/card-counter';
import { addressHashKey } from '../../src/db/address-hash-keys';
import { build, type TestApp } from '../helpers/build';
import { createTenant } from '../helpers/end-users';
import { SUPER, signInAdmin } from '../helpers/session';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ADDRESS = '198.51.100.23';

interface Counts {
  views: number;
  saves: number;
  scans: number;
}

describe('card analytics count each visitor once a day', () => {
  let t: TestApp;
  let tenantId: string;
  let userId: string;
  let slug: string;
  let cookie: string;

  before(async () => {
    t = await build();
    tenantId = await createTenant(t.app, 'Visitor Test');
    const { rows } = await t.app.systemDb.query<{ id: string; card_slug: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Vera', 'Visited', 'vera@example.com') RETURNING id, card_slug`,
      [tenantId],
    );
    userId = rows[0]!.id;
    slug = rows[0]!.card_slug;
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());
  // This process remembers the visitors it wrote: each test visits with addresses of its own.
  beforeEach(async () => {
    await t.app.cardCounter.flush();
    for (const table of ['card_daily_counts', 'card_visits', 'card_filtered_counts']) {
      await t.app.systemDb.query(`DELETE FROM ${table} WHERE tenant_id = $1`, [tenantId]);
    }
    // Each test starts in a minute of its own, so no address is over the rate already.
    t.clock.advance(60 * 1000);
  });

  const visit = (path: string, remoteAddress = ADDRESS, userAgent = BROWSER) =>
    t.app.inject({ url: `/c/${slug}${path}`, remoteAddress, headers: { 'user-agent': userAgent } });

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

  async function filteredInReports(): Promise<number> {
    const response = await t.app.inject({
      url: `/api/management/reports/${tenantId}/usage?days=30`,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200);
    return response.json<UsageReport>().filtered;
  }

  test('500 scans with a browser user agent from one address count one view and one scan', async () => {
    for (let i = 0; i < 500; i++) assert.equal((await visit('?src=qr')).statusCode, 200);
    assert.deepEqual(await stored(), { views: 1, saves: 0, scans: 1 });
    assert.equal(await filteredInReports(), 499);
  });

  test('two visitors count two views, and a save counts apart from the views', async () => {
    await visit('', '198.51.100.24');
    await visit('', '198.51.100.25');
    await visit('', '198.51.100.25', `${BROWSER} Edg/126.0`);
    await visit('/contact.vcf', '198.51.100.25');
    await visit('/contact.vcf', '198.51.100.25');
    assert.deepEqual(await stored(), { views: 3, saves: 1, scans: 0 });
    assert.equal(await filteredInReports(), 1);
  });

  test('a flood from one address counts nothing beyond 60 a minute, and Reports say how many were filtered', async () => {
    for (let i = 0; i < 500; i++) await visit('', ADDRESS, `${BROWSER} ${i}`);
    assert.deepEqual(await stored(), { views: 60, saves: 0, scans: 0 });
    assert.equal(await filteredInReports(), 440);
  });

  test('a visitor another API process counted already is a repeat here too', async () => {
    const address = '198.51.100.40';
    await visit('', address);
    assert.deepEqual(await stored(), { views: 1, saves: 0, scans: 0 });
    const otherProcess = new CardCounter({
      write: (batch) => addCardVisits(t.app.systemDb, batch),
      hashKey: (day) => addressHashKey(t.app.systemDb, 'card-visitor', day),
      perAddressPerMinute: 60,
      log: { error: () => {}, warn: () => {} },
    });
    const day = t.clock.now().toISOString().slice(0, 10);
    otherProcess.count(
      { endUserId: userId, day, event: 'view', address, userAgent: BROWSER },
      t.clock.now().getTime(),
    );
    await otherProcess.flush();
    assert.deepEqual(await stored(), { views: 1, saves: 0, scans: 0 });
    assert.equal(await filteredInReports(), 1);
  });

  test('neither the address nor the user agent is stored', async () => {
    await visit('?src=nfc', '198.51.100.50');
    await t.app.cardCounter.flush();
    const { rows } = await t.app.systemDb.query(
      'SELECT * FROM card_visits WHERE end_user_id = $1',
      [userId],
    );
    // A tap is a view, a scan and a tap (decision 059).
    assert.equal(rows.length, 3);
    const text = JSON.stringify(rows);
    assert.ok(!text.includes('198.51.100.50') && !text.includes('Chrome'), text);
  });
});
