import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { CsvUploadResponse, EndUser } from '@bizcard/shared/model';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { closeServer, serveApp } from '../../../scripts/app-server/server.mjs';
import { build, type TestApp } from '../helpers/build';
import { createTenant, usersUrl } from '../helpers/end-users';
import { SUPER, signInAdmin } from '../helpers/session';

const MB = 1024 * 1024;

interface Upload {
  field: string;
  fileName: string;
  type: string;
  bytes: Buffer;
}

interface Answer {
  status: number;
  body: string;
  /** The server said `100 Continue` before the body was sent. */
  continued: boolean;
}

/**
 * A multipart POST as curl sends one over 1 MB: `Expect: 100-continue`, and the body only
 * once the server has answered 100 (or has already answered for good).
 */
function postAsCurl(url: string, cookie: string, upload: Upload): Promise<Answer> {
  const boundary = `----curl${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.fileName}"\r\nContent-Type: ${upload.type}\r\n\r\n`,
    ),
    upload.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    let continued = false;
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        cookie,
        expect: '100-continue',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
      },
    });
    request.on('continue', () => {
      continued = true;
      request.end(body);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          continued,
        }),
      );
      if (!continued) request.destroy();
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    request.flushHeaders();
  });
}

/** A CSV of `bytes` or more: long profile addresses make each row about 3.5 KB. */
function csvOfAtLeast(bytes: number): Buffer {
  const link = (site: string, i: number) => `https://${site}.example.com/${'p'.repeat(440)}/${i}`;
  const sites = ['www', 'linkedin', 'facebook', 'instagram', 'x', 'youtube', 'reddit'];
  const header =
    'first_name,last_name,email,website,linkedin,facebook,instagram,x_twitter,youtube,reddit';
  const rows: string[] = [header];
  let size = header.length;
  for (let i = 0; size < bytes; i++) {
    const row = [`Pat`, `Person${i}`, `pat${i}@example.com`, ...sites.map((s) => link(s, i))].join(
      ',',
    );
    rows.push(row);
    size += row.length + 1;
  }
  return Buffer.from(`${rows.join('\n')}\n`);
}

/** A PNG of `bytes` or more: noise does not compress. */
async function photoOfAtLeast(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 8;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('uploads from scripts through the app server (Expect: 100-continue)', () => {
  let t: TestApp;
  let proxy: FastifyInstance;
  let dist: string;
  let base: string;
  let cookie: string;
  let tenant: string;

  before(async () => {
    t = await build();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    dist = await mkdtemp(join(tmpdir(), 'app-server-dist-'));
    proxy = await serveApp({ dir: dist, port: 0, apiUrl, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
    cookie = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Scripted Imports Ltd');
  });
  after(async () => {
    await closeServer(proxy);
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  test('a 5 MB users CSV is imported through the public address', {
    timeout: 120_000,
  }, async () => {
    const csv = csvOfAtLeast(5 * MB);
    const rows = csv.toString('utf8').trim().split('\n').length - 1;
    const answer = await postAsCurl(`${base}${usersUrl(tenant)}/csv/csv-upload`, cookie, {
      field: 'csvFile',
      fileName: 'users.csv',
      type: 'text/csv',
      bytes: csv,
    });
    assert.equal(answer.status, 200, answer.body);
    assert.ok(answer.continued, 'the app server answered 100 Continue');
    assert.equal((JSON.parse(answer.body) as CsvUploadResponse).created, rows);
  });

  test("a 4 MB photo becomes the user's photo through the public address", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: usersUrl(tenant),
      payload: { first_name: 'Pia', last_name: 'Photo', email: 'pia@example.com' },
      headers: { cookie },
    });
    const user = created.json<EndUser>();
    const photo = await photoOfAtLeast(4 * MB);
    assert.ok(photo.length >= 4 * MB && photo.length < 5 * MB, `${photo.length} bytes`);
    const answer = await postAsCurl(`${base}${usersUrl(tenant)}/${user.id}/photo`, cookie, {
      field: 'photo',
      fileName: 'me.png',
      type: 'image/png',
      bytes: photo,
    });
    assert.equal(answer.status, 200, answer.body);
    assert.ok(answer.continued);
    assert.ok((JSON.parse(answer.body) as EndUser).photo_url);
  });
});
