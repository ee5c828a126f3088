import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CsvUploadResponse } from '@bizcard/shared/model';
import { build, type TestApp } from '../helpers/build';
import { createTenant, manyUsersCsv, uploadCsv } from '../helpers/end-users';
import { SUPER, signInAdmin } from '../helpers/session';

// More uploads at once than PostgreSQL's pool has connections (10). Each import holds one for
// its transaction and then asks for another to mark the tenant's upload as running: ten of
// them at once waited for a connection none would give back, and every request of the API
// with them.
const UPLOADS = 12;
const ROWS = 4000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves once `check` holds, checking every 20 ms for at most 20 s. */
async function until(check: () => Promise<boolean>) {
  for (let waited = 0; !(await check()); waited += 20) {
    if (waited > 20_000) throw new Error('timed out');
    await sleep(20);
  }
}
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`${UPLOADS} tenants uploading users at once on ${database}`, () => {
  let t: TestApp;
  let cookie: string;
  const tenants: string[] = [];
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    for (let i = 0; i < UPLOADS; i++) tenants.push(await createTenant(t.app, `Busy Co ${i}`));
  });
  after(() => t.close());

  test('every upload is imported, and the tenants list answers meanwhile', {
    timeout: 120_000,
  }, async () => {
    let uploadsDone = 0;
    const uploads = tenants.map((tenant) =>
      uploadCsv(t.app, tenant, manyUsersCsv(ROWS), { cookie }).finally(() => {
        uploadsDone += 1;
      }),
    );
    // Once the files are in and the imports under way.
    await sleep(500);
    const tenantsList = await t.app.inject({ url: '/api/management/tenants', headers: { cookie } });
    assert.equal(tenantsList.statusCode, 200);
    assert.ok(uploadsDone < UPLOADS, 'the tenants list waited for every upload to finish');

    for (const response of await Promise.all(uploads)) {
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<CsvUploadResponse>().created, ROWS);
    }
    const users = await t.app.inject({
      url: `/api/management/users/${tenants.at(-1)}`,
      headers: { cookie },
    });
    assert.equal(users.json<{ total: number }>().total, ROWS);
  });

  test('a second upload for a tenant whose upload is still running is refused, and the first one stands', async () => {
    const tenant = tenants[0]!;
    const first = uploadCsv(t.app, tenant, manyUsersCsv(30_000, 'first'), { cookie });
    await until(async () => {
      const { rows } = await t.app.systemDb.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM csv_imports WHERE tenant_id = $1',
        [tenant],
      );
      return rows[0]!.n > 0;
    });
    const second = await uploadCsv(t.app, tenant, manyUsersCsv(3, 'second'), { cookie });
    assert.equal(second.statusCode, 409);
    assert.deepEqual(second.json(), {
      message: 'Another CSV upload for this tenant is still running. Please wait for it to finish.',
    });
    assert.equal((await first).statusCode, 200);
    const again = await uploadCsv(t.app, tenant, manyUsersCsv(3, 'second'), { cookie });
    assert.equal(again.json<CsvUploadResponse>().created, 3);
  });
});
