import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BatchRejected, BatchUploadResult, TenantListResponse } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, signInAdmin } from '../../helpers/session';
import { batchForm, csvFile, xlsxFile } from './batch-files';

describe('Batches upload: line endings and values per row', () => {
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

  const upload = (name: string, fileName: string, content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/management/batches/${tenantId}`,
      payload: batchForm({ name, file: { name: fileName, content } }),
      headers: { cookie },
    });
  const storedRows = async (batchId: string) =>
    (
      await t.app.systemDb.query<{ row_number: number; email: string; fields: object }>(
        'SELECT row_number, email, fields FROM batch_rows WHERE batch_id = $1 ORDER BY row_number',
        [batchId],
      )
    ).rows.map((row) => [row.row_number, row.email, row.fields]);

  test('CRLF, LF and CR in one file each end a row; quoted line breaks stay in the value', async () => {
    const csv =
      'First Name,Last Name,Email,Title\r\n' +
      'Ann,Lee,ann@example.com,Chef\n' +
      'Bo,Park,bo@example.com,"Head\r\nCook"\r' +
      'Cy,Diaz,cy@example.com,\n';
    const response = await upload('mixed line endings', 'people.csv', csvFile(csv));
    assert.equal(response.statusCode, 201, response.body);
    const result = response.json<BatchUploadResult>();
    assert.deepEqual([result.row_count, result.errors], [3, []]);
    assert.deepEqual(await storedRows(result.id), [
      [2, 'ann@example.com', { title: 'Chef' }],
      [3, 'bo@example.com', { title: 'Head\r\nCook' }],
      [4, 'cy@example.com', {}],
    ]);
  });

  test('a CSV row with more values than the header, or too few for its required ones, refuses the file', async () => {
    const csv =
      'First Name,Last Name,Email,Title\n' +
      'Ann,Lee,ann@example.com,Chef,extra\n' +
      'Bo,Park\n' +
      'Cy,Diaz,cy@example.com\n';
    const response = await upload('value counts', 'people.csv', csvFile(csv));
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json<BatchRejected>().errors, [
      { row: 2, field: 'row', message: '5 values, but the header has 4 columns' },
      { row: 3, field: 'row', message: '2 values, but the header has 4 columns' },
    ]);
    const stored = await t.app.systemDb.query("SELECT 1 FROM batches WHERE name = 'value counts'");
    assert.equal(stored.rows.length, 0);
  });

  test('an XLSX row may leave its trailing cells out', async () => {
    const content = await xlsxFile([
      ['First Name', 'Last Name', 'Email', 'Title'],
      ['Ann', 'Lee', 'ann@example.com'],
    ]);
    const response = await upload('short xlsx row', 'people.xlsx', content);
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual(response.json<BatchUploadResult>().errors, []);
  });
});
