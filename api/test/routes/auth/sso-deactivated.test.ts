import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  DEV_ACCOUNTS,
  DEV_CLIENT,
  type DevProvider,
  startDevProvider,
} from '../../../../scripts/oidc-dev-provider/provider.mjs';
import { setEndUsersActive } from '../../../src/routes/users/end-user-lifecycle';
import { build, type TestApp } from '../../helpers/build';
import { oidcBody, saveProvider } from '../../helpers/oauth-providers';
import {
  CALLBACK_URL,
  deliverCallback,
  signInAtProvider,
  startSso,
} from '../../helpers/oidc-browser';
import { cookieHeader, SUPER, signInAdmin } from '../../helpers/session';

const [PETER] = DEV_ACCOUNTS;
const EMAIL = PETER!.claims.email;

describe('single sign-on of a deactivated end user', () => {
  let t: TestApp;
  let idp: DevProvider;
  let initechId: string;

  async function signInThroughProvider() {
    const start = await startSso(t.app, { tenant_id: initechId, audience: 'self' });
    assert.equal(start.response.statusCode, 200, start.response.body);
    const callback = await signInAtProvider(start.redirectUrl, {
      email: EMAIL,
      password: PETER!.password,
    });
    return deliverCallback(t.app, callback, start.cookie);
  }
  const setActive = async (active: boolean) => {
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      'SELECT id FROM end_users WHERE tenant_id = $1 AND email = $2',
      [initechId, EMAIL],
    );
    await t.app.systemDb.transaction((tx) =>
      setEndUsersActive(tx, initechId, [rows[0]!.id], active),
    );
  };
  const cardOf = (cookie: string) =>
    t.app.inject({ url: '/api/self-serve/card', headers: { cookie } });

  before(async () => {
    idp = await startDevProvider({ redirectUris: [CALLBACK_URL] });
    t = await build();
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      "SELECT id FROM tenants WHERE tenant_name = 'initech'",
    );
    initechId = rows[0]!.id;
    const cookie = await signInAdmin(t.app, SUPER);
    const saved = await saveProvider(
      t.app,
      cookie,
      initechId,
      oidcBody(idp.issuer, { client_id: DEV_CLIENT.id, client_secret: DEV_CLIENT.secret }),
    );
    assert.equal(saved.statusCode, 201, saved.body);
  });
  after(async () => {
    await t.close();
    await idp.close();
  });

  test('ends the open session, refuses the next sign-in on the failure page as deactivated, and reactivation lets them in', async () => {
    const first = await signInThroughProvider();
    assert.equal(first.statusCode, 303);
    assert.equal(first.headers.location, '/self-serve/card');
    const session = cookieHeader(first);
    assert.equal((await cardOf(session)).statusCode, 200);

    await setActive(false);
    assert.equal((await cardOf(session)).statusCode, 401);
    const refused = await signInThroughProvider();
    assert.equal(refused.statusCode, 303);
    const failed = new URL(String(refused.headers.location), 'http://localhost');
    assert.equal(failed.pathname, '/sso/failed');
    assert.equal(failed.searchParams.get('reason'), 'deactivated');
    assert.equal(failed.searchParams.get('tenant_id'), initechId);
    assert.ok(!refused.cookies.some((cookie) => cookie.name === 'sid' && cookie.value));

    await setActive(true);
    const again = await signInThroughProvider();
    assert.equal(again.headers.location, '/self-serve/card');
    assert.equal((await cardOf(cookieHeader(again))).statusCode, 200);
  });
});
