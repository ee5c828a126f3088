import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ActivitySummary, UsageReport } from '@bizcard/shared/model';
import { addDays, utcDay } from '../../../src/analytics/utc-days';
import { withScope } from '../../../src/db/database';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, tenantIdOf } from '../../helpers/end-users';
import { CLIENT, SUPER, signInAdmin, signInEndUser } from '../../helpers/session';

const reportUrl = (tenantId: string, report: 'usage' | 'activity', query = '?days=30') =>
  `/api/management/reports/${tenantId}/${report}${query}`;

describe('reports', () => {
  let t: TestApp;
  let superCookie: string;
  let tenantId: string;
  let today: string;
  const ids = new Map<string, string>();

  async function addUser(first: string, active = true): Promise<string> {
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, active)
       VALUES ($1, $2, 'Report', $3, $4) RETURNING id`,
      [tenantId, first, `${first.toLowerCase()}@example.com`, active],
    );
    ids.set(first, rows[0]!.id);
    return rows[0]!.id;
  }

  /** Stores counts of `first`'s card `daysAgo` days before today. */
  async function counts(first: string, daysAgo: number, views: number, saves = 0, scans = 0) {
    await t.app.systemDb.query(
      `INSERT INTO card_daily_counts (end_user_id, tenant_id, day, views, saves, scans)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [ids.get(first), tenantId, addDays(today, -daysAgo), views, saves, scans],
    );
  }

  const get = async <T>(url: string, cookie = superCookie) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    return { status: response.statusCode, body: response.json<T>() };
  };

  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    today = utcDay(t.clock.now());
    tenantId = await createTenant(t.app, 'Report Test');
    for (const first of ['Alice', 'Bob', 'Carol']) await addUser(first);
    await addUser('Dave', false);
    await counts('Alice', 0, 5, 2, 1);
    await counts('Alice', 29, 1);
    await counts('Bob', 3, 7, 0, 4);
    await counts('Dave', 10, 2, 3);
    // The previous 30 days: its last and first day, and one day before it.
    await counts('Carol', 30, 4, 1, 1);
    await counts('Carol', 59, 6);
    await counts('Carol', 60, 100);
  });
  after(() => t.close());

  test('usage: every day of the period, oldest first, zeros where nothing was counted', async () => {
    const { status, body } = await get<UsageReport>(reportUrl(tenantId, 'usage'));
    assert.equal(status, 200);
    assert.equal(body.days, 30);
    assert.equal(body.from, addDays(today, -29));
    assert.equal(body.to, today);
    assert.equal(body.daily.length, 30);
    assert.deepEqual(
      body.daily.map((day) => day.day),
      Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)),
    );
    assert.deepEqual(body.daily[0], { day: addDays(today, -29), views: 1, saves: 0, scans: 0 });
    assert.deepEqual(body.daily[29], { day: today, views: 5, saves: 2, scans: 1 });
    assert.deepEqual(body.daily[28], { day: addDays(today, -1), views: 0, saves: 0, scans: 0 });
    assert.deepEqual(body.totals, { views: 15, saves: 5, scans: 5 });
    assert.deepEqual(body.previous, { views: 10, saves: 1, scans: 1 });
  });

  test('usage over 90 days reaches back 90 days and compares with the 90 before', async () => {
    const { body } = await get<UsageReport>(reportUrl(tenantId, 'usage', '?days=90'));
    assert.equal(body.daily.length, 90);
    assert.equal(body.from, addDays(today, -89));
    assert.deepEqual(body.totals, { views: 125, saves: 6, scans: 6 });
    assert.deepEqual(body.previous, { views: 0, saves: 0, scans: 0 });
  });

  test('a tenant without any count gets every day at zero', async () => {
    const empty = await createTenant(t.app, 'Report Empty');
    const { body } = await get<UsageReport>(reportUrl(empty, 'usage'));
    assert.equal(body.daily.length, 30);
    assert.ok(body.daily.every((day) => day.views + day.saves + day.scans === 0));
    assert.deepEqual(body.totals, { views: 0, saves: 0, scans: 0 });
  });

  test('the period defaults to 30 days; any other than 30 or 90 is a 400', async () => {
    assert.equal((await get<UsageReport>(reportUrl(tenantId, 'usage', ''))).body.days, 30);
    for (const query of ['?days=7', '?days=abc', '?days=30&days=90', '?days=']) {
      for (const report of ['usage', 'activity'] as const) {
        const response = await get<{ message: string }>(reportUrl(tenantId, report, query));
        assert.equal(response.status, 400, query);
        assert.equal(response.body.message, 'days must be 30 or 90');
      }
    }
  });

  test('activity: top cards by views and by saves in the period, none with zero', async () => {
    const { status, body } = await get<ActivitySummary>(reportUrl(tenantId, 'activity'));
    assert.equal(status, 200);
    assert.deepEqual(
      body.top_viewed.map((card) => [card.name, card.views, card.saves]),
      [
        ['Bob Report', 7, 0],
        ['Alice Report', 6, 2],
        ['Dave Report', 2, 3],
      ],
    );
    assert.deepEqual(
      body.top_saved.map((card) => [card.name, card.saves]),
      [
        ['Dave Report', 3],
        ['Alice Report', 2],
      ],
    );
    const bob = body.top_viewed[0]!;
    assert.equal(bob.end_user_id, ids.get('Bob'));
    assert.equal(bob.email, 'bob@example.com');
    assert.match(bob.card_url, /^http:\/\/localhost:8080\/c\/[\w-]+$/);
  });

  test('activity: active cards not viewed in the period, and users whose card does not show', async () => {
    const { body } = await get<ActivitySummary>(reportUrl(tenantId, 'activity'));
    assert.deepEqual(body.never_viewed.count, 1);
    assert.deepEqual(
      body.never_viewed.cards.map((card) => [card.name, card.views]),
      [['Carol Report', 0]],
    );
    assert.deepEqual(body.without_card, {
      count: 1,
      users: [{ end_user_id: ids.get('Dave'), name: 'Dave Report', email: 'dave@example.com' }],
    });
    const wider = await get<ActivitySummary>(reportUrl(tenantId, 'activity', '?days=90'));
    assert.equal(wider.body.never_viewed.count, 0);
  });

  test('activity lists hold the first 10 by name and count them all', async () => {
    const crowd = await createTenant(t.app, 'Report Crowd');
    const names = Array.from({ length: 12 }, (_, i) => `Person${String(i).padStart(2, '0')}`);
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       SELECT $1, name, 'Crowd', lower(name) || '@example.com' FROM unnest($2::text[]) AS name`,
      [crowd, [...names].reverse()],
    );
    const { body } = await get<ActivitySummary>(reportUrl(crowd, 'activity'));
    assert.equal(body.never_viewed.count, 12);
    assert.deepEqual(
      body.never_viewed.cards.map((card) => card.name),
      names.slice(0, 10).map((name) => `${name} Crowd`),
    );
    assert.deepEqual(body.top_viewed, []);
    assert.deepEqual(body.without_card, { count: 0, users: [] });
  });

  test('views counted on the card page show in the usage report after a flush', async () => {
    const tenant = await createTenant(t.app, 'Report Live');
    const { rows } = await t.app.systemDb.query<{ card_slug: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Live', 'Visitor', 'live@example.com') RETURNING card_slug`,
      [tenant],
    );
    const headers = { 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605.1.15' };
    // Three visitors: one visitor's repeats on a day count once (decision 020).
    const visits = [
      ['', '198.51.100.1'],
      ['', '198.51.100.2'],
      ['?src=qr', '198.51.100.3'],
      ['/contact.vcf', '198.51.100.3'],
    ];
    for (const [url, remoteAddress] of visits) {
      await t.app.inject({ url: `/c/${rows[0]!.card_slug}${url}`, headers, remoteAddress });
    }
    await t.app.cardCounter.flush();
    const { body } = await get<UsageReport>(reportUrl(tenant, 'usage'));
    assert.deepEqual(body.totals, { views: 3, saves: 1, scans: 1 });
    assert.deepEqual(body.daily.at(-1), { day: today, views: 3, saves: 1, scans: 1 });
  });

  test("a client admin reads its own tenant's reports and gets 403 for any other", async () => {
    const client = await signInAdmin(t.app, CLIENT);
    const acme = await tenantIdOf(t.app, 'Acme Corporation');
    assert.equal((await get(reportUrl(acme, 'usage'), client)).status, 200);
    assert.equal((await get(reportUrl(acme, 'activity'), client)).status, 200);
    for (const report of ['usage', 'activity'] as const) {
      const denied = await get<{ message: string }>(reportUrl(tenantId, report), client);
      assert.equal(denied.status, 403);
      assert.equal(
        denied.body.message,
        'Access denied: You can only view the reports of your own tenant.',
      );
    }
  });

  test('end users get 403, the signed out 401, and malformed or unknown tenants 404', async () => {
    const endUser = await signInEndUser(t.app);
    assert.equal((await get(reportUrl(tenantId, 'usage'), endUser)).status, 403);
    assert.equal((await get(reportUrl(tenantId, 'usage'), '')).status, 401);
    assert.equal((await get(reportUrl('not-a-uuid', 'usage'))).status, 404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    assert.equal((await get(reportUrl(unknown, 'activity'))).status, 404);
  });

  test("row-level security keeps each tenant's counts to that tenant", async () => {
    const acme = withScope(t.app.db, { tenantId: await tenantIdOf(t.app, 'Acme Corporation') });
    const visible = await acme.query('SELECT 1 FROM card_daily_counts WHERE tenant_id = $1', [
      tenantId,
    ]);
    assert.deepEqual(visible.rows, []);
    const own = withScope(t.app.db, { tenantId });
    const rows = await own.query('SELECT 1 FROM card_daily_counts');
    assert.equal(rows.rows.length, 7);
    await assert.rejects(
      acme.query(
        `INSERT INTO card_daily_counts (end_user_id, tenant_id, day, views)
         VALUES ($1, $2, $3, 1)`,
        [ids.get('Bob'), tenantId, addDays(today, -1)],
      ),
      /row-level security/,
    );
  });
});
