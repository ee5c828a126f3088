import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEV_ACCOUNTS } from '../../../../scripts/oidc-dev-provider/provider.mjs';
import { setEndUsersActive } from '../../../src/routes/users/end-user-lifecycle';
import type { TestApp } from '../../helpers/build';
import { type InitechSso, signInThroughProvider, startInitechSso } from '../../helpers/initech-sso';
import { cookieHeader } from '../../helpers/session';

const [PETER] = DEV_ACCOUNTS;
const EMAIL = PETER!.claims.email;

describe('single sign-on of a deactivated end user', () => {
  let sso: InitechSso;
  let t: TestApp;
  let initechId: string;

  const signIn = () =>
    signInThroughProvider(t.app, { tenant_id: initechId, audience: 'self' }, PETER);
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
    sso = await startInitechSso();
    ({ t, initechId } = sso);
  });
  after(() => sso.close());

  test('ends the open session, refuses the next sign-in on the failure page as deactivated, and reactivation lets them in', async () => {
    const first = await signIn();
    assert.equal(first.statusCode, 303);
    assert.equal(first.headers.location, '/self-serve/card');
    const session = cookieHeader(first);
    assert.equal((await cardOf(session)).statusCode, 200);

    await setActive(false);
    assert.equal((await cardOf(session)).statusCode, 401);
    const refused = await signIn();
    assert.equal(refused.statusCode, 303);
    const failed = new URL(String(refused.headers.location), 'http://localhost');
    assert.equal(failed.pathname, '/sso/failed');
    assert.equal(failed.searchParams.get('reason'), 'deactivated');
    assert.equal(failed.searchParams.get('tenant_id'), initechId);
    assert.ok(!refused.cookies.some((cookie) => cookie.name === 'sid' && cookie.value));

    await setActive(true);
    const again = await signIn();
    assert.equal(again.headers.location, '/self-serve/card');
    assert.equal((await cardOf(cookieHeader(again))).statusCode, 200);
  });
});
