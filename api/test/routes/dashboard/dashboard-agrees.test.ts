import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  ActivitySummary,
  AuditLogPage,
  CardCounts,
  DashboardFigures,
  UsageReport,
} from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import {
  blankEndUserFields,
  createTenant,
  manyUsersCsv,
  tenantIdOf,
  uploadCsv,
  usersUrl,
} from '../../helpers/end-users';
import { CLIENT, SUPER, signInAdmin } from '../../helpers/session';

const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const addCounts = (a: CardCounts, b: CardCounts): CardCounts => ({
  views: a.views + b.views,
  saves: a.saves + b.saves,
  scans: a.scans + b.scans,
});

/**
 * The Dashboard keeps its figures per tenant as cards are counted and users written (migration
 * 024): after every kind of write they must still be what Reports and Logs say.
 */
describe('the dashboard agrees with reports and logs', () => {
  let t: TestApp;
  let superCookie: string;
  let clientCookie: string;
  let acme: string;
  let other: string;
  let visitors = 0;

  const get = async <T>(url: string, cookie = superCookie) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json<T>();
  };

  const tenantIds = async () =>
    (await t.app.systemDb.query<{ id: string }>('SELECT id FROM tenants ORDER BY id')).rows.map(
      (row) => row.id,
    );

  const userCount = async (tenantId: string) =>
    (
      await t.app.systemDb.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM end_users WHERE tenant_id = $1',
        [tenantId],
      )
    ).rows[0]!.n;

  /** What Reports say of a tenant: its usage, and its cards that show (users less those without). */
  async function reportOf(tenantId: string, cookie: string) {
    const usage = await get<UsageReport>(`/api/management/reports/${tenantId}/usage`, cookie);
    const activity = await get<ActivitySummary>(
      `/api/management/reports/${tenantId}/activity`,
      cookie,
    );
    return { usage, cards: (await userCount(tenantId)) - activity.without_card.count };
  }

  async function assertAgrees(): Promise<void> {
    await t.app.cardCounter.flush();
    // The client admin: their tenant's figures are its Reports and Logs.
    const mine = await get<DashboardFigures>('/api/management/dashboard', clientCookie);
    const report = await reportOf(acme, clientCookie);
    assert.deepEqual(mine.daily, report.usage.daily);
    assert.deepEqual(mine.totals, report.usage.totals);
    assert.deepEqual(mine.previous, report.usage.previous);
    assert.equal(mine.active_cards, report.cards);
    const logs = await get<AuditLogPage>('/api/management/logs?page=1&page_size=5', clientCookie);
    assert.deepEqual(mine.recent, logs.entries);
    // The super admin: every tenant's Reports added up, and every tenant's Logs.
    const all = await get<DashboardFigures>('/api/management/dashboard');
    const ids = await tenantIds();
    assert.equal(all.tenants, ids.length);
    let cards = 0;
    let totals: CardCounts = { views: 0, saves: 0, scans: 0 };
    let previous: CardCounts = { views: 0, saves: 0, scans: 0 };
    let daily = all.daily.map((day) => ({ day: day.day, views: 0, saves: 0, scans: 0 }));
    for (const id of ids) {
      const each = await reportOf(id, superCookie);
      cards += each.cards;
      totals = addCounts(totals, each.usage.totals);
      previous = addCounts(previous, each.usage.previous);
      daily = daily.map((day, i) => ({ ...addCounts(day, each.usage.daily[i]!), day: day.day }));
    }
    assert.equal(all.active_cards, cards);
    assert.deepEqual(all.totals, totals);
    assert.deepEqual(all.previous, previous);
    assert.deepEqual(all.daily, daily);
    const everyLog = await get<AuditLogPage>('/api/management/logs?page=1&page_size=5');
    assert.deepEqual(all.recent, everyLog.entries);
  }

  async function createUser(tenantId: string, first: string, cookie = superCookie) {
    const response = await t.app.inject({
      method: 'POST',
      url: usersUrl(tenantId),
      headers: { cookie },
      payload: {
        ...blankEndUserFields(),
        first_name: first,
        last_name: 'Agrees',
        role: 'User',
        email: `${first.toLowerCase()}.agrees@example.com`,
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    const { rows } = await t.app.systemDb.query<{ id: string; card_slug: string }>(
      'SELECT id, card_slug FROM end_users WHERE email = $1',
      [`${first.toLowerCase()}.agrees@example.com`],
    );
    return rows[0]!;
  }

  /** A new visitor's view (or save) of the card; counted at the next flush. */
  async function visit(slug: string, path = '') {
    const response = await t.app.inject({
      url: `/c/${slug}${path}`,
      remoteAddress: `198.51.100.${++visitors}`,
      headers: { 'user-agent': PHONE_BROWSER },
    });
    assert.equal(response.statusCode, 200);
  }

  const bulk = (tenantId: string, action: string, ids: string[]) =>
    t.app.inject({
      method: 'POST',
      url: `${usersUrl(tenantId)}/bulk`,
      headers: { cookie: superCookie },
      payload: { action, user_ids: ids },
    });

  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
    acme = await tenantIdOf(t.app, 'Acme Corporation');
    other = await createTenant(t.app, 'Agrees Other');
  });
  after(() => t.close());

  test('after views, saves and scans of several tenants’ cards', async () => {
    const ann = await createUser(acme, 'Ann', clientCookie);
    const olaf = await createUser(other, 'Olaf');
    await visit(ann.card_slug);
    await visit(ann.card_slug, '?src=qr');
    await visit(ann.card_slug, '/contact.vcf');
    await visit(olaf.card_slug);
    await assertAgrees();
    const mine = await get<DashboardFigures>('/api/management/dashboard', clientCookie);
    assert.ok(mine.totals.views >= 2 && mine.totals.saves >= 1 && mine.totals.scans >= 1);
  });

  test('after users are created, deactivated, reactivated and deleted', async () => {
    const bea = await createUser(acme, 'Bea', clientCookie);
    const cy = await createUser(other, 'Cy');
    await visit(bea.card_slug);
    await visit(cy.card_slug);
    await assertAgrees();
    assert.equal((await bulk(acme, 'deactivate', [bea.id])).statusCode, 200);
    await assertAgrees();
    assert.equal((await bulk(acme, 'reactivate', [bea.id])).statusCode, 200);
    await assertAgrees();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${usersUrl(acme)}/${bea.id}`,
      headers: { cookie: clientCookie },
    });
    assert.equal(removed.statusCode, 200);
    assert.equal((await bulk(other, 'delete', [cy.id])).statusCode, 200);
    await assertAgrees();
  });

  test('after CSV imports add users to two tenants', async () => {
    const csv = manyUsersCsv(25, 'agrees-import');
    const upload = await uploadCsv(t.app, acme, csv, { cookie: clientCookie });
    assert.equal(upload.statusCode, 200, upload.body);
    await assertAgrees();
    assert.equal((await uploadCsv(t.app, other, csv, { cookie: superCookie })).statusCode, 200);
    await assertAgrees();
  });

  test('after a tenant with viewed cards is deleted', async () => {
    const gone = await createTenant(t.app, 'Agrees Gone');
    const dee = await createUser(gone, 'Dee');
    await visit(dee.card_slug);
    await assertAgrees();
    const before = await get<DashboardFigures>('/api/management/dashboard');
    await t.app.systemDb.query('DELETE FROM tenants WHERE id = $1', [gone]);
    await assertAgrees();
    const after = await get<DashboardFigures>('/api/management/dashboard');
    assert.equal(after.active_cards, before.active_cards - 1);
    assert.equal(after.totals.views, before.totals.views - 1);
  });
});
