import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DashboardFigures } from '@bizcard/shared/model';
import { addDays, utcDay } from '../../../src/analytics/utc-days';
import { recordFixtures } from '../../helpers/audit-log';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, tenantIdOf } from '../../helpers/end-users';
import { CLIENT, SUPER, signInAdmin, signInEndUser } from '../../helpers/session';

const DASHBOARD = '/api/management/dashboard';

describe('dashboard', () => {
  let t: TestApp;
  let today: string;
  let acmeId: string;
  let otherId: string;

  const scalar = async (sql: string, params: unknown[] = []) =>
    (await t.app.systemDb.query<{ n: number }>(sql, params)).rows[0]!.n;

  async function addCard(tenantId: string, first: string, active = true) {
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, active)
       VALUES ($1, $2, 'Dash', $3, $4) RETURNING id`,
      [tenantId, first, `${first.toLowerCase()}.dash@example.com`, active],
    );
    return rows[0]!.id;
  }

  async function counts(
    tenantId: string,
    userId: string,
    daysAgo: number,
    views: number,
    saves = 0,
  ) {
    await t.app.systemDb.query(
      `INSERT INTO card_daily_counts (end_user_id, tenant_id, day, views, saves, scans)
       VALUES ($1, $2, $3, $4, $5, 0)`,
      [userId, tenantId, addDays(today, -daysAgo), views, saves],
    );
  }

  /** An entry of `tenantId`, dated `minutesAhead` minutes after now: newer than any other. */
  const entry = (tenantId: string, minutesAhead: number, message: string) =>
    recordFixtures(t.app, [
      {
        tenantId,
        actor: 'ann@example.com',
        actorKind: 'client_admin',
        action: 'end_user.update',
        message,
        at: new Date(Date.now() + minutesAhead * 60_000).toISOString(),
      },
    ]);

  const figures = async (cookie: string) => {
    const response = await t.app.inject({ url: DASHBOARD, headers: { cookie } });
    return { status: response.statusCode, body: response.json<DashboardFigures>() };
  };

  before(async () => {
    t = await build();
    today = utcDay(t.clock.now());
    acmeId = await tenantIdOf(t.app, 'Acme Corporation');
    otherId = await createTenant(t.app, 'Dashboard Other');
    const ann = await addCard(acmeId, 'Ann');
    await addCard(acmeId, 'Gone', false);
    const olaf = await addCard(otherId, 'Olaf');
    await counts(acmeId, ann, 0, 5, 2);
    await counts(acmeId, ann, 35, 3);
    await counts(otherId, olaf, 1, 7, 1);
    await counts(otherId, olaf, 40, 4);
    for (let i = 0; i < 4; i++) await entry(acmeId, 10 - i, `Acme change ${i}`);
    await entry(otherId, 11, 'Other change');
  });
  after(() => t.close());

  test("a super admin's figures are of every tenant: tenants, active cards, views with the 30 days before, the latest entries", async () => {
    const { status, body } = await figures(await signInAdmin(t.app, SUPER));
    assert.equal(status, 200);
    assert.equal(body.tenant, null);
    assert.equal(body.tenants, await scalar('SELECT count(*)::int AS n FROM tenants'));
    assert.equal(
      body.active_cards,
      await scalar('SELECT count(*)::int AS n FROM end_users WHERE active'),
    );
    assert.equal(body.from, addDays(today, -29));
    assert.equal(body.to, today);
    assert.equal(body.daily.length, 30);
    assert.deepEqual(body.daily[29], { day: today, views: 5, saves: 2, scans: 0 });
    assert.deepEqual(body.totals, { views: 12, saves: 3, scans: 0 });
    assert.deepEqual(body.previous, { views: 7, saves: 0, scans: 0 });
    assert.equal(body.recent.length, 5);
    const times = body.recent.map((entry) => entry.at);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.deepEqual(
      body.recent.slice(0, 3).map((entry) => entry.message),
      ['Other change', 'Acme change 0', 'Acme change 1'],
    );
  });

  test("a client admin's figures are of their own tenant only", async () => {
    const { status, body } = await figures(await signInAdmin(t.app, CLIENT));
    assert.equal(status, 200);
    assert.deepEqual(body.tenant, { id: acmeId, name: 'Acme Corporation' });
    assert.equal(body.tenants, null);
    assert.equal(
      body.active_cards,
      await scalar('SELECT count(*)::int AS n FROM end_users WHERE active AND tenant_id = $1', [
        acmeId,
      ]),
    );
    assert.deepEqual(body.totals, { views: 5, saves: 2, scans: 0 });
    assert.deepEqual(body.previous, { views: 3, saves: 0, scans: 0 });
    assert.deepEqual(
      body.recent.slice(0, 2).map((entry) => entry.message),
      ['Acme change 0', 'Acme change 1'],
    );
    assert.ok(body.recent.every((entry) => entry.tenant_id === acmeId));
  });

  test('end users and strangers get no dashboard', async () => {
    const endUser = await t.app.inject({
      url: DASHBOARD,
      headers: { cookie: await signInEndUser(t.app) },
    });
    assert.equal(endUser.statusCode, 403);
    assert.equal((await t.app.inject({ url: DASHBOARD })).statusCode, 401);
  });
});
