import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { CARD_DEACTIVATED, type EndUser } from '@bizcard/shared/model';
import { createSession } from '../../../src/auth/sessions';
import { setEndUsersActive } from '../../../src/routes/users/end-user-lifecycle';
import { build, type TestApp } from '../../helpers/build';
import { usersUrl } from '../../helpers/end-users';
import {
  cookieHeader,
  SUPER,
  signInAdmin,
  signInEndUser,
  tokenOf,
  USER,
} from '../../helpers/session';

const INFO = '/api/self-serve/user-info';
const DEACTIVATED = { message: CARD_DEACTIVATED };

describe('deactivating an end user ends their access; reactivating gives it back', () => {
  let t: TestApp;
  let admin: string;
  let me: EndUser;

  const userUrl = () => `${usersUrl(me.tenant_id)}/${me.id}`;
  const edit = async (active: boolean) => {
    const current = await t.app.inject({ url: userUrl(), headers: { cookie: admin } });
    const response = await t.app.inject({
      method: 'PUT',
      url: userUrl(),
      payload: { ...current.json<EndUser>(), active },
      headers: { cookie: admin },
    });
    assert.equal(response.statusCode, 200, response.body);
  };
  const readInfo = (cookie: string) => t.app.inject({ url: INFO, headers: { cookie } });
  const writeInfo = (cookie: string) =>
    t.app.inject({
      method: 'PUT',
      url: INFO,
      payload: { title: 'Still here' },
      headers: { cookie },
    });
  const passwordSignIn = (password: string = USER.password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/self-serve-login',
      payload: { email: USER.email, password },
    });
  const card = () => t.app.inject({ url: new URL(me.embedded_url).pathname });
  const requestMagicLink = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: USER.email },
    });
    assert.equal(response.statusCode, 200);
    const [mail] = await t.mailsTo(USER.email);
    return tokenOf(mail?.links.find((url) => url.includes('/auth/callback')));
  };
  const magicCallback = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/callback', payload: { token } });
  const sessionsOf = async (id: string) =>
    (
      await t.app.systemDb.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sessions WHERE principal_type = 'end_user' AND principal_id = $1",
        [id],
      )
    ).rows[0]!.n;

  const refusalsAudited = async () =>
    (
      await t.app.systemDb.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'auth.sign_in_failed'
         AND target = $1 AND message = 'Sign-in refused: the card is deactivated'`,
        [USER.email],
      )
    ).rows[0]!.n;

  before(async () => {
    t = await build();
    admin = await signInAdmin(t.app, SUPER);
    const { rows } = await t.app.systemDb.query<{ id: string; tenant_id: string }>(
      'SELECT id, tenant_id FROM end_users WHERE email = $1',
      [USER.email],
    );
    const { id, tenant_id } = rows[0]!;
    me = (
      await t.app.inject({ url: `${usersUrl(tenant_id)}/${id}`, headers: { cookie: admin } })
    ).json<EndUser>();
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.systemDb.query('UPDATE end_users SET active = true WHERE id = $1', [me.id]);
  });

  test('Edit User with Active off ends the open session: user-info reads and writes answer 401', async () => {
    const cookie = await signInEndUser(t.app);
    assert.equal((await readInfo(cookie)).statusCode, 200);
    await edit(false);
    assert.equal(await sessionsOf(me.id), 0);
    assert.equal((await readInfo(cookie)).statusCode, 401);
    assert.equal((await writeInfo(cookie)).statusCode, 401);
    assert.equal((await card()).statusCode, 410);
  });

  test('a session a path left behind stops working while the person is inactive', async () => {
    const cookie = await signInEndUser(t.app);
    await t.app.systemDb.query('UPDATE end_users SET active = false WHERE id = $1', [me.id]);
    assert.equal((await readInfo(cookie)).statusCode, 401);
    assert.equal((await writeInfo(cookie)).statusCode, 401);
    const stray = await createSession(
      t.app.systemDb,
      { type: 'end_user', id: me.id },
      t.clock.now(),
    );
    assert.equal((await readInfo(`sid=${stray}`)).statusCode, 401);
  });

  test('a password sign-in is refused with the reason (403); a wrong password still says 401', async () => {
    await edit(false);
    const audited = await refusalsAudited();
    const refused = await passwordSignIn();
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), DEACTIVATED);
    assert.equal(refused.cookies.length, 0);
    assert.equal(await refusalsAudited(), audited + 1);
    const wrong = await passwordSignIn('not-the-password');
    assert.equal(wrong.statusCode, 401);
    assert.notEqual(wrong.json<{ message: string }>().message, CARD_DEACTIVATED);
  });

  test('a magic link sent before deactivation no longer signs in; one sent after is refused with the reason', async () => {
    const before = await requestMagicLink();
    await edit(false);
    assert.equal((await magicCallback(before)).statusCode, 401);
    const afterwards = await requestMagicLink();
    const audited = await refusalsAudited();
    const refused = await magicCallback(afterwards);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), DEACTIVATED);
    assert.equal(refused.cookies.length, 0);
    assert.equal(await refusalsAudited(), audited + 1);
  });

  test('reactivating restores sign-in, the self-serve profile and the card', async () => {
    await edit(false);
    assert.equal((await card()).statusCode, 410);
    await edit(true);
    const signedIn = await passwordSignIn();
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const cookie = cookieHeader(signedIn);
    assert.equal((await readInfo(cookie)).statusCode, 200);
    assert.equal((await writeInfo(cookie)).statusCode, 200);
    assert.equal((await card()).statusCode, 200);
    assert.equal((await magicCallback(await requestMagicLink())).statusCode, 200);
  });
});

describe('setEndUsersActive', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(() => t.close());

  const people = async () =>
    (
      await t.app.systemDb.query<{ id: string; tenant_id: string; active: boolean }>(
        'SELECT id, tenant_id, active FROM end_users ORDER BY id',
      )
    ).rows;
  const tokensOf = async (id: string) =>
    (
      await t.app.systemDb.query<{ kind: string }>(
        "SELECT kind FROM auth_tokens WHERE principal_type = 'end_user' AND principal_id = $1 ORDER BY kind",
        [id],
      )
    ).rows.map((row) => row.kind);

  test('counts only the changed users of the tenant, ends their sessions and sign-in links but keeps registration links', async () => {
    const everyone = await people();
    const tenantId = everyone[0]!.tenant_id;
    const mine = everyone.filter((person) => person.tenant_id === tenantId).slice(0, 2);
    const other = everyone.find((person) => person.tenant_id !== tenantId)!;
    const now = t.clock.now();
    for (const person of [...mine, other]) {
      await createSession(t.app.systemDb, { type: 'end_user', id: person.id }, now);
      await t.app.systemDb.query(
        `INSERT INTO auth_tokens (token_hash, kind, principal_type, principal_id, expires_at)
         SELECT md5(random()::text) || k, k, 'end_user', $1, now() + interval '1 day'
         FROM unnest(ARRAY['magic_link', 'password_reset', 'registration']) AS k`,
        [person.id],
      );
    }
    const ids = [...mine, other].map((person) => person.id);
    const changed = await t.app.systemDb.transaction((tx) =>
      setEndUsersActive(tx, tenantId, ids, false),
    );
    assert.equal(changed, 2);
    const again = await t.app.systemDb.transaction((tx) =>
      setEndUsersActive(tx, tenantId, ids, false),
    );
    assert.equal(again, 0);
    for (const person of mine) assert.deepEqual(await tokensOf(person.id), ['registration']);
    assert.equal((await tokensOf(other.id)).length, 3);
    const sessions = await t.app.systemDb.query<{ principal_id: string }>(
      'SELECT principal_id FROM sessions WHERE principal_id = ANY($1::uuid[])',
      [ids],
    );
    assert.deepEqual(
      sessions.rows.map((row) => row.principal_id),
      [other.id],
    );
    const reactivated = await t.app.systemDb.transaction((tx) =>
      setEndUsersActive(tx, tenantId, ids, true),
    );
    assert.equal(reactivated, 2);
    assert.ok((await people()).every((person) => person.active));
  });
});
