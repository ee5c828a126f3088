import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DashboardFigures } from '@bizcard/shared/model';
import { build, type TestApp } from '../helpers/build';
import {
  PATCH_OP,
  type ScimClient,
  scimClient,
  scimToken,
  scimUser,
  tenantIds,
} from '../helpers/scim';
import { SUPER, signInAdmin } from '../helpers/session';

// The Dashboard's card count of a tenant is kept in shards (migration 040, decision 061): a
// directory's creates, deactivations and removals at the same time add to whichever shard is
// free, and the sum stays exact. On PostgreSQL the requests really run side by side.

const onPostgres = Boolean(process.env.DATABASE_URL);

describe("a tenant's card count under a directory's concurrent writes", () => {
  let t: TestApp;
  let scim: ScimClient;
  let acmeId: string;
  let cookie: string;

  before(async () => {
    t = await build();
    acmeId = (await tenantIds(t.app)).get('acme-corporation')!;
    scim = scimClient(t.app, (await scimToken(t.app, acmeId, 'Acme Okta')).token);
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());

  const dashboardCards = async () =>
    (
      await t.app.inject({ url: '/api/management/dashboard', headers: { cookie } })
    ).json<DashboardFigures>().active_cards;

  /** The tenant's cards that show their page, counted row by row. */
  const recounted = async () => {
    const { rows } = await t.app.systemDb.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM end_users
        WHERE tenant_id = $1 AND end_user_has_card_page(active, card_slug)`,
      [acmeId],
    );
    return rows[0]!.n;
  };

  const shards = async () => {
    const { rows } = await t.app.systemDb.query<{ n: number; kept: number }>(
      'SELECT count(*)::int AS n, sum(cards)::int AS kept FROM tenant_card_counts WHERE tenant_id = $1',
      [acmeId],
    );
    return rows[0]!;
  };

  const create = async (name: string) => {
    const response = await scim('POST', '/Users', scimUser(`${name}@acme.example`));
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ id: string }>().id;
  };

  test('50 people created at once raise the Dashboard count by exactly 50', async () => {
    const before = await dashboardCards();
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => create(`burst.${i}`)));
    assert.equal(new Set(ids).size, 50);
    assert.equal(await dashboardCards(), before + 50);
    const kept = await shards();
    assert.equal(kept.kept, await recounted());
    assert.ok(kept.n >= 1 && kept.n <= 32, `${kept.n} shards`);
  });

  test('creates, deactivations and removals at once leave the count exact', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => create(`mixed.${i}`)));
    const before = await dashboardCards();
    const deactivate = (id: string) =>
      scim('PATCH', `/Users/${id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: 'active', value: false }],
      });
    const answers = await Promise.all([
      ...ids.slice(0, 15).map((id) => scim('DELETE', `/Users/${id}`)),
      ...ids.slice(15, 25).map(deactivate),
      ...Array.from({ length: 20 }, (_, i) =>
        scim('POST', '/Users', scimUser(`late.${i}@acme.example`)),
      ),
    ]);
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [...Array(15).fill(204), ...Array(10).fill(200), ...Array(20).fill(201)],
    );
    assert.equal(await dashboardCards(), before - 15 - 10 + 20);
    assert.equal((await shards()).kept, await recounted());
  });

  test('a create does not wait for another transaction holding a shard of its tenant', {
    skip: onPostgres ? undefined : 'PGlite runs one transaction at a time',
  }, async () => {
    const before = await dashboardCards();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding: () => void = () => undefined;
    const holds = new Promise<void>((resolve) => (holding = resolve));
    // A transaction that has added a card to a shard and has not committed yet.
    const holder = t.app.systemDb.transaction(async (tx) => {
      await tx.query('SELECT tenant_card_counts_add($1::uuid[], $2::int[])', [[acmeId], [0]]);
      holding();
      await held;
    });
    await holds;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('waited'), 5000);
    });
    const outcome = await Promise.race([create('beside.holder').then(() => 'created'), timeout]);
    // A timer left running would hold the test process open for its full 5 s.
    clearTimeout(timer);
    release();
    await holder;
    assert.equal(outcome, 'created');
    assert.equal(await dashboardCards(), before + 1);
  });
});
