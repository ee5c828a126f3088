import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DashboardFigures, UsageReport } from '@bizcard/shared/model';
import { contactFormSchema } from '@bizcard/shared/schemas';
import { contactCreateAudit } from '../../../src/routes/contacts/contact-audit';
import { insertContact } from '../../../src/routes/contacts/contact-store';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';
import { postContact, VISITOR } from './contact-helpers';

const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CARDS = 4;
const POSTS = 40;
const onPostgres = Boolean(process.env.DATABASE_URL);

interface Card {
  id: string;
  card_slug: string;
}

// A fair stand: one tenant's few cards, whose visitors send their details at the same moment.
describe('contact posts sent at the same moment to one tenant', () => {
  let t: TestApp;
  let tenantId: string;
  let cards: Card[];
  let cookie: string;
  before(async () => {
    t = await build();
    tenantId = await createTenant(t.app, 'Fair Stand');
    const { rows } = await t.app.systemDb.query<Card>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       SELECT $1, 'Stand', 'Person ' || g, 'stand-' || g || '@fair.example' FROM generate_series(1, $2) g
       RETURNING id, card_slug`,
      [tenantId, CARDS],
    );
    cards = rows;
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());

  const usage = async () => {
    const response = await t.app.inject({
      url: `/api/management/reports/${tenantId}/usage?days=30`,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<UsageReport>();
  };
  const dashboard = async () => {
    const response = await t.app.inject({ url: '/api/management/dashboard', headers: { cookie } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<DashboardFigures>();
  };
  const stored = async () => {
    const { rows } = await t.app.systemDb.query<{ id: string; connections: number }>(
      `SELECT end_user_id AS id, sum(connections)::int AS connections FROM card_daily_counts
        WHERE tenant_id = $1 GROUP BY end_user_id`,
      [tenantId],
    );
    return new Map(rows.map((row) => [row.id, row.connections]));
  };

  /** Each visitor (an address of their own) opens a card and sends the form once it may. */
  async function sendAtOnce(count: number, firstAddress: number) {
    const visitors = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const card = cards[i % CARDS]!;
        const address = `10.44.${Math.floor((firstAddress + i) / 250)}.${((firstAddress + i) % 250) + 1}`;
        const page = await t.app.inject({
          url: `/c/${card.card_slug}`,
          remoteAddress: address,
          headers: { 'user-agent': PHONE_BROWSER },
        });
        assert.equal(page.statusCode, 200);
        const token = /name="t" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
        return { card, address, token };
      }),
    );
    t.clock.advance(4_000);
    return Promise.all(
      visitors.map(({ card, address, token }, i) =>
        postContact(
          t.app,
          card.card_slug,
          { ...VISITOR, name: `Visitor ${firstAddress + i}`, t: token },
          address,
        ),
      ),
    );
  }

  test(`${POSTS} posts at once to one tenant's ${CARDS} cards leave Reports and the Dashboard exact`, async () => {
    const [usageBefore, dashboardBefore] = [await usage(), await dashboard()];
    const sent = await sendAtOnce(POSTS, 0);
    assert.deepEqual(
      sent.map((response) => response.statusCode),
      sent.map(() => 303),
    );
    await t.app.cardCounter.flush();

    const [usageAfter, dashboardAfter] = [await usage(), await dashboard()];
    assert.equal(usageAfter.connections?.current, (usageBefore.connections?.current ?? 0) + POSTS);
    assert.equal(usageAfter.totals.views, usageBefore.totals.views + POSTS, 'each opened page');
    assert.equal(dashboardAfter.totals.views, dashboardBefore.totals.views + POSTS);
    const perCard = await stored();
    for (const card of cards) assert.equal(perCard.get(card.id), POSTS / CARDS, card.card_slug);
    const { rows } = await t.app.systemDb.query<{ contacts: number }>(
      'SELECT count(*)::int AS contacts FROM contacts WHERE tenant_id = $1',
      [tenantId],
    );
    assert.equal(rows[0]!.contacts, POSTS);
  });

  test("a post waits for no other post to the same card that has not committed yet (the card's and tenant's day in shards)", {
    skip: !onPostgres && 'PGlite runs one statement at a time',
  }, async () => {
    const card = cards[0]!;
    const before = await stored();
    const page = await t.app.inject({ url: `/c/${card.card_slug}`, remoteAddress: '10.45.0.1' });
    const token = /name="t" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    t.clock.advance(4_000);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    // Another visitor's post to the same card, written and not yet committed.
    const open = t.app.systemDb.transaction(async (tx) => {
      const audit = contactCreateAudit(tenantId, 'Held Visitor', 'stand-1@fair.example');
      await insertContact(
        tx,
        { tenantId, endUserId: card.id },
        contactFormSchema.parse({ ...VISITOR, name: 'Held Visitor' }),
        t.clock.now(),
        audit,
        t.app.mailer.queueable({
          to: 'stand-1@fair.example',
          subject: 'Held',
          text: 'Held',
          html: 'Held',
        }),
      );
      held();
      await released;
    });
    await holding;
    const post = postContact(t.app, card.card_slug, { ...VISITOR, t: token }, '10.45.0.1');
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      post.then((response) => response.statusCode),
      new Promise<'waiting'>((resolve) => {
        timer = setTimeout(() => resolve('waiting'), 5_000);
      }),
    ]);
    // A timer left running would hold the test process open for its full 5 s.
    clearTimeout(timer);
    release();
    await open;
    await post;
    assert.equal(answered, 303);
    assert.equal((await stored()).get(card.id), (before.get(card.id) ?? 0) + 2);
    const usageNow = await usage();
    assert.equal(usageNow.connections?.current, POSTS + 2);
  });
});
