import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Batch, BatchRejected, BatchUploadResult } from '@bizcard/shared/model';
import type { TestApp } from '../../helpers/build';
import { SUPER } from '../../helpers/session';
import { csvFile, xlsxFile } from './batch-files';
import {
  BASE,
  type BatchCalls,
  PEOPLE,
  startBatchTests,
  batchesUrl as url,
} from './batch-requests';

describe('batches as card orders', () => {
  let t: TestApp;
  let acme: string;
  let globex: string;
  let api: BatchCalls;
  let batch: BatchUploadResult;
  before(async () => {
    ({ t, acme, globex, api } = await startBatchTests());
  });
  after(() => t.close());

  test("a CSV upload creates the tenant's users and a batch Ready for encoding with one card per person", async () => {
    const response = await api.upload('Q1 cards', csvFile(PEOPLE));
    assert.equal(response.statusCode, 201, response.body);
    batch = response.json<BatchUploadResult>();
    assert.equal(batch.status, 'ready');
    assert.equal(batch.row_count, 3);
    assert.equal(batch.encoded_count, 0);
    assert.equal(batch.created_by_email, SUPER.email);
    assert.deepEqual(batch.users, { created: 3, updated: 0, unchanged: 0 });
    const users = await t.app.systemDb.query<{ id: string; email: string; title: string }>(
      `SELECT id, email, title FROM end_users WHERE tenant_id = $1 AND email LIKE '%.order@%'
       ORDER BY email`,
      [acme],
    );
    assert.deepEqual(
      users.rows.map((user) => [user.email, user.title]),
      [
        ['ethan.order@acme.example.com', 'Designer'],
        ['mia.order@acme.example.com', null],
        ['olivia.order@acme.example.com', 'Engineer'],
      ],
    );
    const detail = await api.cardsOf(acme, batch.id);
    assert.equal(detail.total, 3);
    const olivia = detail.cards[0]!;
    assert.equal(olivia.name, 'Olivia Bennett');
    assert.equal(olivia.row_number, 2);
    assert.equal(olivia.end_user_id, users.rows[2]!.id);
    assert.equal(olivia.card_url, `${BASE}/c/${await api.slugOf('olivia.order@acme.example.com')}`);
    assert.equal(olivia.chip_uid, null);
    assert.equal(olivia.state, 'active');
    const list = (await api.get(url(acme))).json<{ batches: Batch[] }>().batches;
    assert.ok(list.some((entry) => entry.id === batch.id && entry.status === 'ready'));
    const audit = await api.count(
      "SELECT count(*) AS n FROM audit_log WHERE action IN ('batch.import', 'end_user.import') AND target = 'people.csv'",
    );
    assert.equal(audit, 2);
  });

  test('an XLSX upload updates existing users through the same import', async () => {
    const content = await xlsxFile([
      ['First Name', 'Last Name', 'Email', 'Title'],
      ['Olivia', 'Bennett', 'olivia.order@acme.example.com', 'Lead Engineer'],
    ]);
    const response = await api.upload('Promotion', content, 'promo.xlsx');
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual(response.json<BatchUploadResult>().users, {
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    const title = await t.app.systemDb.query<{ title: string }>(
      "SELECT title FROM end_users WHERE email = 'olivia.order@acme.example.com'",
    );
    assert.equal(title.rows[0]!.title, 'Lead Engineer');
  });

  test('all or nothing: one refused row, by the batch check or the user import, writes no user and no batch', async () => {
    const users = await api.count('SELECT count(*) AS n FROM end_users');
    const batches = await api.count('SELECT count(*) AS n FROM batches');
    const missingName = await api.upload(
      'Bad',
      csvFile('First Name,Last Name,Email\nNew,Person,new.person@acme.example.com\nEthan,,e@x.com'),
    );
    assert.equal(missingName.statusCode, 400, missingName.body);
    const refused = missingName.json<BatchRejected>();
    assert.equal(refused.message, 'The file has 1 invalid row; nothing was stored.');
    assert.deepEqual(refused.errors, [
      { row: 3, field: 'last_name', message: 'Last name is required' },
    ]);
    const badPhone = await api.upload(
      'Bad phone',
      csvFile(
        'First Name,Last Name,Email,phone_cell\nNew,Person,new.person@acme.example.com,\nAva,Kim,ava.k@acme.example.com,call me maybe',
      ),
    );
    assert.equal(badPhone.statusCode, 400, badPhone.body);
    const phoneErrors = badPhone.json<BatchRejected>().errors;
    assert.deepEqual(
      phoneErrors.map((error) => [error.row, error.field]),
      [[3, 'phone_cell']],
    );
    assert.equal(await api.count('SELECT count(*) AS n FROM end_users'), users);
    assert.equal(await api.count('SELECT count(*) AS n FROM batches'), batches);
  });

  test('a batch from selected users; ids of another tenant are refused and nothing is written', async () => {
    const ids = await t.app.systemDb.query<{ id: string; tenant_id: string }>(
      `(SELECT id, tenant_id FROM end_users WHERE tenant_id = $1 ORDER BY email LIMIT 2)
       UNION ALL (SELECT id, tenant_id FROM end_users WHERE tenant_id = $2 LIMIT 1)`,
      [acme, globex],
    );
    const [first, second, foreign] = ids.rows;
    const batches = await api.count('SELECT count(*) AS n FROM batches');
    const mixed = await api.post(url(acme, '/from-users'), {
      name: 'Mixed',
      user_ids: [first!.id, foreign!.id],
    });
    assert.equal(mixed.statusCode, 422, mixed.body);
    assert.match(
      mixed.json<{ message: string }>().message,
      /1 of the selected users is not a user/,
    );
    const malformed = await api.post(url(acme, '/from-users'), { name: 'x', user_ids: ['nope'] });
    assert.equal(malformed.statusCode, 422);
    assert.equal(await api.count('SELECT count(*) AS n FROM batches'), batches);
    const made = await api.post(url(acme, '/from-users'), {
      name: 'Selected',
      user_ids: [second!.id, first!.id, second!.id],
    });
    assert.equal(made.statusCode, 201, made.body);
    const created = made.json<Batch>();
    assert.equal(created.file_name, null);
    assert.equal(created.row_count, 2);
    assert.equal(created.status, 'ready');
    const detail = await api.cardsOf(acme, created.id);
    assert.deepEqual(
      detail.cards.map((card) => [card.row_number, card.end_user_id]),
      [
        [1, second!.id],
        [2, first!.id],
      ],
    );
  });

  test('a Draft from before batches were card orders becomes Ready only once every person is a user', async () => {
    const draft = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO batches (tenant_id, name, file_name, row_count) VALUES ($1, 'Old', 'old.csv', 1)
       RETURNING id, status`,
      [acme],
    );
    const id = draft.rows[0]!.id;
    await t.app.systemDb.query(
      `INSERT INTO batch_rows (batch_id, row_number, first_name, last_name, email)
       VALUES ($1, 2, 'Nobody', 'Known', 'nobody.known@acme.example.com')`,
      [id],
    );
    const detail = await api.cardsOf(acme, id);
    assert.deepEqual(
      [detail.batch.status, detail.cards[0]!.card_url, detail.cards[0]!.end_user_id],
      ['draft', null, null],
    );
    const refused = await api.patch(url(acme, `/${id}`), { status: 'ready' });
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json<{ message: string }>().message, /1 person of this batch is not/);
    const encoding = await api.get(url(acme, `/${id}/encoding.csv`));
    assert.equal(encoding.body.trimEnd().split('\r\n').length, 1, 'no line without a card address');
  });

  test("another tenant's batch or person is not found, and nothing is changed", async () => {
    const olivia = (await api.cardsOf(acme, batch.id)).cards[0]!;
    for (const path of [
      url(globex, `/${batch.id}`),
      url(globex, `/${batch.id}/encoding.csv`),
      url(acme, '/00000000-0000-4000-8000-000000000000'),
      url(acme, '/nope'),
    ]) {
      const response = await api.get(path);
      assert.equal(response.statusCode, 404, path);
      assert.deepEqual(response.json(), { message: 'Batch not found' });
    }
    assert.equal(
      (await api.patch(url(globex, `/${batch.id}`), { status: 'shipped' })).statusCode,
      404,
    );
    assert.equal(
      (await api.post(url(globex, `/${batch.id}/cards/${olivia.end_user_id}/block`))).statusCode,
      404,
    );
    const stranger = await t.app.systemDb.query<{ id: string }>(
      'SELECT id FROM end_users WHERE tenant_id = $1 LIMIT 1',
      [globex],
    );
    const foreign = await api.post(url(acme, `/${batch.id}/cards/${stranger.rows[0]!.id}/block`));
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(foreign.json(), { message: 'This person has no card in this batch' });
  });
});
