import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Papa from 'papaparse';
import { build, type TestApp } from '../helpers/build';
import {
  createTenant,
  exportUrl,
  tenantIdOf,
  uploadCsv,
  uploadResult,
  usersUrl,
} from '../helpers/end-users';
import { CLIENT, SUPER, signInAdmin } from '../helpers/session';

const FIELDS =
  'first_name,last_name,email,role,pronouns,phone_work,phone_direct,phone_cell,title,company,department,accreditations,website,linkedin,facebook,instagram,x_twitter,youtube,reddit,active';
const group = (n: number) =>
  ['type', 'street', 'city', 'state', 'zipCode', 'country']
    .map((k) => `address${n}_${k}`)
    .join(',');

const parse = (body: string) => {
  assert.ok(body.startsWith('\uFEFF'), 'starts with a byte-order mark');
  return Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;
};

describe('CSV template and export', () => {
  let t: TestApp;
  let cookie: string;
  let today: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    today = t.clock.now().toISOString().slice(0, 10);
  });
  after(() => t.close());

  const get = (url: string, who = cookie) => t.app.inject({ url, headers: { cookie: who } });

  test('the template has the header with two address groups and one example row', async () => {
    const acme = await tenantIdOf(t.app, 'Acme Corporation');
    const response = await get(`${usersUrl(acme)}/csv/csv-template`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="user-template-Acme_Corporation-${today}.csv"`,
    );
    assert.ok(response.body.startsWith(`\uFEFF${FIELDS},${group(1)},${group(2)}\r\n`));
    const rows = parse(response.body);
    assert.equal(rows.length, 2);
    assert.equal(rows[1]![2], 'jane.example@example.com');
    assert.equal(rows[1]!.length, rows[0]!.length);
  });

  test('file names turn every non-alphanumeric of the tenant name into _', async () => {
    const tenant = await createTenant(t.app, 'Café & Co. (EU)');
    const template = await get(`${usersUrl(tenant)}/csv/csv-template`);
    assert.match(
      String(template.headers['content-disposition']),
      new RegExp(`filename="user-template-Caf____Co___EU_-${today}\\.csv"$`),
    );
    const exported = await get(exportUrl(tenant));
    assert.match(
      String(exported.headers['content-disposition']),
      new RegExp(`filename="users-Caf____Co___EU_-${today}\\.csv"$`),
    );
    assert.deepEqual(parse(exported.body), [`${FIELDS},${group(1)},${group(2)}`.split(',')]);
  });

  test('the export protects cells a spreadsheet would run as formulas', async () => {
    const tenant = await createTenant(t.app, 'Formula Test');
    // Straight into the table: the API trims values, so a leading tab or CR only comes from elsewhere.
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, title, company,
         department, pronouns, accreditations, phone_work, addresses)
       VALUES ($1, '=HYPERLINK("x")', '+SUM(1)', 'a@example.com', '-2+3', '@cmd', $2, $3,
         '''=already', 'safe', '[{"type":"home","street":"=1+1","city":"","state":"","zipCode":"","country":"USA"}]')`,
      [tenant, '\tTabbed', '\rReturned'],
    );
    const response = await get(exportUrl(tenant));
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    const [header, row] = parse(response.body);
    const cell = (name: string) => row![header!.indexOf(name)];
    assert.equal(cell('first_name'), `'=HYPERLINK("x")`);
    assert.equal(cell('last_name'), "'+SUM(1)");
    assert.equal(cell('title'), "'-2+3");
    assert.equal(cell('company'), "'@cmd");
    assert.equal(cell('department'), "'\tTabbed");
    assert.equal(cell('pronouns'), "'\rReturned");
    assert.equal(cell('accreditations'), "''=already");
    assert.equal(cell('phone_work'), 'safe');
    assert.equal(cell('email'), 'a@example.com');
    assert.equal(cell('address1_street'), "'=1+1");
  });

  test('the export widens the header to the most addresses and reads back unchanged', async () => {
    const tenant = await createTenant(t.app, 'Round Trip');
    const addresses = Array.from({ length: 4 }, (_, i) => ({
      type: i % 2 ? 'office' : 'home',
      street: `${i} Main St, Unit "${i}"`,
      city: 'Springfield',
      state: 'IL',
      zipCode: `6270${i}`,
      country: 'USA',
    }));
    const payload = { first_name: 'Zoe', last_name: 'Quinn', email: 'zoe@example.com', addresses };
    await t.app.inject({ method: 'POST', url: usersUrl(tenant), payload, headers: { cookie } });
    const second = { first_name: 'amy', last_name: 'Ng', email: 'amy@example.com', title: '=1' };
    await t.app.inject({
      method: 'POST',
      url: usersUrl(tenant),
      payload: second,
      headers: { cookie },
    });
    const before = (await get(usersUrl(tenant))).body;
    const exported = (await get(exportUrl(tenant))).body;
    const [header, ...rows] = parse(exported);
    assert.deepEqual(
      header,
      `${FIELDS},${group(1)},${group(2)},${group(3)},${group(4)}`.split(','),
    );
    assert.deepEqual(
      rows.map((row) => row[0]),
      ['amy', 'Zoe'],
    );
    const again = await uploadCsv(t.app, tenant, exported, { cookie });
    assert.deepEqual(uploadResult(again), {
      message: 'CSV uploaded successfully! 0 users created, 0 users updated. 2 unchanged.',
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    assert.equal((await get(usersUrl(tenant))).body, before);
  });

  test('the export streams every user once, in the list order, across pages', async () => {
    const tenant = await createTenant(t.app, 'Many Users');
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       SELECT $1, 'P' || (i % 7), 'L' || i, 'p' || i || '@example.com' FROM generate_series(1, 2345) i`,
      [tenant],
    );
    const [, ...rows] = parse((await get(exportUrl(tenant))).body);
    assert.equal(rows.length, 2345);
    assert.equal(new Set(rows.map((row) => row[2])).size, 2345);
    const { users } = (await get(usersUrl(tenant))).json<{ users: Array<{ email: string }> }>();
    assert.deepEqual(
      rows.map((row) => row[2]),
      users.map((user) => user.email),
    );
  });

  test('a client admin downloads only their own tenant', async () => {
    const clientCookie = await signInAdmin(t.app, CLIENT);
    const acme = await tenantIdOf(t.app, 'Acme Corporation');
    const globex = await tenantIdOf(t.app, 'Globex');
    assert.equal((await get(exportUrl(acme), clientCookie)).statusCode, 200);
    assert.equal((await get(exportUrl(globex), clientCookie)).statusCode, 403);
    assert.equal((await get(`${usersUrl(globex)}/csv/csv-template`, clientCookie)).statusCode, 403);
    assert.equal((await t.app.inject({ url: exportUrl(acme) })).statusCode, 401);
    assert.equal((await get(exportUrl('00000000-0000-4000-8000-000000000000'))).statusCode, 404);
  });
});
