import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser } from '@bizcard/shared/model';
import Papa from 'papaparse';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, exportUrl, uploadCsv, usersUrl } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';

const parseCsv = (body: string) =>
  Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe("the end user's active switch in the CSV", () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());

  const activeByEmail = async (tenant: string) => {
    const list = await t.app.inject({ url: usersUrl(tenant), headers: { cookie } });
    const users = list.json<{ users: EndUser[] }>().users;
    return Object.fromEntries(users.map((user) => [user.email, user.active]));
  };
  const upload = (tenant: string, rows: string[][]) =>
    uploadCsv(
      t.app,
      tenant,
      Papa.unparse([['first_name', 'last_name', 'email', 'active'], ...rows]),
      {
        cookie,
      },
    );

  test('the template has an `active` column', async () => {
    const tenant = await createTenant(t.app, 'Active Template');
    const response = await t.app.inject({
      url: `${usersUrl(tenant)}/csv/csv-template`,
      headers: { cookie },
    });
    const [header, example] = parseCsv(response.body);
    assert.equal(example![header!.indexOf('active')], 'true');
  });

  test('accepts true/false, yes/no, 1/0 and active/inactive in any case; blank is on for a new user', async () => {
    const tenant = await createTenant(t.app, 'Active Words');
    const words = ['TRUE', 'false', 'Yes', 'no', '1', '0', 'Active', 'INACTIVE', ''];
    const response = await upload(
      tenant,
      words.map((word, i) => ['A', 'B', `w${i}@example.com`, word]),
    );
    assert.equal(response.statusCode, 200, response.body);
    const active = await activeByEmail(tenant);
    assert.deepEqual(
      words.map((_, i) => active[`w${i}@example.com`]),
      [true, false, true, false, true, false, true, false, true],
    );
  });

  test('refuses any other word, naming the column', async () => {
    const tenant = await createTenant(t.app, 'Active Refused');
    const response = await upload(tenant, [['A', 'B', 'x@example.com', 'maybe']]);
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /Active must be true or false/);
  });

  test('round trip: the export writes true/false, and a blank cell keeps an existing value', async () => {
    const tenant = await createTenant(t.app, 'Active Round Trip');
    await upload(tenant, [
      ['A', 'B', 'on@example.com', 'yes'],
      ['C', 'D', 'off@example.com', 'no'],
    ]);
    const exported = await t.app.inject({ url: exportUrl(tenant), headers: { cookie } });
    const [header, ...rows] = parseCsv(exported.body);
    const column = header!.indexOf('active');
    assert.deepEqual(rows.map((row) => row[column]).sort(), ['false', 'true']);

    await upload(tenant, [
      ['A', 'B', 'on@example.com', ''],
      ['C', 'D', 'off@example.com', ''],
    ]);
    assert.deepEqual(await activeByEmail(tenant), {
      'on@example.com': true,
      'off@example.com': false,
    });
    const reupload = await uploadCsv(t.app, tenant, exported.body, { cookie });
    assert.equal(reupload.statusCode, 200, reupload.body);
    assert.deepEqual(await activeByEmail(tenant), {
      'on@example.com': true,
      'off@example.com': false,
    });
  });
});
