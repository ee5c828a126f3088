import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { providerFetch } from '../../src/auth/sso/provider-fetch';

/** A loopback server standing in for a provider (or for what an attacker points at). */
function loopbackServer(handler: http.RequestListener) {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  return {
    requests,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const GET = { method: 'GET', headers: { accept: 'application/json' } };

/** A resolver that answers `address` for every name, as a hostile DNS zone may. */
const resolvingTo =
  (address: string, calls: string[] = []): LookupFunction =>
  (hostname, options, callback) => {
    calls.push(hostname);
    const family = address.includes(':') ? 6 : 4;
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

const refusalOf = async (promise: Promise<Response>) => {
  const error = await promise.then(
    () => assert.fail('the request went through'),
    (caught: unknown) => caught as Error,
  );
  return `${error.name}: ${error.message}`;
};

describe('fetching from sign-on providers', () => {
  const provider = loopbackServer((request, response) => {
    if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ padding: 'x'.repeat(300 * 1024) }));
    } else if (request.url === '/big-chunked') {
      response.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < 30; i++) response.write('x'.repeat(10 * 1024));
      response.end();
    } else if (request.url === '/silent') {
      // Never answers: the fetch must give up by itself.
    } else if (request.url === '/moved') {
      response.writeHead(302, { location: 'http://127.0.0.1:1/internal' }).end();
    } else {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ issuer: 'ok', method: request.method }));
    }
  });
  let base: string;
  const publicOnly = providerFetch({ allowPrivate: false });
  const privateAllowed = providerFetch({ allowPrivate: true, timeoutMs: 500 });

  before(async () => {
    base = await provider.listen();
  });
  after(() => provider.close());

  test('refuses a loopback issuer, and the server there receives nothing', async () => {
    const before = provider.requests.length;
    const reason = await refusalOf(publicOnly(`${base}/.well-known/openid-configuration`, GET));
    assert.match(reason, /TypeError: fetch failed: .*127\.0\.0\.1.*not allowed/);
    assert.equal(provider.requests.length, before);
  });

  for (const address of [
    '127.0.0.1',
    '[::1]',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '[fd00:ec2::254]',
    '[fe80::1]',
    '224.0.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
  ]) {
    test(`refuses ${address} (loopback, private, link-local, unique-local, multicast or metadata)`, async () => {
      const started = Date.now();
      const reason = await refusalOf(publicOnly(`http://${address}/`, GET));
      assert.match(reason, /not allowed/);
      assert.ok(Date.now() - started < 1000, 'refused before connecting');
    });
  }

  test('refuses a host name that resolves to a private address, on the address it resolves to', async () => {
    const calls: string[] = [];
    const fetchThroughDns = providerFetch({
      allowPrivate: false,
      lookup: resolvingTo('127.0.0.1', calls),
    });
    const port = new URL(base).port;
    const before = provider.requests.length;
    const reason = await refusalOf(fetchThroughDns(`http://idp.example.com:${port}/`, GET));
    assert.match(reason, /127\.0\.0\.1.*idp\.example\.com.*not allowed/);
    assert.deepEqual(calls, ['idp.example.com']);
    assert.equal(provider.requests.length, before);
  });

  test('checks the answer each connection resolves to, not an earlier one', async () => {
    let answers = 0;
    const rebinding: LookupFunction = (hostname, options, callback) => {
      answers += 1;
      // A zone whose answer changes between requests: each one is checked as it is used.
      resolvingTo(answers === 1 ? '169.254.169.253' : '127.0.0.1')(hostname, options, callback);
    };
    const fetchThroughDns = providerFetch({ allowPrivate: false, lookup: rebinding });
    const port = new URL(base).port;
    assert.match(await refusalOf(fetchThroughDns(`http://idp.example.com:${port}/`, GET)), /169/);
    assert.match(await refusalOf(fetchThroughDns(`http://idp.example.com:${port}/`, GET)), /127/);
    assert.equal(answers, 2);
  });

  test('refuses addresses other than http(s)', async () => {
    assert.match(await refusalOf(publicOnly('file:///etc/passwd', GET)), /file: addresses/);
    assert.match(await refusalOf(publicOnly('ftp://127.0.0.1/', GET)), /ftp: addresses/);
  });

  test('reaches a loopback provider when private issuers are allowed, with its method and form', async () => {
    const response = await privateAllowed(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code' }),
    });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { issuer: 'ok', method: 'POST' });
  });

  test('does not follow a redirect: the answer is the redirect itself', async () => {
    const response = await privateAllowed(`${base}/moved`, GET);
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), 'http://127.0.0.1:1/internal');
  });

  test('refuses an answer over 256 KB, declared or streamed', async () => {
    assert.match(await refusalOf(privateAllowed(`${base}/big`, GET)), /over 262144 bytes/);
    assert.match(await refusalOf(privateAllowed(`${base}/big-chunked`, GET)), /over 262144 bytes/);
  });

  test('gives up on a provider that does not answer', async () => {
    const started = Date.now();
    assert.match(await refusalOf(privateAllowed(`${base}/silent`, GET)), /TimeoutError/);
    const took = Date.now() - started;
    assert.ok(took >= 450 && took < 2000, `gave up after ${took} ms`);
  });
});
