import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { build } from '../../helpers/build';
import { countingDatabase, type StatementCount } from '../../helpers/counting-database';
import { createTenant } from '../../helpers/end-users';

const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// No flush while a test counts statements: counted visits stay in memory until asked.
const NO_TIMED_FLUSH = { cardCountFlushMs: 60 * 60 * 1000 };

async function appWithCard(cardCacheMb?: number) {
  let statements: StatementCount | undefined;
  const t = await build({
    config: { ...NO_TIMED_FLUSH, ...(cardCacheMb === undefined ? {} : { cardCacheMb }) },
    wrapDatabase: (database) => {
      const counting = countingDatabase(database);
      statements = counting.statements;
      return counting.database;
    },
  });
  const tenantId = await createTenant(t.app, 'Cache Test');
  const { rows } = await t.app.systemDb.query<{ id: string; card_slug: string }>(
    `INSERT INTO end_users (tenant_id, first_name, last_name, email, title)
     VALUES ($1, 'Cara', 'Cached', 'cara@example.com', 'Engineer') RETURNING id, card_slug`,
    [tenantId],
  );
  // Each visit from an address of its own: one visitor's repeats count once a day.
  let visitors = 0;
  const visit = (options: Partial<InjectOptions> = {}) =>
    t.app.inject({
      remoteAddress: `198.51.100.${++visitors}`,
      ...options,
      url: `/c/${rows[0]!.card_slug}`,
      headers: { 'user-agent': PHONE_BROWSER, ...options.headers },
    });
  const views = async () => {
    await t.app.cardCounter.flush();
    const { rows: counts } = await t.app.systemDb.query<{ views: number }>(
      'SELECT coalesce(sum(views), 0)::int AS views FROM card_daily_counts WHERE end_user_id = $1',
      [rows[0]!.id],
    );
    return counts[0]!.views;
  };
  return { t, statements: statements!, visit, views, userId: rows[0]!.id };
}

describe('the card page served from memory', () => {
  let card: Awaited<ReturnType<typeof appWithCard>>;
  before(async () => {
    card = await appWithCard();
  });
  after(() => card.t.close());

  test('a second visit is answered without a database statement', async () => {
    const first = await card.visit();
    assert.equal(first.statusCode, 200);
    card.statements.reset();
    const second = await card.visit();
    assert.equal(second.statusCode, 200);
    assert.equal(second.body, first.body);
    assert.equal(second.headers.etag, first.headers.etag);
    assert.equal(card.statements.count, 0);
  });

  test('brotli and gzip variants decode to the same page, each with its own tag', async () => {
    const plain = await card.visit();
    const br = await card.visit({ headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await card.visit({ headers: { 'accept-encoding': 'br;q=0, gzip' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
    assert.ok(br.rawPayload.length < gzip.rawPayload.length);
    assert.equal(new Set([plain, br, gzip].map((r) => r.headers.etag)).size, 3);
    for (const response of [plain, br, gzip]) {
      assert.match(String(response.headers.vary), /accept-encoding/i);
      assert.equal(response.headers['cache-control'], 'public, no-cache');
      assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
    }
  });

  test('answers 304 to the tag of any variant, with that tag, and counts each visit', async () => {
    const before = await card.views();
    const br = await card.visit({ headers: { 'accept-encoding': 'br' } });
    const etag = String(br.headers.etag);
    card.statements.reset();
    const again = await card.visit({
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", ${etag}` },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.headers.etag, etag);
    assert.equal(again.body, '');
    assert.equal(card.statements.count, 0);
    assert.equal((await card.visit()).statusCode, 200);
    assert.equal(await card.views(), before + 3);
  });
});

describe('the card page with CARD_CACHE_MB=0', () => {
  let card: Awaited<ReturnType<typeof appWithCard>>;
  before(async () => {
    card = await appWithCard(0);
  });
  after(() => card.t.close());

  test('reads the database at every visit, and still counts and revalidates', async () => {
    const first = await card.visit();
    assert.equal(first.statusCode, 200);
    assert.match(first.body, /Cara Cached/);
    card.statements.reset();
    const again = await card.visit({ headers: { 'if-none-match': String(first.headers.etag) } });
    assert.equal(again.statusCode, 304);
    assert.ok(card.statements.count > 0);
    await card.t.app.systemDb.query("UPDATE end_users SET title = 'Chef' WHERE id = $1", [
      card.userId,
    ]);
    assert.match((await card.visit()).body, /Chef/);
    assert.equal(await card.views(), 3);
  });
});
