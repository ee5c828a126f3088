import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser, EndUserListResponse } from '@bizcard/shared/model';
import { build, type TestApp } from '../helpers/build';
import {
  createTenant,
  tenantIdOf,
  uploadCsv,
  uploadErrors,
  uploadResult,
  usersUrl,
} from '../helpers/end-users';
import { CLIENT, SUPER, signInAdmin } from '../helpers/session';

const HEADER = 'first_name,last_name,email';

describe('POST /api/management/users/:tenantId/csv/csv-upload', () => {
  let t: TestApp;
  let cookie: string;
  let tenant: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Upload Test');
  });
  after(() => t.close());

  const upload = (content: string, options: { fileName?: string; field?: string } = {}) =>
    uploadCsv(t.app, tenant, content, { cookie, ...options });
  const users = async (tenantId = tenant) =>
    (
      await t.app.inject({ url: usersUrl(tenantId), headers: { cookie } })
    ).json<EndUserListResponse>().users;
  const byEmail = async (email: string) => (await users()).find((u) => u.email === email);

  test('creates new users and updates existing ones by email', async () => {
    const first = await upload(
      `${HEADER},title\nAnn,Lee,ann@example.com,Chef\nBo,Park,bo@example.com,\n`,
    );
    assert.equal(first.statusCode, 200);
    assert.deepEqual(uploadResult(first), {
      message: 'CSV uploaded successfully! 2 users created, 0 users updated.',
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    const second = await upload(
      `${HEADER},title\nAnn,Lee,ANN@example.com,Head Chef\nCy,Diaz,cy@example.com,Cook\n`,
    );
    assert.deepEqual(uploadResult(second), {
      message: 'CSV uploaded successfully! 1 users created, 1 users updated.',
      created: 1,
      updated: 1,
      unchanged: 0,
    });
    const ann = await byEmail('ann@example.com');
    assert.equal(ann?.title, 'Head Chef');
    assert.equal(ann?.role, 'User');
    assert.equal((await users()).length, 3);
  });

  test('a user the file leaves as it was is unchanged, not updated, and keeps updated_at', async () => {
    await upload(`${HEADER},title\nUma,Ray,uma@example.com,Chef\nVic,Orr,vic@example.com,Cook\n`);
    const before = await byEmail('uma@example.com');
    const again = await upload(
      `${HEADER},title\nUma,Ray,UMA@example.com,Chef\nVic,Orr,vic@example.com,Head Cook\n`,
    );
    assert.deepEqual(uploadResult(again), {
      message: 'CSV uploaded successfully! 0 users created, 1 users updated. 1 unchanged.',
      created: 0,
      updated: 1,
      unchanged: 1,
    });
    assert.equal((await byEmail('uma@example.com'))?.updated_at, before?.updated_at);
    assert.equal((await byEmail('vic@example.com'))?.title, 'Head Cook');
  });

  test('columns absent from the file keep their values; present empty cells clear them', async () => {
    await upload(`${HEADER},title,company,role\nDee,Fox,dee@example.com,Pilot,Air Co,Admin\n`);
    await upload(`${HEADER},company\nDee,Fox,dee@example.com,\n`);
    const dee = await byEmail('dee@example.com');
    assert.equal(dee?.title, 'Pilot');
    assert.equal(dee?.role, 'Admin');
    assert.equal(dee?.company, null);
    await upload(`${HEADER},role\nDee,Fox,dee@example.com,\n`);
    assert.equal((await byEmail('dee@example.com'))?.role, 'User');
  });

  test('one invalid row refuses the whole file and names the rows and fields', async () => {
    const before = await users();
    const response = await upload(
      `${HEADER},website,address2_zipCode\n` +
        'New,Person,new.person@example.com,,\n' +
        'Ann,Lee,ann@example.com,ftp://nope,\n' +
        ',Gone,not-an-email,,\n' +
        `Zed,Long,zed@example.com,,${'9'.repeat(21)}\n`,
    );
    assert.equal(response.statusCode, 400);
    const body = uploadErrors(response);
    assert.equal(body.message, 'CSV has 3 invalid rows; nothing was imported.');
    assert.deepEqual(
      body.errors?.map(({ row, field }) => [row, field]),
      [
        [3, 'website'],
        [4, 'first_name'],
        [4, 'email'],
        [5, 'address2_zipCode'],
      ],
    );
    assert.equal(body.errors?.[1]?.message, 'First name is required');
    assert.deepEqual(await users(), before);
  });

  test('reports at most 20 errors but counts every invalid row', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `Bad${i},Row,bad${i}-at-example.com`);
    const response = await upload(`${HEADER}\n${rows.join('\n')}\n`);
    assert.equal(response.statusCode, 400);
    const body = uploadErrors(response);
    assert.equal(body.message, 'CSV has 30 invalid rows; nothing was imported.');
    assert.equal(body.errors?.length, 20);
    assert.deepEqual(
      body.errors?.map((error) => error.row),
      // Numbered as a spreadsheet shows them: the header is row 1.
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
  });

  test('a repeated email inside one file is an error on the later row', async () => {
    const response = await upload(
      `${HEADER}\nEve,One,eve@example.com\nFay,Two,fay@example.com\nEve,Again,EVE@example.com\n`,
    );
    assert.equal(response.statusCode, 400);
    assert.deepEqual(uploadErrors(response), {
      message: 'CSV has 1 invalid row; nothing was imported.',
      errors: [{ row: 4, field: 'email', message: 'Duplicate email: row 2 has the same email' }],
    });
    assert.equal(await byEmail('fay@example.com'), undefined);
  });

  test('reads a BOM, CRLF line ends and quoted fields with commas, quotes and line breaks', async () => {
    const csv =
      '\uFEFFfirst_name,last_name,email,title,address1_street,address1_city\r\n' +
      '"Jo, Jr.","O""Neil",jo@example.com,"Line one\r\nLine two","12 Elm St,\nApt 3",Zürich\r\n';
    const response = await upload(csv);
    assert.equal(response.statusCode, 200, response.body);
    const jo = await byEmail('jo@example.com');
    assert.equal(jo?.first_name, 'Jo, Jr.');
    assert.equal(jo?.last_name, 'O"Neil');
    assert.equal(jo?.title, 'Line one\r\nLine two');
    assert.deepEqual(jo?.addresses, [
      {
        type: 'home',
        street: '12 Elm St,\nApt 3',
        city: 'Zürich',
        state: '',
        zipCode: '',
        country: 'USA',
      },
    ]);
  });

  test('takes the export quote off protected cells, matches headers in any case, skips blank lines', async () => {
    const csv =
      'First_Name, LAST_NAME ,Email,Phone_Work,notes,address3_city,address3_type,address1_city\n' +
      "\n'=Al,Ma,al@example.com,'+1 212 555 0100,ignored,Rome,office,\n,,,,,,,\n";
    const response = await upload(csv);
    assert.equal(response.statusCode, 200, response.body);
    const al = await byEmail('al@example.com');
    assert.equal(al?.first_name, '=Al');
    assert.equal(al?.phone_work, '+12125550100');
    assert.deepEqual(
      al?.addresses.map((a) => [a.type, a.city]),
      [['office', 'Rome']],
    );
  });

  test('refuses files that are not CSV, empty, or without the required header', async () => {
    const cases: Array<[Promise<Awaited<ReturnType<typeof upload>>>, number, string]> = [
      [
        upload(`${HEADER}\nA,B,a@example.com\n`, { fileName: 'users.txt' }),
        400,
        'Please select a CSV file',
      ],
      [
        upload(`${HEADER}\nA,B,a@example.com\n`, { field: 'file' }),
        400,
        'Please select a CSV file',
      ],
      [upload(''), 400, 'The CSV file is empty'],
      [upload('\uFEFF\r\n\r\n'), 400, 'The CSV file is empty'],
      [
        upload('first_name,last_name\nA,B\n'),
        400,
        'The CSV header must include the columns first_name, last_name and email',
      ],
      [upload(`${HEADER}\n`), 400, 'The CSV file has a header but no user rows'],
      [
        upload(`${HEADER},email\nA,B,a@x.com,b@x.com\n`),
        400,
        'The CSV header repeats the column email',
      ],
    ];
    for (const [pending, status, message] of cases) {
      const response = await pending;
      assert.equal(response.statusCode, status, message);
      assert.deepEqual(response.json(), { message });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `${usersUrl(tenant)}/csv/csv-upload`,
      payload: { csvFile: 'x' },
      headers: { cookie },
    });
    assert.equal(json.statusCode, 400);
    assert.deepEqual(json.json(), { message: 'Please select a CSV file' });
  });

  test('an unclosed quote is an error of its row', async () => {
    const response = await upload(`${HEADER}\nA,B,a@example.com\n"C,D,c@example.com\n`);
    assert.equal(response.statusCode, 400);
    assert.equal(uploadErrors(response).errors?.[0]?.row, 3);
  });

  test('refuses a file over 10 MB with 413', async () => {
    const row = 'Big,File,big@example.com\n';
    const content = `${HEADER}\n${row.repeat(Math.ceil((10 * 1024 * 1024) / row.length) + 10)}`;
    const response = await upload(content);
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { message: 'CSV file is too large (10 MB at most)' });
  });

  test('streams files of more rows than one batch', async () => {
    const target = await createTenant(t.app, 'Batch Test');
    const rows = Array.from({ length: 2500 }, (_, i) => `P${i},Q,p${i}@example.com`);
    const response = await uploadCsv(t.app, target, `${HEADER}\n${rows.join('\n')}`, { cookie });
    assert.deepEqual(uploadResult(response).created, 2500);
    const stored: EndUser[] = await users(target);
    assert.equal(stored.length, 2500);
  });

  test('a client admin uploads only to their own tenant; unknown tenants are 404', async () => {
    const clientCookie = await signInAdmin(t.app, CLIENT);
    const acme = await tenantIdOf(t.app, 'Acme Corporation');
    const csv = `${HEADER}\nNew,Hire,new.hire@acme.example.com\n`;
    const own = await uploadCsv(t.app, acme, csv, { cookie: clientCookie });
    assert.equal(own.statusCode, 200);
    const other = await uploadCsv(t.app, tenant, csv, { cookie: clientCookie });
    assert.equal(other.statusCode, 403);
    const missing = await uploadCsv(t.app, '00000000-0000-4000-8000-000000000000', csv, { cookie });
    assert.equal(missing.statusCode, 404);
    const anonymous = await uploadCsv(t.app, acme, csv, { cookie: '' });
    assert.equal(anonymous.statusCode, 401);
  });

  test('refuses a file of more than 100,000 rows with 413, storing none of it', async () => {
    const before = (await users()).length;
    const rows = Array.from({ length: 100_001 }, (_, i) => `Row,Person,row${i}@example.com`);
    const response = await upload(`${HEADER}\n${rows.join('\n')}\n`);
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), {
      message: 'The CSV file has more than 100,000 user rows; split it and upload each part.',
    });
    assert.equal((await users()).length, before);
  });
});
