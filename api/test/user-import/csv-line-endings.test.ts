import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUserListResponse } from '@bizcard/shared/model';
import { csvValueCount } from '../../src/csv/value-count';
import { CSV_TEXT_AFTER_QUOTE, CSV_UNCLOSED_QUOTE } from '../../src/user-import/messages';
import { build, type TestApp } from '../helpers/build';
import { createTenant, uploadCsv, uploadErrors, usersUrl } from '../helpers/end-users';
import { SUPER, signInAdmin } from '../helpers/session';

describe('Tenant Users CSV upload: line endings and values per row', () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());

  const emails = async (tenant: string) =>
    (await t.app.inject({ url: usersUrl(tenant), headers: { cookie } }))
      .json<EndUserListResponse>()
      .users.map((user) => user.email)
      .sort();

  /** The template's header line as downloaded: BOM, titles, CRLF. */
  async function templateHeader(tenant: string): Promise<string> {
    const template = await t.app.inject({
      url: `${usersUrl(tenant)}/csv/csv-template`,
      headers: { cookie },
    });
    return template.body.slice(0, template.body.indexOf('\r\n') + 2);
  }

  /** A row under `header` with the values given by column title, the rest left empty. */
  const rowUnder = (header: string, values: Record<string, string>) =>
    header
      .trim()
      .replace(/^\uFEFF/, '')
      .split(',')
      .map((title) => values[title] ?? '')
      .join(',');

  const SIX_ROWS: Array<Record<string, string>> = [
    { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' },
    { first_name: '', last_name: 'Nofirst', email: 'nofirst@example.com' },
    { first_name: 'Bad', last_name: 'Email', email: 'not-an-email' },
    {
      first_name: 'Js',
      last_name: 'Site',
      email: 'js@example.com',
      website: 'javascript:alert(1)',
    },
    { first_name: 'Ann', last_name: 'Again', email: 'ANN@example.com' },
    { first_name: 'Bo', last_name: 'Park', email: 'bo@example.com' },
  ];

  for (const kind of ['the template header', 'a short header']) {
    test(`rows added with LF under ${kind} ending in CRLF are each checked, and refused`, async () => {
      const tenant = await createTenant(t.app, `Template rows ${kind}`);
      const header =
        kind === 'a short header'
          ? 'first_name,last_name,email,website\r\n'
          : await templateHeader(tenant);
      const rows = SIX_ROWS.map((values) => `${rowUnder(header, values)}\n`);
      const response = await uploadCsv(t.app, tenant, header + rows.join(''), { cookie });
      assert.equal(response.statusCode, 400, response.body);
      const body = uploadErrors(response);
      assert.equal(body.message, 'CSV has 4 invalid rows; nothing was imported.');
      assert.deepEqual(
        body.errors?.map(({ row, field, message }) => [row, field, message]),
        [
          [3, 'first_name', 'First name is required'],
          [4, 'email', 'Please enter a valid email address'],
          [5, 'website', 'Website must be a web address starting with http:// or https://'],
          [6, 'email', 'Duplicate email: row 2 has the same email'],
        ],
      );
      assert.deepEqual(await emails(tenant), []);
    });
  }

  test('CRLF, LF and CR in one file each end a row; line breaks in quotes stay in the value', async () => {
    const tenant = await createTenant(t.app, 'Mixed line endings');
    const csv =
      'first_name,last_name,email,title\n' +
      'Ann,Lee,ann@example.com,Chef\r' +
      'Bo,Park,bo@example.com,"Head\rof\nSales"\r\n' +
      'Cy,Diaz,cy@example.com,\n';
    const response = await uploadCsv(t.app, tenant, csv, { cookie });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().created, 3);
    const { users } = (
      await t.app.inject({ url: usersUrl(tenant), headers: { cookie } })
    ).json<EndUserListResponse>();
    assert.deepEqual(
      users.map((user) => [user.first_name, user.email, user.title]),
      [
        ['Ann', 'ann@example.com', 'Chef'],
        ['Bo', 'bo@example.com', 'Head\rof\nSales'],
        ['Cy', 'cy@example.com', null],
      ],
    );
  });

  test('a row with more values than the header, or too few for its required ones, is refused', async () => {
    const tenant = await createTenant(t.app, 'Value counts');
    const csv =
      'first_name,last_name,email,title\n' +
      'Ann,Lee,ann@example.com,Chef,extra\n' +
      'Bo,Park\n' +
      // Trailing optional values left out: read as empty.
      'Cy,Diaz,cy@example.com\n' +
      'Dee,Fox,dee@example.com,Pilot,\n';
    const response = await uploadCsv(t.app, tenant, csv, { cookie });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(uploadErrors(response), {
      message: 'CSV has 3 invalid rows; nothing was imported.',
      errors: [
        { row: 2, field: 'row', message: '5 values, but the header has 4 columns' },
        { row: 3, field: 'row', message: '2 values, but the header has 4 columns' },
        { row: 5, field: 'row', message: '5 values, but the header has 4 columns' },
      ],
    });
    assert.equal(csvValueCount({ found: 1, expected: 4 }), '1 value, but the header has 4 columns');
    assert.deepEqual(await emails(tenant), []);
  });

  test('a quote never closed, or text after a closing quote, is an error of its row', async () => {
    const tenant = await createTenant(t.app, 'Quotes astray');
    const csv =
      'first_name,last_name,email\n' +
      '"Ann"ie,Lee,ann@example.com\n' +
      'Bo,Park,bo@example.com\n' +
      '"Cy,Diaz,cy@example.com\n' +
      'Dee,Fox,dee@example.com\n';
    const response = await uploadCsv(t.app, tenant, csv, { cookie });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(uploadErrors(response).errors, [
      { row: 2, field: 'row', message: CSV_TEXT_AFTER_QUOTE },
      { row: 4, field: 'row', message: CSV_UNCLOSED_QUOTE },
    ]);
    assert.deepEqual(await emails(tenant), []);
  });
});
