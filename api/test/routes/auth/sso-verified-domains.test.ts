import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { DEV_ACCOUNTS } from '../../../../scripts/oidc-dev-provider/provider.mjs';
import type { TestApp } from '../../helpers/build';
import { type InitechSso, loginOf, startInitechSso } from '../../helpers/initech-sso';
import { deliverCallback, signInAtProvider, startSso } from '../../helpers/oidc-browser';

const [PETER, NINA] = DEV_ACCOUNTS;
const DOMAIN = 'initech.example.com';
const login = loginOf;

// Decision 055: an email's domain leads a first sign-in to a tenant, and lets the tenant's
// directory make a new person, only once the tenant has verified the domain. Initech's contact
// email (helpdesk@initech.example.com) has the domain too: that alone no longer counts.
describe('single sign-on routes by verified domains only', () => {
  let sso: InitechSso;
  let t: TestApp;
  let initechId: string;

  const peopleWithEmail = async (email: string) =>
    (
      await t.app.systemDb.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM end_users WHERE email = $1',
        [email],
      )
    ).rows[0]!.n;

  /** Initech's claim on its domain: none, unverified, or verified. */
  async function initechDomain(state: 'none' | 'unverified' | 'verified') {
    await t.app.systemDb.query('DELETE FROM tenant_domains WHERE domain = $1', [DOMAIN]);
    if (state === 'none') return;
    await t.app.systemDb.query(
      `INSERT INTO tenant_domains (tenant_id, domain, verification_token, verified_at)
       VALUES ($1, $2, 'a-token-of-twenty-four-chars', $3)`,
      [initechId, DOMAIN, state === 'verified' ? new Date() : null],
    );
  }

  before(async () => {
    sso = await startInitechSso();
    ({ t, initechId } = sso);
  });
  beforeEach(() =>
    t.app.systemDb.query('DELETE FROM end_users WHERE email = $1', [login(PETER).email]),
  );
  after(() => sso.close());

  test("a new person's email finds no tenant by the tenant's contact email alone", async () => {
    await initechDomain('none');
    const start = await startSso(t.app, { email: login(PETER).email, audience: 'self' });
    assert.equal(start.response.statusCode, 404);
    assert.match(start.response.json().message, /No single sign-on is set up for this email/);
  });

  test('an unverified claim on the domain routes nobody', async () => {
    await initechDomain('unverified');
    const start = await startSso(t.app, { email: login(PETER).email, audience: 'self' });
    assert.equal(start.response.statusCode, 404);
  });

  test('a verified domain routes a new person to the tenant, whose directory makes them', async () => {
    await initechDomain('verified');
    const start = await startSso(t.app, {
      email: login(PETER).email.toUpperCase(),
      audience: 'self',
    });
    assert.equal(start.response.statusCode, 200, start.response.body);
    const callback = await signInAtProvider(start.redirectUrl, login(PETER));
    const response = await deliverCallback(t.app, callback, start.cookie);
    assert.equal(response.headers.location, '/self-serve/card');
    assert.equal(await peopleWithEmail(login(PETER).email), 1);
  });

  test('a page naming the tenant makes nobody whose email is not at a verified domain', async () => {
    await initechDomain('unverified');
    const start = await startSso(t.app, { tenant_id: initechId, audience: 'self' });
    assert.equal(start.response.statusCode, 200);
    const callback = await signInAtProvider(start.redirectUrl, login(PETER));
    const response = await deliverCallback(t.app, callback, start.cookie);
    assert.equal(response.statusCode, 303);
    const location = new URL(String(response.headers.location), 'http://localhost:8080');
    assert.equal(location.pathname, '/sso/failed');
    assert.equal(location.searchParams.get('reason'), 'unverified_domain');
    assert.equal(await peopleWithEmail(login(PETER).email), 0);
    const { rows } = await t.app.systemDb.query<{ actor: string; message: string }>(
      `SELECT actor, message FROM audit_log WHERE action = 'auth.sign_in_failed'
       ORDER BY id DESC LIMIT 1`,
    );
    assert.equal(rows[0]?.actor, login(PETER).email);
  });

  test('a person already in the tenant still signs in without a verified domain', async () => {
    await initechDomain('none');
    assert.equal(await peopleWithEmail(login(NINA).email), 1);
    const start = await startSso(t.app, { email: login(NINA).email, audience: 'self' });
    assert.equal(start.response.statusCode, 200);
    const callback = await signInAtProvider(start.redirectUrl, login(NINA));
    const response = await deliverCallback(t.app, callback, start.cookie);
    assert.equal(response.headers.location, '/self-serve/card');
  });
});
