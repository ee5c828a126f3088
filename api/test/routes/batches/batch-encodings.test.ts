import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BatchUploadResult, TenantListResponse } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { CSV_ENCODINGS, DOUBTFUL_CSV_FILES, peopleCsv } from '../../helpers/csv-files';
import { SUPER, signInAdmin } from '../../helpers/session';
import { batchForm } from './batch-files';

const DELIMITERS: Array<[string, string]> = [
  ['comma', ','],
  ['semicolon', ';'],
  ['tab', '\t'],
];

describe('Batches CSV upload: encodings, delimiters, headers and roles', () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    const tenants = await t.app.inject({ url: '/api/management/tenants', headers: { cookie } });
    tenantId = tenants.json<TenantListResponse>().tenants[0]!.id;
  });
  after(() => t.close());

  const upload = (name: string, content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/management/batches/${tenantId}`,
      payload: batchForm({ name, file: { name: 'people.csv', content } }),
      headers: { cookie },
    });
  const storedRows = async (batchId: string) =>
    (
      await t.app.systemDb.query<{
        row_number: number;
        first_name: string;
        last_name: string;
        fields: Record<string, string>;
      }>(
        `SELECT row_number, first_name, last_name, fields FROM batch_rows
         WHERE batch_id = $1 ORDER BY row_number`,
        [batchId],
      )
    ).rows.map((row) => [row.row_number, row.first_name, row.last_name, row.fields]);

  for (const [encoding, encode] of Object.entries(CSV_ENCODINGS)) {
    for (const [name, delimiter] of DELIMITERS) {
      test(`reads ${encoding}, ${name}-separated, 'First Name' headers and lower-case roles`, async () => {
        const csv = peopleCsv(delimiter, [
          ['Latín', 'Müller', 'latin@example.com', 'manager', 'Costs in €'],
          ['Zoë', 'Ødegård', 'zoe@example.com', 'ADMIN', '“Quoted”'],
        ]);
        const response = await upload(`${encoding} ${name}`, encode(csv));
        assert.equal(response.statusCode, 201, response.body);
        // Spreadsheet numbering: the header is row 1.
        assert.deepEqual(await storedRows(response.json<BatchUploadResult>().id), [
          [2, 'Latín', 'Müller', { role: 'Manager', title: 'Costs in €' }],
          [3, 'Zoë', 'Ødegård', { role: 'Admin', title: '“Quoted”' }],
        ]);
      });
    }
  }

  test("refuses a file whose characters are in doubt with 'Save the file as CSV UTF-8'", async () => {
    for (const [name, content] of Object.entries(DOUBTFUL_CSV_FILES)) {
      const response = await upload(name, content);
      assert.equal(response.statusCode, 400, name);
      assert.deepEqual(response.json(), {
        message: 'Save the file as CSV UTF-8 and upload it again',
      });
    }
  });
});
