import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUserListResponse, Tenant } from '@bizcard/shared/model';
import type { LightMyRequestResponse } from 'fastify';
import { build, type TestApp } from '../helpers/build';
import { usersUrl } from '../helpers/end-users';
import { SUPER, signInAdmin } from '../helpers/session';

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

function assertNotFramedNorSniffed(response: LightMyRequestResponse) {
  assert.equal(directives(response).get('frame-ancestors'), "'none'");
  assert.equal(response.headers['x-frame-options'], 'DENY');
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  assert.equal(response.headers['referrer-policy'], 'no-referrer');
}

describe('security headers', () => {
  let t: TestApp;
  let superCookie: string;
  let cardPath: string;
  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    const signedIn = { headers: { cookie: superCookie } };
    const tenants = await t.app.inject({ url: '/api/management/tenants', ...signedIn });
    const [tenant] = tenants.json<{ tenants: Tenant[] }>().tenants;
    const list = await t.app.inject({ url: usersUrl(tenant!.id), ...signedIn });
    cardPath = new URL(list.json<EndUserListResponse>().users[0]!.embedded_url).pathname;
  });
  after(() => t.close());

  test('a public card page may use its inline styles and images but no script, and stays cacheable', async () => {
    const response = await t.app.inject({ url: cardPath });
    assert.equal(response.statusCode, 200);
    assertNotFramedNorSniffed(response);
    const csp = directives(response);
    assert.equal(csp.get('default-src'), "'none'");
    assert.equal(csp.get('style-src'), "'unsafe-inline'");
    assert.equal(csp.get('img-src'), "'self' data:");
    assert.equal(csp.has('script-src'), false);
    assert.ok(![...csp.values()].some((value) => value.includes('unsafe-eval')));
    assert.equal(response.headers['cache-control'], 'public, no-cache');
  });

  test("a card's QR code can be shown by pages of other origins", async () => {
    const response = await t.app.inject({ url: `${cardPath}/qr.png` });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.equal(response.headers['cache-control'], 'public, max-age=86400');
  });

  test('an unknown card answers a 404 page under the same policy', async () => {
    const response = await t.app.inject({ url: '/c/AAAAAAAAAAAA' });
    assert.equal(response.statusCode, 404);
    assertNotFramedNorSniffed(response);
    assert.equal(directives(response).get('style-src'), "'unsafe-inline'");
  });

  test('private API answers are never stored, signed in or not', async () => {
    const signedIn = { headers: { cookie: superCookie } };
    for (const [url, options, status] of [
      ['/api/auth/validate', signedIn, 200],
      ['/api/management/tenants', signedIn, 200],
      ['/api/management/tenants', {}, 401],
      ['/api/no/such/route', {}, 404],
    ] as const) {
      const response = await t.app.inject({ url, ...options });
      assert.equal(response.statusCode, status, url);
      assert.equal(response.headers['cache-control'], 'no-store', url);
      assert.equal(directives(response).get('default-src'), "'none'", url);
      assert.equal(response.headers['cross-origin-resource-policy'], 'same-origin', url);
      assertNotFramedNorSniffed(response);
    }
  });
});
