import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { build, type TestApp } from '../helpers/build';
import { MATRIX } from './access-matrix';
import { hostileVariants, LONG } from './hostile-input';
import { CALLERS, makeWorld, type World } from './matrix-world';

/**
 * `{ message }` or `{ error }` as JSON, or a SCIM error (`{ detail }` as application/scim+json,
 * RFC 7644 §3.12, on /scim/v2), else what was wrong with the answer.
 */
function jsonMessageProblem(contentType: unknown, body: string): string | null {
  const type = String(contentType);
  const scim = type.includes('application/scim+json');
  if (!type.includes('application/json') && !scim) return `content-type ${contentType}`;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown; detail?: unknown };
    const message = scim ? parsed.detail : (parsed.message ?? parsed.error);
    return typeof message === 'string' ? null : 'no message';
  } catch {
    return 'not JSON';
  }
}

/**
 * Inputs a route ignores by design, and what it answers whatever they hold: the path names the
 * provider being edited, the session names the self-serve person, and a sign-on callback is a
 * browser navigation that ends on the failure page.
 */
const IGNORED: Array<{ route: string; input: RegExp; status: number }> = [
  {
    route: 'PUT /api/management/oauth-providers/:tenantId/:providerName',
    input: /^provider_name /,
    status: 200,
  },
  { route: 'GET /api/self-serve/user-info', input: /^\?tenant_id /, status: 200 },
  { route: 'GET /api/self-serve/card/figures', input: /^\?tenant_id /, status: 200 },
  { route: 'PATCH /api/self-serve/card-fields', input: /^tenant_id /, status: 200 },
  { route: 'GET /api/auth/oidc/callback', input: /^\?(code|state) /, status: 303 },
  // The IdP's post to the ACS is a browser navigation too (decision 057).
  { route: 'POST /api/auth/saml/:tenantId/acs', input: /./, status: 303 },
];

const ignoredStatus = (route: string, label: string) =>
  IGNORED.find((entry) => entry.route === route && entry.input.test(label))?.status;

// Each route is called as the first caller it lets through, so the input reaches the route's
// own checks rather than stopping at sign-in.
describe('hostile input: every route with a body or query answers 4xx with a JSON message', () => {
  let t: TestApp;
  let world: World;
  before(async () => {
    t = await build();
    world = await makeWorld(t.app);
  });
  after(() => t.close());

  test('sign-in refuses a 1,000,000-character password and a 255-character email by name, before any lookup or hash', async () => {
    const login = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login/password',
        payload: { email, password },
      });
    const longPassword = await login('someone@example.com', 'p'.repeat(LONG));
    assert.equal(longPassword.statusCode, 400);
    assert.equal(longPassword.json().message, 'Password must be at most 1024 characters');
    const longEmail = await login(`${'a'.repeat(243)}@example.com`, 'a-password');
    assert.equal(longEmail.statusCode, 400);
    assert.equal(longEmail.json().message, 'Email must be at most 254 characters');
  });

  for (const row of MATRIX) {
    const caller = CALLERS.find((who) => row.expect[who] < 400) ?? 'superAdmin';
    test(`${row.route} as ${caller}: over-long, wrongly typed and deeply nested input is refused`, async () => {
      const variants = hostileVariants(await row.request(world));
      const problems: string[] = [];
      for (const { label, options } of variants) {
        const cookie = await world.cookieOf(caller);
        const started = performance.now();
        const response = await t.app.inject({
          ...options,
          headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
        });
        const ms = Math.round(performance.now() - started);
        const status = response.statusCode;
        const ignored = ignoredStatus(row.route, label);
        const problem =
          ignored !== undefined && status === ignored
            ? null
            : status < 400 || status >= 500
              ? `status ${status}`
              : jsonMessageProblem(response.headers['content-type'], response.body);
        if (problem)
          problems.push(`${label}: ${problem} (${ms} ms) ${response.body.slice(0, 120)}`);
      }
      assert.deepEqual(problems, []);
    });
  }
});
