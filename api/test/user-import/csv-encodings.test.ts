import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser, EndUserListResponse } from '@bizcard/shared/model';
import { build, type TestApp } from '../helpers/build';
import { CSV_ENCODINGS, DOUBTFUL_CSV_FILES, peopleCsv } from '../helpers/csv-files';
import { createTenant, uploadCsv, uploadResult, usersUrl } from '../helpers/end-users';
import { SUPER, signInAdmin } from '../helpers/session';

const DELIMITERS: Array<[string, string]> = [
  ['comma', ','],
  ['semicolon', ';'],
  ['tab', '\t'],
];

describe('Tenant Users CSV upload: encodings, delimiters, headers and roles', () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());

  const users = async (tenantId: string): Promise<EndUser[]> =>
    (
      await t.app.inject({ url: usersUrl(tenantId), headers: { cookie } })
    ).json<EndUserListResponse>().users;

  for (const [encoding, encode] of Object.entries(CSV_ENCODINGS)) {
    for (const [name, delimiter] of DELIMITERS) {
      test(`reads ${encoding}, ${name}-separated, 'First Name' headers and lower-case roles`, async () => {
        const tenant = await createTenant(t.app, `Enc ${encoding} ${name}`);
        const csv = peopleCsv(delimiter, [
          ['Latín', 'Müller', 'latin@example.com', 'manager', 'Costs in €'],
          ['Zoë', 'Ødegård', 'zoe@example.com', 'ADMIN', '“Quoted”'],
        ]);
        const response = await uploadCsv(t.app, tenant, new Uint8Array(encode(csv)), { cookie });
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(uploadResult(response).created, 2);
        const stored = (await users(tenant)).map((u) => [
          u.first_name,
          u.last_name,
          u.role,
          u.title,
        ]);
        assert.deepEqual(stored.sort(), [
          ['Latín', 'Müller', 'Manager', 'Costs in €'],
          ['Zoë', 'Ødegård', 'Admin', '“Quoted”'],
        ]);
      });
    }
  }

  test("refuses a file whose characters are in doubt with 'Save the file as CSV UTF-8'", async () => {
    const tenant = await createTenant(t.app, 'Enc doubtful');
    for (const [name, content] of Object.entries(DOUBTFUL_CSV_FILES)) {
      const response = await uploadCsv(t.app, tenant, new Uint8Array(content), { cookie });
      assert.equal(response.statusCode, 400, name);
      assert.deepEqual(response.json(), {
        message: 'Save the file as CSV UTF-8 and upload it again',
      });
    }
    assert.deepEqual(await users(tenant), []);
  });

  test('numbers rows as a spreadsheet does, in a semicolon file too', async () => {
    const tenant = await createTenant(t.app, 'Enc rows');
    const csv = peopleCsv(';', [
      ['Ann', 'Lee', 'ann@example.com', 'User', ''],
      ['Bo', 'Park', 'not-an-email', 'Owner', ''],
    ]);
    const response = await uploadCsv(t.app, tenant, csv, { cookie });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(
      response.json().errors.map((e: { row: number; field: string }) => [e.row, e.field]),
      [
        [3, 'email'],
        [3, 'role'],
      ],
    );
  });
});
