import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  DEV_ACCOUNTS,
  DEV_CLIENT,
  type DevAccount,
  type DevProvider,
} from '../../../../scripts/oidc-dev-provider/provider.mjs';
import type { TestApp } from '../../helpers/build';
import {
  type InitechSso,
  logCapture,
  loginOf,
  signInThroughProvider,
  startInitechSso,
} from '../../helpers/initech-sso';
import {
  CALLBACK_URL,
  deliverCallback,
  signInAtProvider,
  startSso,
} from '../../helpers/oidc-browser';
import { cookieHeader } from '../../helpers/session';

const [PETER, NINA] = DEV_ACCOUNTS;
const login = loginOf;

describe('single sign-on through a tenant OpenID Connect provider', () => {
  let sso: InitechSso;
  let t: TestApp;
  let idp: DevProvider;
  let initechId: string;
  const logs = logCapture();

  const countUsers = async () =>
    (
      await t.app.systemDb.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM end_users WHERE tenant_id = $1',
        [initechId],
      )
    ).rows[0]!.n;

  const signInAs = (account: DevAccount | undefined, body: Record<string, unknown>) =>
    signInThroughProvider(t.app, body, account);

  before(async () => {
    sso = await startInitechSso({ logger: { level: 'trace', stream: logs.stream } });
    ({ t, idp, initechId } = sso);
  });
  after(() => sso.close());

  test('the start sends the browser to the provider with PKCE, state, nonce and a hint', async () => {
    const start = await startSso(t.app, { email: login(PETER).email, audience: 'self' });
    assert.equal(start.response.statusCode, 200);
    const url = new URL(start.redirectUrl);
    assert.equal(url.origin, idp.issuer);
    assert.equal(url.searchParams.get('client_id'), DEV_CLIENT.id);
    assert.equal(url.searchParams.get('redirect_uri'), CALLBACK_URL);
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.ok(url.searchParams.get('code_challenge'));
    assert.ok(url.searchParams.get('nonce'));
    assert.equal(url.searchParams.get('login_hint'), login(PETER).email);
    assert.match(start.cookie, new RegExp(`sso_state=${url.searchParams.get('state')}`));
  });

  test("a new person's first sign-in creates them with a card and the mapped claims", async () => {
    const before = await countUsers();
    const response = await signInAs(PETER, {
      email: login(PETER).email,
      audience: 'self',
    });
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/self-serve/card');
    assert.equal(await countUsers(), before + 1);
    const card = await t.app.inject({
      url: '/api/self-serve/card',
      headers: { cookie: cookieHeader(response) },
    });
    assert.equal(card.statusCode, 200);
    const body = card.json();
    assert.equal(body.first_name, 'Peter');
    assert.equal(body.last_name, 'Gibbons');
    assert.equal(body.tenant, 'Initech');
    assert.match(body.card_url, /^http:\/\/localhost:8080\/c\/[\w-]+$/);
    assert.equal(body.directory.provider, 'Company SSO');
    assert.deepEqual(
      body.directory.fields.map((field: { wire: string; value: string }) => [
        field.wire,
        field.value,
      ]),
      [
        ['first_name', 'Peter'],
        ['last_name', 'Gibbons'],
        ['phone_cell', '+1 512 555 0147'],
        ['title', 'Software Engineer'],
      ],
    );
    const page = await t.app.inject({ url: new URL(body.card_url).pathname });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Software Engineer/);
  });

  test('a later sign-in after a directory change updates the card, not a second person', async () => {
    idp.setClaims(PETER!.sub, { job_title: 'Team Lead', phone_number: '+1 512 555 0111' });
    const before = await countUsers();
    const response = await signInAs(PETER, { tenant_id: initechId, audience: 'self' });
    assert.equal(response.statusCode, 303);
    assert.equal(await countUsers(), before);
    const { rows } = await t.app.systemDb.query<{ title: string; phone_cell: string }>(
      'SELECT title, phone_cell FROM end_users WHERE email = $1',
      [login(PETER).email],
    );
    assert.deepEqual(rows, [{ title: 'Team Lead', phone_cell: '+15125550111' }], 'E.164');
  });

  test('a person already in the tenant is linked by email, not duplicated', async () => {
    const before = await countUsers();
    const response = await signInAs(NINA, {
      email: login(NINA).email,
      audience: 'self',
    });
    assert.equal(response.statusCode, 303);
    assert.equal(await countUsers(), before);
    const { rows } = await t.app.systemDb.query<{ title: string; stytch_member_id: string }>(
      'SELECT title, stytch_member_id FROM end_users WHERE email = $1',
      [login(NINA).email],
    );
    assert.deepEqual(rows, [{ title: 'Director of Engineering', stytch_member_id: NINA!.sub }]);
  });

  test('a claim that is not a dialable phone is left out, not stored', async () => {
    idp.setClaims(PETER!.sub, { phone_number: 'call me maybe', job_title: 'Team Lead' });
    const response = await signInAs(PETER, { tenant_id: initechId, audience: 'self' });
    assert.equal(response.statusCode, 303);
    const card = await t.app.inject({
      url: '/api/self-serve/card',
      headers: { cookie: cookieHeader(response) },
    });
    const wires = card.json().directory.fields.map((field: { wire: string }) => field.wire);
    assert.ok(!wires.includes('phone_cell'));
    idp.setClaims(PETER!.sub, { phone_number: '+1 512 555 0111' });
  });

  const failureOf = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    assert.equal(response.statusCode, 303);
    const location = new URL(String(response.headers.location), 'http://localhost:8080');
    assert.equal(location.pathname, '/sso/failed');
    return Object.fromEntries(location.searchParams);
  };

  test('a tampered state is refused, and the attempt cannot be used afterwards', async () => {
    const before = await countUsers();
    const start = await startSso(t.app, { tenant_id: initechId, audience: 'self' });
    const callback = await signInAtProvider(start.redirectUrl, login(PETER));
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const refused = await deliverCallback(t.app, tampered, start.cookie);
    assert.deepEqual(failureOf(refused), {
      reason: 'state',
      audience: 'self',
      tenant_id: initechId,
    });
    assert.equal(
      refused.cookies.find((cookie) => cookie.name === 'sid'),
      undefined,
    );
    const replay = await deliverCallback(t.app, callback, start.cookie);
    assert.equal(failureOf(replay).reason, 'expired');
    assert.equal(await countUsers(), before);
  });

  test('a callback without the browser state cookie is refused', async () => {
    const start = await startSso(t.app, { tenant_id: initechId, audience: 'self' });
    const callback = await signInAtProvider(start.redirectUrl, login(PETER));
    assert.equal(failureOf(await deliverCallback(t.app, callback, '')).reason, 'state');
  });

  test('an ID token whose nonce does not match is refused and changes nobody', async () => {
    idp.setClaims(PETER!.sub, { job_title: 'Must Not Land' });
    try {
      const start = await startSso(t.app, { tenant_id: initechId, audience: 'self' });
      await t.app.systemDb.query("UPDATE sso_attempts SET nonce = 'not-the-nonce'");
      const callback = await signInAtProvider(start.redirectUrl, login(PETER));
      assert.equal(
        failureOf(await deliverCallback(t.app, callback, start.cookie)).reason,
        'invalid',
      );
      const { rows } = await t.app.systemDb.query<{ title: string }>(
        'SELECT title FROM end_users WHERE email = $1',
        [login(PETER).email],
      );
      assert.deepEqual(rows, [{ title: 'Team Lead' }]);
    } finally {
      idp.setClaims(PETER!.sub, { job_title: 'Team Lead' });
    }
  });

  test('a refusal at the provider ends on the failure page as denied', async () => {
    const start = await startSso(t.app, { tenant_id: initechId, audience: 'self' });
    const state = new URL(start.redirectUrl).searchParams.get('state')!;
    const callback = new URL(
      `${CALLBACK_URL}?error=access_denied&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
    );
    assert.equal(failureOf(await deliverCallback(t.app, callback, start.cookie)).reason, 'denied');
  });

  test('an email unknown to single sign-on answers 404 with a clear message', async () => {
    const start = await startSso(t.app, { email: 'someone@nowhere.example', audience: 'self' });
    assert.equal(start.response.statusCode, 404);
    assert.match(start.response.json().message, /No single sign-on is set up for this email/);
    const acme = await startSso(t.app, { email: 'client@example.com', audience: 'admin' });
    assert.equal(acme.response.statusCode, 404);
  });

  describe('admins', () => {
    const ADMIN_EMAIL = 'nina.kowalski@initech.example.com';
    before(async () => {
      await t.app.systemDb.query(
        `INSERT INTO admin_users (first_name, last_name, email, role, tenant_id)
         VALUES ('Nina', 'Kowalski', $1, 'clientAdmin', $2)`,
        [ADMIN_EMAIL, initechId],
      );
    });

    test('a client admin of the tenant signs in to the console', async () => {
      const response = await signInAs(NINA, { email: ADMIN_EMAIL, audience: 'admin' });
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, '/tenants');
      const me = await t.app.inject({
        url: '/api/management/admin-users/me',
        headers: { cookie: cookieHeader(response) },
      });
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().email, ADMIN_EMAIL);
    });

    test('a person with no admin account of the tenant is refused, and none is made', async () => {
      const count = async () =>
        (await t.app.systemDb.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_users'))
          .rows[0]!.n;
      const before = await count();
      const response = await signInAs(PETER, {
        email: login(PETER).email,
        audience: 'admin',
      });
      assert.deepEqual(failureOf(response), { reason: 'not_admin', audience: 'admin' });
      assert.equal(
        response.cookies.find((cookie) => cookie.name === 'sid'),
        undefined,
      );
      assert.equal(await count(), before);
    });
  });

  test('a provider that is down: the start says so, the callback ends as unreachable', async () => {
    const start = await startSso(t.app, { tenant_id: initechId, audience: 'self' });
    const callback = await signInAtProvider(start.redirectUrl, login(PETER));
    await idp.close();
    const response = await deliverCallback(t.app, callback, start.cookie);
    assert.equal(failureOf(response).reason, 'unreachable');
    await t.app.systemDb.query(
      "UPDATE oauth_providers SET updated_at = now() WHERE provider_name = 'oidc'",
    );
    const again = await startSso(t.app, { tenant_id: initechId, audience: 'self' });
    assert.equal(again.response.statusCode, 502);
    assert.match(again.response.json().message, /could not be reached/);
  });

  test('no log line holds the client secret or a token', () => {
    assert.ok(logs.lines.some((line) => line.includes('sso sign-in failed')));
    const leaked = logs.lines.filter(
      (line) => line.includes(DEV_CLIENT.secret) || /eyJ[\w-]+\.eyJ/.test(line),
    );
    assert.deepEqual(leaked, []);
  });
});
