import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  BatchListResponse,
  BatchRejected,
  BatchUploadResult,
  TenantListResponse,
} from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, SUPER, signInAdmin } from '../../helpers/session';
import { batchForm, csvFile, xlsxFile } from './batch-files';

const PEOPLE_CSV = [
  'First Name,Last Name,E-mail,Title,Phone Work',
  'Olivia,Bennett,olivia.bennett@acme.example.com,Engineer,415-555-0101',
  'Ethan,,ethan@acme.example.com,Designer,',
  '',
  'Sofia,Martinez,not-an-email,,',
  "Liam,O'Connor,OLIVIA.BENNETT@acme.example.com,,",
  '"Mia, Jr.",Johansson,mia@acme.example.com,"Head of ""Ops""",',
].join('\n');

describe('batches', () => {
  let t: TestApp;
  let superCookie: string;
  let acmeId: string;
  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    const tenants = await t.app.inject({
      url: '/api/management/tenants',
      headers: { cookie: superCookie },
    });
    acmeId = tenants.json<TenantListResponse>().tenants[0]!.id;
  });
  after(() => t.close());

  const upload = (form: FormData, cookie = superCookie, tenantId = acmeId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/management/batches/${tenantId}`,
      payload: form,
      headers: { cookie },
    });
  const storedRows = (batchId: string) =>
    t.app.systemDb.query<{ row_number: number; email: string; fields: Record<string, string> }>(
      'SELECT row_number, email, fields FROM batch_rows WHERE batch_id = $1 ORDER BY row_number',
      [batchId],
    );
  const expectRefused = async (form: FormData, status: number, message: string) => {
    const response = await upload(form);
    assert.equal(response.statusCode, status, response.body);
    assert.deepEqual(response.json(), { message });
  };

  test('a CSV upload with refused rows stores nothing and lists every error per row', async () => {
    const response = await upload(
      batchForm({
        name: ' Q1 New Hires ',
        tenant_id: acmeId,
        file: { name: 'hires.csv', content: csvFile(PEOPLE_CSV), type: 'text/csv' },
      }),
    );
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json<BatchRejected>(), {
      message: 'The file has 3 invalid rows; nothing was stored.',
      error_count: 3,
      errors: [
        { row: 3, field: 'last_name', message: 'Last name is required' },
        { row: 5, field: 'email', message: 'Please enter a valid email address' },
        { row: 6, field: 'email', message: 'Email already appears on row 2' },
      ],
    });
    const stored = await t.app.systemDb.query("SELECT 1 FROM batches WHERE name = 'Q1 New Hires'");
    assert.equal(stored.rows.length, 0);
  });

  test('a valid CSV upload stores every row with its other columns', async () => {
    const valid = PEOPLE_CSV.split('\n')
      .filter((_, index) => ![2, 3, 4, 5].includes(index))
      .join('\n');
    const response = await upload(
      batchForm({
        name: ' Q1 New Hires ',
        tenant_id: acmeId,
        file: { name: 'hires.csv', content: csvFile(valid), type: 'text/csv' },
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const result = response.json<BatchUploadResult>();
    assert.equal(result.name, 'Q1 New Hires');
    assert.equal(result.file_name, 'hires.csv');
    assert.equal(result.tenant_id, acmeId);
    assert.equal(result.row_count, 2);
    assert.deepEqual([result.error_count, result.errors], [0, []]);
    const { rows } = await storedRows(result.id);
    assert.deepEqual(
      rows.map((row) => [row.row_number, row.email, row.fields]),
      [
        [2, 'olivia.bennett@acme.example.com', { title: 'Engineer', phone_work: '415-555-0101' }],
        [3, 'mia@acme.example.com', { title: 'Head of "Ops"' }],
      ],
    );
  });

  test('an XLSX upload matches headers without case and reads the first sheet', async () => {
    const content = await xlsxFile([
      ['FIRSTNAME', 'last_name', 'Email Address', 'Department'],
      ['Noah', 'Kim', 'noah.kim@acme.example.com', 'Sales'],
      [
        'Ava',
        'Thompson',
        { text: 'ava@acme.example.com', hyperlink: 'mailto:ava@acme.example.com' },
        42,
      ],
    ]);
    const response = await upload(
      batchForm({ name: 'Sales team', file: { name: 'Sales.XLSX', content } }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const result = response.json<BatchUploadResult>();
    assert.equal(result.row_count, 2);
    const { rows } = await storedRows(result.id);
    assert.deepEqual(
      rows.map((row) => [row.email, row.fields]),
      [
        ['noah.kim@acme.example.com', { department: 'Sales' }],
        ['ava@acme.example.com', { department: '42' }],
      ],
    );
  });

  test('an XLSX row without a first name refuses the file with its row number', async () => {
    const content = await xlsxFile([
      ['First Name', 'Last Name', 'Email'],
      ['Noah', 'Kim', 'noah.kim@acme.example.com'],
      [null, 'Nobody', 'nobody@acme.example.com'],
    ]);
    const response = await upload(batchForm({ name: 'Gap', file: { name: 'g.xlsx', content } }));
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json<BatchRejected>().errors, [
      { row: 3, field: 'first_name', message: 'First name is required' },
    ]);
  });

  test("lists the tenant's stored batches", async () => {
    const response = await t.app.inject({
      url: `/api/management/batches/${acmeId}`,
      headers: { cookie: superCookie },
    });
    assert.equal(response.statusCode, 200);
    const { batches } = response.json<BatchListResponse>();
    assert.deepEqual(batches.map((batch) => [batch.name, batch.row_count]).sort(), [
      ['Q1 New Hires', 2],
      ['Sales team', 2],
    ]);
  });

  test('reads a semicolon-separated Windows-1252 CSV with a byte order mark', async () => {
    const text = 'first_name;last_name;email\nRené;Müller;rene@acme.example.com\n';
    const content = Buffer.from(text, 'latin1');
    const response = await upload(batchForm({ name: 'Europe', file: { name: 'eu.csv', content } }));
    assert.equal(response.statusCode, 201, response.body);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csvFile(text)]);
    const withBom = await upload(batchForm({ name: 'BOM', file: { name: 'b.csv', content: bom } }));
    assert.equal(withBom.statusCode, 201, withBom.body);
    const names = await t.app.systemDb.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM batch_rows WHERE batch_id = ANY($1::uuid[])',
      [[response.json<BatchUploadResult>().id, withBom.json<BatchUploadResult>().id]],
    );
    assert.deepEqual(
      names.rows.map((row) => `${row.first_name} ${row.last_name}`),
      ['René Müller', 'René Müller'],
    );
  });

  test('refuses more than 50,000 rows', async () => {
    const lines = ['first,last,email'];
    for (let i = 0; i <= 50_000; i++) lines.push(`A,B,p${i}@example.com`);
    await expectRefused(
      batchForm({ name: 'Many', file: { name: 'many.csv', content: csvFile(lines.join('\n')) } }),
      400,
      'A batch can hold at most 50,000 rows',
    );
  });

  test("answers 400 'Name and file are required' without a name or a file", async () => {
    const file = { name: 'a.csv', content: csvFile(PEOPLE_CSV) };
    const required = 'Name and file are required';
    await expectRefused(batchForm({ file }), 400, required);
    await expectRefused(batchForm({ name: '  ', file }), 400, required);
    await expectRefused(batchForm({ name: 'No file' }), 400, required);
    await expectRefused(
      batchForm({ name: 'Empty pick', file: { name: '', content: Buffer.of() } }),
      400,
      required,
    );
  });

  test('refuses other file types and unreadable files with 400', async () => {
    const accepted = 'Only CSV or XLSX files are accepted';
    const unreadable = 'The file could not be read. Please upload a valid CSV or XLSX file.';
    const send = (name: string, content: Buffer) =>
      batchForm({ name: 'Bad', file: { name, content } });
    await expectRefused(send('people.pdf', Buffer.from('%PDF-1.4')), 400, accepted);
    await expectRefused(send('people.xls', Buffer.from('x')), 400, accepted);
    await expectRefused(send('people.xlsx', csvFile(PEOPLE_CSV)), 400, unreadable);
    await expectRefused(send('people.xlsx', Buffer.from('PK\x03\x04garbage')), 400, unreadable);
    await expectRefused(send('people.csv', await xlsxFile([['First Name']])), 400, unreadable);
    await expectRefused(
      send('people.csv', csvFile('first,last,email\n"a,b,c@d.e\n')),
      400,
      unreadable,
    );
    await expectRefused(send('people.csv', Buffer.of()), 400, 'The file is empty');
  });

  test('refuses a file without the three columns or without a valid row', async () => {
    const send = (text: string) =>
      batchForm({ name: 'Bad', file: { name: 'p.csv', content: csvFile(text) } });
    await expectRefused(
      send('first name,email\nA,a@example.com'),
      400,
      'The file needs First Name, Last Name and Email columns',
    );
    await expectRefused(send('first name,last name,email\n'), 400, 'The file has no valid rows');
    const invalid = await upload(send('first name,last name,email\n,,x'));
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json<BatchRejected>().error_count, 3);
  });

  test('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    await expectRefused(
      batchForm({ name: 'Huge', file: { name: 'huge.csv', content: big } }),
      413,
      'The file is larger than 10 MB',
    );
  });

  test('refuses a non-multipart body, an unknown tenant and a mismatched tenant_id', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/management/batches/${acmeId}`,
      payload: { name: 'x' },
      headers: { cookie: superCookie },
    });
    assert.equal(json.statusCode, 400);
    assert.deepEqual(json.json(), { message: 'Name and file are required' });
    const form = () =>
      batchForm({ name: 'x', file: { name: 'a.csv', content: csvFile(PEOPLE_CSV) } });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await upload(form(), superCookie, id);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'Tenant not found' });
    }
    const other = batchForm({
      name: 'x',
      tenant_id: '00000000-0000-4000-8000-000000000000',
      file: { name: 'a.csv', content: csvFile(PEOPLE_CSV) },
    });
    await expectRefused(other, 400, 'tenant_id does not match the tenant in the address');
  });

  test('client admins and visitors are refused', async () => {
    const clientCookie = await signInAdmin(t.app, CLIENT);
    const form = batchForm({ name: 'x', file: { name: 'a.csv', content: csvFile(PEOPLE_CSV) } });
    const response = await upload(form, clientCookie);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'Only super admins can manage batches' });
    const list = await t.app.inject({
      url: `/api/management/batches/${acmeId}`,
      headers: { cookie: clientCookie },
    });
    assert.equal(list.statusCode, 403);
    const anonymous = await t.app.inject({ url: `/api/management/batches/${acmeId}` });
    assert.equal(anonymous.statusCode, 401);
  });
});
