import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { compressionPlugin } from '../../src/plugins/compression';
import { build, type TestApp } from '../helpers/build';
import { createTenant, exportUrl, usersUrl } from '../helpers/end-users';
import { SUPER, signInAdmin } from '../helpers/session';

const USER_COUNT = 50;

describe('compression of API answers', () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  let plainList: Buffer;

  const list = (acceptEncoding?: string) =>
    t.app.inject({
      url: usersUrl(tenantId),
      headers: { cookie, ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
    });

  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenantId = await createTenant(t.app, 'Compressed List');
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       SELECT $1, 'First' || i, 'Last' || i, 'person' || i || '@compression.example.com'
       FROM generate_series(1, ${USER_COUNT}) i`,
      [tenantId],
    );
    plainList = (await list()).rawPayload;
  });
  after(() => t.close());

  test('sends a large JSON answer plain to a client that asks for no encoding', async () => {
    const response = await list();
    assert.equal(response.headers['content-encoding'], undefined);
    assert.ok(plainList.length > 1024);
    assert.equal(response.json<{ users: unknown[] }>().users.length, USER_COUNT);
  });

  test('sends a large JSON answer brotli-compressed when the client accepts br', async () => {
    const response = await list('gzip, deflate, br');
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers.vary), /accept-encoding/i);
    assert.ok(response.rawPayload.length < plainList.length / 4);
    assert.deepEqual(brotliDecompressSync(response.rawPayload), plainList);
  });

  test('sends a large JSON answer gzip-compressed when the client accepts only gzip', async () => {
    const response = await list('gzip');
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(response.rawPayload), plainList);
  });

  test('leaves an answer under 1 KB uncompressed', async () => {
    const response = await t.app.inject({
      url: '/api/auth/validate',
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    assert.equal(response.statusCode, 200);
    assert.ok(response.rawPayload.length < 1024);
    assert.equal(response.headers['content-encoding'], undefined);
  });

  test('compresses the CSV export as it streams, without waiting for its length', async () => {
    const response = await t.app.inject({
      url: exportUrl(tenantId),
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.headers['content-length'], undefined);
    assert.match(gunzipSync(response.rawPayload).toString(), /person50@compression\.example\.com/);
  });
});

describe('compression plugin', () => {
  test('leaves an answer that has its own Content-Encoding as it is', async () => {
    const page = gzipSync(`<!doctype html><p>${'card '.repeat(1000)}</p>`);
    const app = Fastify();
    await app.register(compressionPlugin);
    app.get('/page', (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('content-encoding', 'gzip').send(page),
    );
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.deepEqual(response.rawPayload, page);
    await app.close();
  });
});
