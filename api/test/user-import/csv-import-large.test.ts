import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUserListResponse } from '@bizcard/shared/model';
import { build, type TestApp } from '../helpers/build';
import {
  createTenant,
  manyUsersCsv,
  uploadCsv,
  uploadErrors,
  uploadResult,
  usersUrl,
} from '../helpers/end-users';
import { type FaultSwitch, faultyDatabase } from '../helpers/faulty-database';
import { SUPER, signInAdmin } from '../helpers/session';

const ROWS = 100_000;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`a ${ROWS.toLocaleString('en-US')}-row upload on ${database}`, {
  timeout: 240_000,
}, () => {
  let t: TestApp;
  let faults: FaultSwitch;
  let cookie: string;
  let tenant: string;
  before(async () => {
    t = await build({
      wrapDatabase: (db) => {
        const faulty = faultyDatabase(db);
        faults = faulty.faults;
        return faulty.database;
      },
    });
    cookie = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Large Import');
  });
  after(() => t.close());

  const upload = (csv: string) => uploadCsv(t.app, tenant, csv, { cookie });
  const users = async () =>
    (await t.app.inject({ url: usersUrl(tenant), headers: { cookie } })).json<EndUserListResponse>()
      .users;

  test('rows refused near the end are reported by their spreadsheet row, and nothing is stored', async () => {
    const lines = manyUsersCsv(ROWS).trimEnd().split('\n');
    // Data row i (from 1) is line i of the file and row i + 1 of a spreadsheet.
    lines[99_990] = 'Pat,Broken,not-an-email,Engineer';
    lines[ROWS] = 'Pat,Again,USER7@example.com,Engineer';
    const response = await upload(`${lines.join('\n')}\n`);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(uploadErrors(response), {
      message: 'CSV has 2 invalid rows; nothing was imported.',
      errors: [
        { row: 99_991, field: 'email', message: 'Please enter a valid email address' },
        { row: 100_001, field: 'email', message: 'Duplicate email: row 9 has the same email' },
      ],
    });
    assert.equal((await users()).length, 0);
  });

  test('a write that fails part-way leaves every user as before, and the tenant can upload again', async () => {
    const first = await upload(manyUsersCsv(3, 'kept'));
    assert.equal(uploadResult(first).created, 3);
    const before = await users();
    const changed = before.map((u) => `${u.first_name},${u.last_name},${u.email},Changed`);
    const csv = manyUsersCsv(ROWS - changed.length).replace('\n', `\n${changed.join('\n')}\n`);
    // The merge of the file into the tenant's users: its one statement on PostgreSQL, a batch
    // well into the file on PGlite.
    faults.failNext(/INSERT INTO end_users/, { after: database === 'PGlite' ? 40 : 0 });
    const response = await upload(csv);
    assert.equal(response.statusCode, 500);
    assert.ok(faults.fired);
    assert.deepEqual(await users(), before);

    const again = await upload(manyUsersCsv(2, 'again'));
    assert.equal(again.statusCode, 200);
    assert.equal(uploadResult(again).created, 2);
  });
});
