import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { SSO_PROVIDER_DOWN } from '../../../src/routes/auth/messages';
import { HTTPS_ISSUER_REQUIRED } from '../../../src/routes/oauth-providers/messages';
import { build, type TestApp } from '../../helpers/build';
import { tenantIdOf } from '../../helpers/end-users';
import { oidcBody, saveProvider } from '../../helpers/oauth-providers';
import { startSso } from '../../helpers/oidc-browser';
import { SUPER, signInAdmin } from '../../helpers/session';

/** Anything on loopback a provider's issuer could point at: it counts what reaches it. */
async function internalService() {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":"internal"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('sign-on providers on private addresses (SSO_ALLOW_PRIVATE_ISSUERS off)', () => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof internalService>>;
  let tenantId: string;
  const logLines: string[] = [];

  before(async () => {
    service = await internalService();
    const logs = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await build({
      config: { ssoAllowPrivateIssuers: false },
      logger: { level: 'warn', stream: logs },
    });
    tenantId = await tenantIdOf(t.app, 'Initech');
  });
  after(async () => {
    await t.close();
    await service.close();
  });

  for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]']) {
    test(`an anonymous start against an issuer at ${host} answers 502, and nothing there is fetched`, async () => {
      const cookie = await signInAdmin(t.app, SUPER);
      await t.app.inject({
        method: 'DELETE',
        url: `/api/management/oauth-providers/${tenantId}/oidc`,
        headers: { cookie },
      });
      const issuer = `http://${host}:${service.port}`;
      const saved = await saveProvider(t.app, cookie, tenantId, oidcBody(issuer));
      assert.equal(saved.statusCode, 201, saved.body);

      const start = await startSso(t.app, { tenant_id: tenantId, audience: 'self' });
      assert.equal(start.response.statusCode, 502);
      assert.deepEqual(start.response.json(), { message: SSO_PROVIDER_DOWN });
      assert.deepEqual(service.requests, []);
      assert.ok(
        logLines.some((line) => line.includes('sso discovery failed') && /not allowed/.test(line)),
        'the log says why the provider was not reached',
      );
    });
  }
});

describe('saving an issuer in production', () => {
  let t: TestApp;
  let tenantId: string;
  let cookie: string;
  before(async () => {
    t = await build({ config: { isProduction: true, ssoAllowPrivateIssuers: false } });
    tenantId = await tenantIdOf(t.app, 'Initech');
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());

  for (const issuer of ['http://login.example.com', 'HTTP://login.example.com', 'Http://x.test']) {
    test(`refuses the plain-http issuer ${issuer} whatever its case`, async () => {
      const saved = await saveProvider(t.app, cookie, tenantId, oidcBody(issuer));
      assert.equal(saved.statusCode, 400);
      assert.deepEqual(saved.json(), { message: HTTPS_ISSUER_REQUIRED });
    });
  }

  test('accepts an https issuer', async () => {
    const saved = await saveProvider(
      t.app,
      cookie,
      tenantId,
      oidcBody('HTTPS://login.example.com'),
    );
    assert.equal(saved.statusCode, 201, saved.body);
  });
});
