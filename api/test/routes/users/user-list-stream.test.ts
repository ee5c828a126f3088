import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { EndUser } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, usersUrl } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';

interface StreamedList {
  total: number;
  users: EndUser[];
}

// More than the first piece (100) and one full piece (2,000) after it.
const COUNT = 2150;

describe('the tenant users list as it streams', () => {
  let t: TestApp;
  let cookie: string;
  let tenant: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Streamed Co');
    // Names that sort differently from the insertion order, some of them by last name only.
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       SELECT $1, 'Person' || lpad(((i * 7919) % $2)::text, 5, '0'),
         CASE WHEN i % 2 = 0 THEN 'Able' ELSE 'baker' END, 'p' || i || '@streamed.example'
       FROM generate_series(1, $2) AS i`,
      [tenant, COUNT],
    );
  });
  after(() => t.close());

  const list = (acceptEncoding?: string) =>
    t.app.inject({
      url: usersUrl(tenant),
      headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  test('answers every user by name, the count first and one piece of users a line', async () => {
    const response = await list();
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    const lines = response.body.split('\n');
    assert.equal(lines[0], `{"total":${COUNT},"users":[`);
    const pieceSizes = lines
      .slice(1, -1)
      .map((line) => (JSON.parse(`[${line.replace(/^,/, '')}]`) as EndUser[]).length);
    assert.deepEqual(pieceSizes, [100, 2000, 50]);
    assert.equal(lines.at(-1), ']}');

    const { total, users } = response.json<StreamedList>();
    assert.equal(total, COUNT);
    assert.equal(new Set(users.map((user) => user.email)).size, COUNT);
    const order = users.map(
      (user) => `${user.first_name.toLowerCase()} ${user.last_name.toLowerCase()}`,
    );
    assert.deepEqual(order, [...order].sort());
  });

  test('a client that takes brotli or gzip gets the same list compressed', async () => {
    const plain = (await list()).body;
    const brotli = await list('gzip, deflate, br');
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(String(brotli.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), plain);
    assert.ok(brotli.rawPayload.length < plain.length / 5);

    const gzip = await list('gzip;q=1, br;q=0');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain);

    const identity = await list('identity');
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.body, plain);
  });

  test('a user created meanwhile is in the next list, in its place by name', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: usersUrl(tenant),
      headers: { cookie },
      payload: { first_name: 'Aaron', last_name: 'Zed', email: 'aaron@streamed.example' },
    });
    assert.equal(created.statusCode, 201);
    const { total, users } = (await list()).json<StreamedList>();
    assert.equal(total, COUNT + 1);
    assert.equal(users[0]?.email, 'aaron@streamed.example');
  });

  test('a client that leaves mid-list leaves the database free for the next one', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const encoding of ['br', 'identity']) {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(
          `http://127.0.0.1:${port}${usersUrl(tenant)}`,
          { headers: { cookie, 'accept-encoding': encoding } },
          (response) => response.once('data', () => request.destroy() && resolve()),
        );
        request.on('error', (error) => (request.destroyed ? resolve() : reject(error)));
      });
    }
    const { total } = (await list()).json<StreamedList>();
    assert.equal(total, COUNT + 1);
  });
});
