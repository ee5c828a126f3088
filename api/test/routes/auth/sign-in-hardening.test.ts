import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { hashPassword } from '../../../src/auth/passwords';
import { build, type TestApp } from '../../helpers/build';
import { useProductionPasswordCost } from '../../helpers/production-password-cost';
import { CLIENT, SUPER, tokenOf } from '../../helpers/session';

// This file checks the production password cost (scrypt N=2^17) itself.
useProductionPasswordCost();

const MINUTE_MS = 60 * 1000;

describe('sign-in hardening', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(() => t.close());

  const requestLink = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email } });
  const callback = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/callback', payload: { token } });
  const linkTo = async (email: string) => {
    const [mail] = await t.mailsTo(email);
    return tokenOf(mail?.links[0]);
  };

  test('a new magic link voids the older one', async () => {
    await requestLink(CLIENT.email);
    const older = await linkTo(CLIENT.email);
    await requestLink(CLIENT.email);
    const newer = await linkTo(CLIENT.email);
    assert.equal((await callback(older)).statusCode, 401);
    assert.equal((await callback(newer)).statusCode, 200);
  });

  test('a new reset link voids the older one', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: SUPER.email },
      });
    await forgot();
    const older = await linkTo(SUPER.email);
    await forgot();
    const newer = await linkTo(SUPER.email);
    const reset = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'brand-new-pass' },
      });
    assert.equal((await reset(older)).statusCode, 400);
    assert.equal((await reset(newer)).statusCode, 200);
  });

  test('expired tokens are purged when the next one is issued', async () => {
    await requestLink(CLIENT.email);
    await t.mailsTo(CLIENT.email);
    t.clock.advance(31 * MINUTE_MS);
    await requestLink(SUPER.email);
    await t.mailsTo(SUPER.email);
    const { rows } = await t.app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM auth_tokens WHERE expires_at <= $1::timestamptz',
      [t.clock.now().toISOString()],
    );
    assert.equal(rows[0]?.count, 0);
  });

  test('a link request answers before any look-up or mail, for known and unknown emails alike', async () => {
    // Hold the work the API leaves for after the response: the answer must not wait for it.
    const held: Array<() => Promise<void>> = [];
    const runAfterResponse = t.app.runAfterResponse;
    t.app.runAfterResponse = (_label, task) => void held.push(task);
    try {
      const before = await Promise.all([SUPER.email, 'nobody@example.com'].map(t.mailsTo));
      for (const email of [SUPER.email, 'nobody@example.com']) {
        assert.equal((await requestLink(email)).statusCode, 200);
      }
      assert.equal(held.length, 2, 'both answered with their look-up and mail still to come');
      assert.equal((await t.mailsTo(SUPER.email)).length, before[0]!.length);
      for (const task of held) await task();
      assert.equal((await t.mailsTo(SUPER.email)).length, before[0]!.length + 1);
      assert.equal((await t.mailsTo('nobody@example.com')).length, before[1]!.length);
    } finally {
      t.app.runAfterResponse = runAfterResponse;
    }
  });

  test('a password hashed with older settings is rehashed at sign-in, updated_at untouched', async () => {
    const weak = await weakHash('legacy-pass-123');
    await t.app.systemDb.query(
      `INSERT INTO admin_users (first_name, last_name, email, role, password_hash, updated_at)
       VALUES ('Lee', 'Legacy', 'legacy@example.com', 'superAdmin', $1, '2024-01-01T00:00:00Z')`,
      [weak],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      payload: { email: 'legacy@example.com', password: 'legacy-pass-123' },
    });
    assert.equal(response.statusCode, 200);
    const { rows } = await t.app.systemDb.query<{ password_hash: string; updated_at: Date }>(
      `SELECT password_hash, updated_at FROM admin_users WHERE email = 'legacy@example.com'`,
    );
    assert.match(rows[0]?.password_hash ?? '', /^scrypt\$131072\$8\$1\$/);
    assert.equal(new Date(rows[0]!.updated_at).toISOString(), '2024-01-01T00:00:00.000Z');
  });

  test('end users of organisation- or identity-provider-managed tenants cannot sign in themselves', async () => {
    const hash = await hashPassword('member-pass-123');
    const { rows } = await t.app.systemDb.query<{ email: string }>(
      `UPDATE end_users SET password_hash = $1
       WHERE id IN (SELECT DISTINCT ON (u.tenant_id) u.id FROM end_users u
                    JOIN tenants t ON t.id = u.tenant_id
                    WHERE t.tenant_type <> 'user_managed' ORDER BY u.tenant_id, u.email)
       RETURNING email`,
      [hash],
    );
    assert.equal(rows.length, 2);
    for (const { email } of rows) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/self-serve-login',
        payload: { email, password: 'member-pass-123' },
      });
      assert.equal(login.statusCode, 401);
      await requestLink(email);
      assert.deepEqual(await t.mailsTo(email), []);
    }
  });
});

/** A hash in the format of an earlier release (N=2^14). */
async function weakHash(password: string): Promise<string> {
  const { randomBytes, scryptSync } = await import('node:crypto');
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
