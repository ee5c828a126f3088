import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { CardFigures } from '@bizcard/shared/model';
import { createSession } from '../../../src/auth/sessions';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, signInAdmin, signInEndUser } from '../../helpers/session';
import { type CardOwnerRow, demoCard, shareDetails } from '../contacts/contact-helpers';

const URL = '/api/self-serve/card/figures';
const DAY_MS = 86_400_000;

/** A phone's browser: counted, unlike inject's request without a user agent. */
const phone = (n: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${n} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1`;

describe("a card owner's figures (/api/self-serve/card/figures)", () => {
  let t: TestApp;
  let cookie: string;
  let me: CardOwnerRow;
  let neighbour: CardOwnerRow;
  let neighbourCookie: string;

  const figures = (c = cookie, query = '') =>
    t.app.inject({ url: `${URL}${query}`, headers: c ? { cookie: c } : {} });
  /** One visitor (an address and a phone) opening `path` of a card. */
  const visit = (slug: string, path: string, visitor: number) =>
    t.app.inject({
      url: `/c/${slug}${path}`,
      remoteAddress: `10.1.0.${visitor}`,
      headers: { 'user-agent': phone(visitor) },
    });
  const counts = (reply: CardFigures) => {
    const { days: _, from: __, to: ___, ...rest } = reply;
    return rest;
  };

  before(async () => {
    t = await build();
    cookie = await signInEndUser(t.app);
    me = await demoCard(t.app);
    const { rows } = await t.app.systemDb.query<CardOwnerRow>(
      `SELECT id, card_slug, tenant_id, email FROM end_users
        WHERE tenant_id = $1 AND id <> $2 AND active ORDER BY email LIMIT 1`,
      [me.tenant_id, me.id],
    );
    neighbour = rows[0]!;
    const sid = await createSession(
      t.app.db,
      { type: 'end_user', id: neighbour.id },
      t.clock.now(),
    );
    neighbourCookie = `sid=${sid}`;
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.cardCounter.flush();
    await t.app.systemDb.query('DELETE FROM card_daily_counts');
    await t.app.systemDb.query('DELETE FROM card_visits');
  });

  test('counts views, saves, QR scans, NFC taps and contacts of the last 30 days, as Reports does', async () => {
    assert.equal((await visit(me.card_slug, '', 1)).statusCode, 200);
    assert.equal((await visit(me.card_slug, '?src=qr', 2)).statusCode, 200);
    assert.equal((await visit(me.card_slug, '?src=nfc', 3)).statusCode, 200);
    assert.equal((await visit(me.card_slug, '?src=nfc', 4)).statusCode, 200);
    assert.equal((await visit(me.card_slug, '/contact.vcf', 1)).statusCode, 200);
    // A reload by the same visitor counts nothing more (decision 020).
    await visit(me.card_slug, '?src=qr', 2);
    // The visitor who shares their details opens the card first: a fifth view. The form answers
    // a redirect to its thanks page once the contact is stored.
    assert.equal((await shareDetails(t, me.card_slug)).statusCode, 303);
    await t.app.cardCounter.flush();

    const response = await figures();
    assert.equal(response.statusCode, 200, response.body);
    const reply = response.json<CardFigures>();
    assert.deepEqual(counts(reply), { views: 5, saves: 1, scans: 1, taps: 2, contacts: 1 });
    assert.equal(reply.days, 30);
    assert.equal(reply.to, t.clock.now().toISOString().slice(0, 10));
    assert.equal(
      reply.from,
      new Date(t.clock.now().getTime() - 29 * DAY_MS).toISOString().slice(0, 10),
    );

    // Reports of the tenant count the same visits: taps are among its scans.
    const admin = await signInAdmin(t.app, SUPER);
    const usage = await t.app.inject({
      url: `/api/management/reports/${me.tenant_id}/usage?days=30`,
      headers: { cookie: admin },
    });
    const report = usage.json<{ totals: { views: number; saves: number; scans: number } }>();
    assert.deepEqual(report.totals, { views: 5, saves: 1, scans: 3 });
  });

  test('leaves out days before the last 30', async () => {
    const today = t.clock.now().getTime();
    const day = (ago: number) => new Date(today - ago * DAY_MS).toISOString().slice(0, 10);
    await t.app.systemDb.query(
      `INSERT INTO card_daily_counts (end_user_id, day, tenant_id, views, saves, scans, taps, connections)
       VALUES ($1, $2::date, $3, 5, 4, 3, 1, 2), ($1, $4::date, $3, 70, 60, 50, 40, 30)`,
      [me.id, day(29), me.tenant_id, day(30)],
    );
    const reply = (await figures()).json<CardFigures>();
    assert.deepEqual(counts(reply), { views: 5, saves: 4, scans: 2, taps: 1, contacts: 2 });
  });

  test("answers only the caller's own card: another person's visits are not in it", async () => {
    // Visitors unseen by the earlier tests: this process remembers today's (decision 020).
    await visit(neighbour.card_slug, '', 11);
    await visit(neighbour.card_slug, '?src=nfc', 12);
    await visit(me.card_slug, '', 13);
    await t.app.cardCounter.flush();

    const mine = (
      await figures(cookie, `?user_id=${neighbour.id}&tenant_id=${me.tenant_id}`)
    ).json<CardFigures>();
    assert.deepEqual(counts(mine), { views: 1, saves: 0, scans: 0, taps: 0, contacts: 0 });
    const theirs = (await figures(neighbourCookie)).json<CardFigures>();
    assert.deepEqual(counts(theirs), { views: 2, saves: 0, scans: 0, taps: 1, contacts: 0 });
  });

  test('answers 401 signed out, 403 to an admin, and 401 once the person is deactivated', async () => {
    assert.equal((await figures('')).statusCode, 401);
    const admin = await signInAdmin(t.app, SUPER);
    assert.equal((await figures(admin)).statusCode, 403);

    // A direct write leaves the session in place; it still stops working (decision 037).
    const sid = await createSession(
      t.app.db,
      { type: 'end_user', id: neighbour.id },
      t.clock.now(),
    );
    await t.app.systemDb.query('UPDATE end_users SET active = false WHERE id = $1', [neighbour.id]);
    try {
      assert.equal((await figures(`sid=${sid}`)).statusCode, 401);
    } finally {
      await t.app.systemDb.query('UPDATE end_users SET active = true WHERE id = $1', [
        neighbour.id,
      ]);
    }
  });
});
