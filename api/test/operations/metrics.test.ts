import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { METRICS_REFUSED } from '../../src/routes/metrics';
import { build, type TestApp } from '../helpers/build';

const scrape = (
  t: TestApp,
  options: { remoteAddress?: string; headers?: Record<string, string> },
) => t.app.inject({ url: '/metrics', ...options });

describe('/metrics without a token', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(() => t.close());

  test('counts requests by route pattern and status, with their durations, for this machine', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/c/no-such-card' });
    await t.app.inject({ url: '/c/another-missing-card' });
    const response = await scrape(t, {});
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/plain; version=0\.0\.4/);
    const text = response.body;
    assert.match(
      text,
      /bizcard_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    // One series for every card address: the pattern, not the slug.
    assert.match(
      text,
      /bizcard_http_requests_total\{method="GET",route="\/c\/:slug",status="404"\} 2/,
    );
    assert.doesNotMatch(text, /no-such-card/);
    assert.match(text, /bizcard_http_request_duration_seconds_bucket\{le="0.005",method="GET"/);
  });

  test('says how the database connections are used and how many imports run', async () => {
    const text = (await scrape(t, {})).body;
    assert.match(text, /bizcard_db_connections\{state="open"\} [1-9]/);
    assert.match(text, /bizcard_db_connections\{state="waiting"\} \d+/);
    assert.match(text, /bizcard_user_imports_running 0/);
  });

  test("counts the card cache's hits and misses", async () => {
    const slug = (
      await t.app.systemDb.query<{ card_slug: string }>(
        'SELECT card_slug FROM end_users WHERE active AND card_slug IS NOT NULL LIMIT 1',
      )
    ).rows[0]!.card_slug;
    await t.app.inject({ url: `/c/${slug}` });
    await t.app.inject({ url: `/c/${slug}` });
    const text = (await scrape(t, {})).body;
    assert.match(text, /bizcard_card_page_lookups_total\{result="hit"\} [1-9]/);
    assert.match(text, /bizcard_card_page_lookups_total\{result="miss"\} [1-9]/);
  });

  test('counts the mails sent', async () => {
    await t.app.mailer.send({
      to: 'someone@example.com',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    assert.match((await scrape(t, {})).body, /bizcard_mails_total\{result="sent"\} 1/);
  });

  test('is refused to another machine, and to a request a proxy forwarded', async () => {
    const remote = await scrape(t, { remoteAddress: '203.0.113.7' });
    assert.equal(remote.statusCode, 403);
    assert.deepEqual(remote.json(), { message: METRICS_REFUSED });
    const proxied = await scrape(t, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    assert.equal(proxied.statusCode, 403);
    const ipv6Loopback = await scrape(t, { remoteAddress: '::1' });
    assert.equal(ipv6Loopback.statusCode, 200);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  before(async () => {
    t = await build({ config: { metricsToken: 'scrape-token-0123456789' } });
  });
  after(() => t.close());

  test('answers a scraper anywhere that carries the token, and no one else', async () => {
    const withToken = await scrape(t, {
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    assert.equal(withToken.statusCode, 200);
    assert.match(withToken.body, /bizcard_http_requests_total/);
    const wrong = await scrape(t, { headers: { authorization: 'Bearer scrape-token-012345678X' } });
    assert.equal(wrong.statusCode, 403);
    const none = await scrape(t, {});
    assert.equal(none.statusCode, 403, 'with a token set, loopback alone is not enough');
  });
});
