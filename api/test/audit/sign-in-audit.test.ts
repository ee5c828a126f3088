import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  DEV_ACCOUNTS,
  DEV_CLIENT,
  type DevProvider,
  startDevProvider,
} from '../../../scripts/oidc-dev-provider/provider.mjs';
import { DEFAULT_ATTEMPT_LIMITS } from '../../src/config';
import { auditOf, type StoredAuditEntry } from '../helpers/audit-trail';
import { build, type TestApp } from '../helpers/build';
import { tenantIdOf } from '../helpers/end-users';
import { oidcBody, saveProvider } from '../helpers/oauth-providers';
import { CALLBACK_URL, deliverCallback, signInAtProvider, startSso } from '../helpers/oidc-browser';
import { CLIENT, SUPER, signInAdmin, tokenOf, USER } from '../helpers/session';

const WRONG_PASSWORD = 'not-the-password-9Xq';

/** The one entry an action wrote (fails when it wrote none or several). */
function only(entries: StoredAuditEntry[]): StoredAuditEntry {
  assert.equal(entries.length, 1, JSON.stringify(entries));
  return entries[0]!;
}

/** No entry field may carry a password or a token. */
function assertNoSecret(entry: StoredAuditEntry, ...secrets: string[]): void {
  const text = JSON.stringify(entry);
  for (const secret of secrets) assert.ok(!text.includes(secret), `${secret} in ${text}`);
}

describe('the audit log of sign-ins', () => {
  let t: TestApp;
  let acmeId: string;
  let globexId: string;

  const passwordSignIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { email, password } });
  const selfServeSignIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/self-serve-login',
      payload: { email, password },
    });

  before(async () => {
    t = await build({
      config: { attemptLimits: { ...DEFAULT_ATTEMPT_LIMITS, mailsPerEmail: 100 } },
    });
    acmeId = await tenantIdOf(t.app, 'Acme Corporation');
    globexId = await tenantIdOf(t.app, 'Globex');
  });
  after(() => t.close());

  test("a super admin's password sign-in is one info entry of no tenant", async () => {
    const entry = only(await auditOf(t.app, () => passwordSignIn(SUPER.email, SUPER.password)));
    assert.deepEqual(entry, {
      tenant_id: null,
      actor: SUPER.email,
      actor_kind: 'super_admin',
      action: 'auth.sign_in',
      target: SUPER.email,
      level: 'info',
      message: 'Signed in with a password',
    });
    assertNoSecret(entry, SUPER.password);
  });

  test("a client admin's sign-in belongs to their tenant", async () => {
    const entry = only(await auditOf(t.app, () => passwordSignIn(CLIENT.email, CLIENT.password)));
    assert.equal(entry.tenant_id, acmeId);
    assert.equal(entry.actor_kind, 'client_admin');
    assert.equal(entry.action, 'auth.sign_in');
  });

  test("an end user's self-serve sign-in belongs to their tenant", async () => {
    const entry = only(await auditOf(t.app, () => selfServeSignIn(USER.email, USER.password)));
    assert.deepEqual(
      [entry.tenant_id, entry.actor, entry.actor_kind, entry.action],
      [globexId, USER.email, 'end_user', 'auth.sign_in'],
    );
  });

  test('a wrong password is a warning in the tenant of the address, without the password', async () => {
    const entries = await auditOf(t.app, async () => {
      const response = await passwordSignIn(CLIENT.email, WRONG_PASSWORD);
      assert.equal(response.statusCode, 401);
    });
    const entry = only(entries);
    assert.deepEqual(entry, {
      tenant_id: acmeId,
      actor: CLIENT.email,
      actor_kind: 'anonymous',
      action: 'auth.sign_in_failed',
      target: CLIENT.email,
      level: 'warning',
      message: 'Sign-in failed: wrong password',
    });
    assertNoSecret(entry, WRONG_PASSWORD);
  });

  test('an unknown address is a warning of no tenant', async () => {
    const entry = only(
      await auditOf(t.app, () => passwordSignIn('nobody@nowhere.example', WRONG_PASSWORD)),
    );
    assert.equal(entry.tenant_id, null);
    assert.equal(entry.level, 'warning');
    assert.equal(entry.message, 'Sign-in failed: no account with this address');
  });

  test('a magic link writes nothing when asked for and one sign-in when used', async () => {
    const asked = await auditOf(t.app, () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: CLIENT.email } }),
    );
    assert.deepEqual(asked, []);
    const [mail] = await t.mailsTo(CLIENT.email);
    const token = tokenOf(mail?.links.find((link) => link.includes('/auth/callback')));
    const entry = only(
      await auditOf(t.app, () =>
        t.app.inject({ method: 'POST', url: '/api/auth/callback', payload: { token } }),
      ),
    );
    assert.equal(entry.message, 'Signed in with an emailed link');
    assert.equal(entry.tenant_id, acmeId);
    assertNoSecret(entry, token);
  });

  test('a password reset is recorded with its person, without the token or password', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/self-serve-forget-password',
      payload: { email: USER.email },
    });
    const [mail] = await t.mailsTo(USER.email);
    const token = tokenOf(mail?.links[0]);
    const password = 'a-brand-new-pass-77';
    const entry = only(
      await auditOf(t.app, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password },
        }),
      ),
    );
    assert.deepEqual(
      [entry.tenant_id, entry.actor, entry.action, entry.level],
      [globexId, USER.email, 'auth.password_reset', 'info'],
    );
    assertNoSecret(entry, token, password);
  });
});

describe('the audit log of a throttled address', () => {
  let t: TestApp;
  const LIMITS = { ...DEFAULT_ATTEMPT_LIMITS, signInPerEmailAndIp: 1 };

  before(async () => {
    t = await build({ config: { attemptLimits: LIMITS } });
  });
  after(() => t.close());

  test('a refused attempt is a warning in the tenant of the address', async () => {
    const payload = { email: CLIENT.email, password: WRONG_PASSWORD };
    const post = () => t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload });
    await post();
    const entries = await auditOf(t.app, async () => {
      assert.equal((await post()).statusCode, 429);
    });
    const entry = only(entries);
    assert.equal(entry.tenant_id, await tenantIdOf(t.app, 'Acme Corporation'));
    assert.equal(entry.action, 'auth.sign_in_failed');
    assert.equal(entry.level, 'warning');
    assert.equal(entry.message, 'Sign-in refused: too many failed attempts');
  });
});

describe('the audit log of single sign-on', () => {
  let t: TestApp;
  let idp: DevProvider;
  let initechId: string;
  const [PETER] = DEV_ACCOUNTS;
  const peter = { email: PETER!.claims.email, password: PETER!.password };

  const throughProvider = async (audience: 'self' | 'admin') => {
    const start = await startSso(t.app, { email: peter.email, audience });
    const callback = await signInAtProvider(start.redirectUrl, peter);
    return deliverCallback(t.app, callback, start.cookie);
  };

  before(async () => {
    idp = await startDevProvider({ redirectUris: [CALLBACK_URL] });
    t = await build();
    initechId = await tenantIdOf(t.app, 'Initech');
    const cookie = await signInAdmin(t.app, SUPER);
    const body = oidcBody(idp.issuer, {
      client_id: DEV_CLIENT.id,
      client_secret: DEV_CLIENT.secret,
    });
    assert.equal((await saveProvider(t.app, cookie, initechId, body)).statusCode, 201);
  });
  after(async () => {
    await t.close();
    await idp.close();
  });

  test("a person's single sign-on is one sign-in entry in the provider's tenant", async () => {
    const entry = only(await auditOf(t.app, () => throughProvider('self')));
    assert.deepEqual(
      [entry.tenant_id, entry.actor, entry.actor_kind, entry.action, entry.message],
      [initechId, peter.email, 'end_user', 'auth.sign_in', 'Signed in with single sign-on'],
    );
  });

  test('a single sign-on refused to a non-admin is a warning naming the address', async () => {
    const entry = only(await auditOf(t.app, () => throughProvider('admin')));
    assert.deepEqual(
      [entry.tenant_id, entry.actor, entry.action, entry.level, entry.message],
      [
        initechId,
        peter.email,
        'auth.sign_in_failed',
        'warning',
        'Single sign-on failed (not_admin)',
      ],
    );
    assertNoSecret(entry, DEV_CLIENT.secret, peter.password);
  });
});
