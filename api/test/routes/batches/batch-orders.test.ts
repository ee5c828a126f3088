import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  Batch,
  BatchCard,
  BatchDetail,
  BatchEncoderResult,
  BatchRejected,
  BatchUploadResult,
} from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { tenantIdOf } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';
import { batchForm, csvFile, xlsxFile } from './batch-files';

const BASE = 'https://cards.example.com';
const PEOPLE = [
  'First Name,Last Name,Email,Title',
  'Olivia,Bennett,olivia.order@acme.example.com,Engineer',
  'Ethan,Cole,ethan.order@acme.example.com,Designer',
  'Mia,Johansson,mia.order@acme.example.com,',
].join('\n');

describe('batches as card orders', () => {
  let t: TestApp;
  let cookie: string;
  let acme: string;
  let globex: string;
  before(async () => {
    t = await build({ config: { publicAppUrl: BASE } });
    cookie = await signInAdmin(t.app, SUPER);
    acme = await tenantIdOf(t.app, 'Acme Corporation');
    globex = await tenantIdOf(t.app, 'Globex');
  });
  after(() => t.close());

  const url = (tenantId: string, rest = '') => `/api/management/batches/${tenantId}${rest}`;
  const upload = (name: string, content: Buffer, fileName = 'people.csv', tenantId = acme) =>
    t.app.inject({
      method: 'POST',
      url: url(tenantId),
      payload: batchForm({ name, file: { name: fileName, content } }),
      headers: { cookie },
    });
  const get = (path: string) => t.app.inject({ url: path, headers: { cookie } });
  const post = (path: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: path, payload, headers: { cookie } });
  const patch = (path: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: path, payload, headers: { cookie } });
  const sendResult = (tenantId: string, batchId: string, content: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type: 'text/csv' }), 'encoded.csv');
    return t.app.inject({
      method: 'POST',
      url: url(tenantId, `/${batchId}/encoder-result`),
      payload: form,
      headers: { cookie },
    });
  };
  const count = async (sql: string, params: unknown[] = []) => {
    const { rows } = await t.app.systemDb.query<{ n: string | number }>(sql, params);
    return Number(rows[0]!.n);
  };
  const cardsOf = async (tenantId: string, batchId: string) =>
    (await get(url(tenantId, `/${batchId}?limit=10000`))).json<BatchDetail>();
  const slugOf = async (email: string) =>
    (
      await t.app.systemDb.query<{ card_slug: string }>(
        'SELECT card_slug FROM end_users WHERE email = $1',
        [email],
      )
    ).rows[0]!.card_slug;

  let batch: BatchUploadResult;

  test("a CSV upload creates the tenant's users and a batch Ready for encoding with one card per person", async () => {
    const response = await upload('Q1 cards', csvFile(PEOPLE));
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
    const detail = await cardsOf(acme, batch.id);
    assert.equal(detail.total, 3);
    const olivia = detail.cards[0]!;
    assert.equal(olivia.name, 'Olivia Bennett');
    assert.equal(olivia.row_number, 2);
    assert.equal(olivia.end_user_id, users.rows[2]!.id);
    assert.equal(olivia.card_url, `${BASE}/c/${await slugOf('olivia.order@acme.example.com')}`);
    assert.equal(olivia.chip_uid, null);
    assert.equal(olivia.state, 'active');
    const list = (await get(url(acme))).json<{ batches: Batch[] }>().batches;
    assert.ok(list.some((entry) => entry.id === batch.id && entry.status === 'ready'));
    const audit = await count(
      "SELECT count(*) AS n FROM audit_log WHERE action IN ('batch.import', 'end_user.import') AND target = 'people.csv'",
    );
    assert.equal(audit, 2);
  });

  test('an XLSX upload updates existing users through the same import', async () => {
    const content = await xlsxFile([
      ['First Name', 'Last Name', 'Email', 'Title'],
      ['Olivia', 'Bennett', 'olivia.order@acme.example.com', 'Lead Engineer'],
    ]);
    const response = await upload('Promotion', content, 'promo.xlsx');
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
    const users = await count('SELECT count(*) AS n FROM end_users');
    const batches = await count('SELECT count(*) AS n FROM batches');
    const missingName = await upload(
      'Bad',
      csvFile('First Name,Last Name,Email\nNew,Person,new.person@acme.example.com\nEthan,,e@x.com'),
    );
    assert.equal(missingName.statusCode, 400, missingName.body);
    const refused = missingName.json<BatchRejected>();
    assert.equal(refused.message, 'The file has 1 invalid row; nothing was stored.');
    assert.deepEqual(refused.errors, [
      { row: 3, field: 'last_name', message: 'Last name is required' },
    ]);
    const badPhone = await upload(
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
    assert.equal(await count('SELECT count(*) AS n FROM end_users'), users);
    assert.equal(await count('SELECT count(*) AS n FROM batches'), batches);
  });

  test('a batch from selected users; ids of another tenant are refused and nothing is written', async () => {
    const ids = await t.app.systemDb.query<{ id: string; tenant_id: string }>(
      `(SELECT id, tenant_id FROM end_users WHERE tenant_id = $1 ORDER BY email LIMIT 2)
       UNION ALL (SELECT id, tenant_id FROM end_users WHERE tenant_id = $2 LIMIT 1)`,
      [acme, globex],
    );
    const [first, second, foreign] = ids.rows;
    const batches = await count('SELECT count(*) AS n FROM batches');
    const mixed = await post(url(acme, '/from-users'), {
      name: 'Mixed',
      user_ids: [first!.id, foreign!.id],
    });
    assert.equal(mixed.statusCode, 422, mixed.body);
    assert.match(
      mixed.json<{ message: string }>().message,
      /1 of the selected users is not a user/,
    );
    const malformed = await post(url(acme, '/from-users'), { name: 'x', user_ids: ['nope'] });
    assert.equal(malformed.statusCode, 422);
    assert.equal(await count('SELECT count(*) AS n FROM batches'), batches);
    const made = await post(url(acme, '/from-users'), {
      name: 'Selected',
      user_ids: [second!.id, first!.id, second!.id],
    });
    assert.equal(made.statusCode, 201, made.body);
    const created = made.json<Batch>();
    assert.equal(created.file_name, null);
    assert.equal(created.row_count, 2);
    assert.equal(created.status, 'ready');
    const detail = await cardsOf(acme, created.id);
    assert.deepEqual(
      detail.cards.map((card) => [card.row_number, card.end_user_id]),
      [
        [1, second!.id],
        [2, first!.id],
      ],
    );
  });

  test('the encoding file: one line per card with the ?src=nfc card URL and its NDEF record as hex', async () => {
    const response = await get(url(acme, `/${batch.id}/encoding.csv`));
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.match(
      String(response.headers['content-disposition']),
      /attachment; filename="encoding-Q1_cards-/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    assert.equal(lines[0], 'Name,Email,Card URL,NDEF Record (hex)');
    assert.equal(lines.length, 4);
    const slug = await slugOf('olivia.order@acme.example.com');
    const cardUrl = `${BASE}/c/${slug}?src=nfc`;
    const rest = Buffer.from(cardUrl.slice('https://'.length));
    const hex = `D101${(rest.length + 1).toString(16).padStart(2, '0')}5504${rest.toString('hex')}`;
    assert.equal(
      lines[1],
      `Olivia Bennett,olivia.order@acme.example.com,${cardUrl},${hex.toUpperCase()}`,
    );
  });

  test('the encoding file protects names against formula injection', async () => {
    const made = await upload(
      'Formula',
      csvFile('First Name,Last Name,Email\n=cmd,|calc,eq@acme.example.com'),
    );
    assert.equal(made.statusCode, 201, made.body);
    const file = await get(url(acme, `/${made.json<Batch>().id}/encoding.csv`));
    assert.match(file.body, /\r\n'=cmd \|calc,eq@acme\.example\.com,/);
  });

  test("the encoder's result (BOM, CRLF and LF mixed, semicolons) records UIDs and marks the batch Encoded", async () => {
    const detail = await cardsOf(acme, batch.id);
    const [a, b, c] = detail.cards.map((card) => `${card.card_url}?src=nfc`);
    const before = await count('SELECT count(*) AS n FROM batch_rows WHERE chip_uid IS NOT NULL');
    const unknown = await sendResult(
      acme,
      batch.id,
      csvFile(
        `Card URL;Chip UID\r\n${a};04a22b1a5c3e80\n${BASE}/c/unknown-card;04A22B1A5C3E81\r\n`,
      ),
    );
    assert.equal(unknown.statusCode, 400, unknown.body);
    assert.deepEqual(unknown.json<BatchRejected>().errors, [
      { row: 3, field: 'card_url', message: 'This card URL is not a card of this batch' },
    ]);
    assert.equal(
      await count('SELECT count(*) AS n FROM batch_rows WHERE chip_uid IS NOT NULL'),
      before,
    );
    const partial = await sendResult(
      acme,
      batch.id,
      csvFile(`card url;uid\n${a};04:a2:2b:1a:5c:3e:80\n`),
    );
    assert.equal(partial.statusCode, 200, partial.body);
    assert.equal(partial.json<BatchEncoderResult>().batch.status, 'ready');
    const content = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      csvFile(`Card URL;Chip UID\r\n${b};04-A2-2B-1A-5C-3E-81\n\n${c};04A22B1A5C3E82\r\n`),
    ]);
    const response = await sendResult(acme, batch.id, content);
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json<BatchEncoderResult>();
    assert.equal(result.recorded, 2);
    assert.equal(result.batch.status, 'encoded');
    assert.equal(result.batch.encoded_count, 3);
    const uids = (await cardsOf(acme, batch.id)).cards.map((card) => card.chip_uid);
    assert.deepEqual(uids, ['04A22B1A5C3E80', '04A22B1A5C3E81', '04A22B1A5C3E82']);
    const taken = await sendResult(
      acme,
      batch.id,
      csvFile(`Card URL,Chip UID\n${a},04A22B1A5C3E81\n`),
    );
    assert.equal(taken.statusCode, 400);
    assert.match(
      taken.json<BatchRejected>().errors[0]!.message,
      /already recorded for another card/,
    );
  });

  test('a lost card is blocked (its UID refused from then on) and replaced by a card awaiting a UID', async () => {
    const olivia = (await cardsOf(acme, batch.id)).cards[0]!;
    const blockUrl = url(acme, `/${batch.id}/cards/${olivia.end_user_id}/block`);
    const replaceUrl = url(acme, `/${batch.id}/cards/${olivia.end_user_id}/replace`);
    assert.equal((await post(replaceUrl)).statusCode, 409, 'only a blocked card is replaced');
    const blocked = await post(blockUrl);
    assert.equal(blocked.statusCode, 200, blocked.body);
    assert.equal(blocked.json<BatchCard>().state, 'blocked');
    assert.equal(blocked.json<BatchCard>().card_url, olivia.card_url);
    assert.equal((await post(blockUrl)).statusCode, 409);
    assert.equal(
      await count('SELECT count(*) AS n FROM blocked_chips WHERE chip_uid = $1', [olivia.chip_uid]),
      1,
    );
    const replaced = await post(replaceUrl);
    assert.equal(replaced.statusCode, 200, replaced.body);
    const replacement = replaced.json<BatchCard>();
    assert.deepEqual(
      [replacement.state, replacement.chip_uid, replacement.card_url, replacement.row_number],
      ['active', null, olivia.card_url, 5],
    );
    const awaiting = await get(url(acme, `/${batch.id}/encoding.csv?awaiting=true`));
    const lines = awaiting.body.trimEnd().split('\r\n');
    assert.equal(lines.length, 2);
    assert.match(lines[1]!, /^Olivia Bennett,/);
    const cardUrl = `${olivia.card_url}?src=nfc`;
    const reused = await sendResult(
      acme,
      batch.id,
      csvFile(`Card URL,Chip UID\n${cardUrl},${olivia.chip_uid}\n`),
    );
    assert.equal(reused.statusCode, 400);
    assert.deepEqual(reused.json<BatchRejected>().errors, [
      {
        row: 2,
        field: 'chip_uid',
        message: `Chip UID ${olivia.chip_uid} is blocked (a lost card)`,
      },
    ]);
    const fresh = await sendResult(
      acme,
      batch.id,
      csvFile(`Card URL,Chip UID\n${cardUrl},04A22B1A5C3E99\n`),
    );
    assert.equal(fresh.statusCode, 200, fresh.body);
    const detail = await cardsOf(acme, batch.id);
    assert.deepEqual(
      detail.cards.map((card) => [card.row_number, card.state, card.chip_uid]),
      [
        [2, 'blocked', '04A22B1A5C3E80'],
        [3, 'active', '04A22B1A5C3E81'],
        [4, 'active', '04A22B1A5C3E82'],
        [5, 'active', '04A22B1A5C3E99'],
      ],
    );
    const actions = await t.app.systemDb.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action IN ('batch.card_block', 'batch.card_replace', 'batch.encode') ORDER BY id",
    );
    assert.ok(actions.rows.some((row) => row.action === 'batch.card_block'));
    assert.ok(actions.rows.some((row) => row.action === 'batch.card_replace'));
  });

  test('status moves one step at a time: Ready → Encoded needs every UID, others answer 409', async () => {
    const fresh = await post(url(acme, '/from-users'), {
      name: 'Steps',
      user_ids: [(await cardsOf(acme, batch.id)).cards[1]!.end_user_id],
    });
    const id = fresh.json<Batch>().id;
    const path = url(acme, `/${id}`);
    const skip = await patch(path, { status: 'shipped' });
    assert.equal(skip.statusCode, 409);
    assert.deepEqual(skip.json(), {
      message: 'A batch that is Ready for encoding can only become Encoded, not Shipped',
    });
    const early = await patch(path, { status: 'encoded' });
    assert.equal(early.statusCode, 409);
    assert.match(early.json<{ message: string }>().message, /1 card has no chip UID yet/);
    const shipped = await patch(url(acme, `/${batch.id}`), { status: 'shipped' });
    assert.equal(shipped.statusCode, 200, shipped.body);
    assert.equal(shipped.json<Batch>().status, 'shipped');
    const back = await patch(url(acme, `/${batch.id}`), { status: 'ready' });
    assert.equal(back.statusCode, 409);
    assert.match(back.json<{ message: string }>().message, /cannot change status any more/);
    assert.equal((await patch(path, { status: 'lost' })).statusCode, 400);
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
    const detail = await cardsOf(acme, id);
    assert.deepEqual(
      [detail.batch.status, detail.cards[0]!.card_url, detail.cards[0]!.end_user_id],
      ['draft', null, null],
    );
    const refused = await patch(url(acme, `/${id}`), { status: 'ready' });
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json<{ message: string }>().message, /1 person of this batch is not/);
    const encoding = await get(url(acme, `/${id}/encoding.csv`));
    assert.equal(encoding.body.trimEnd().split('\r\n').length, 1, 'no line without a card address');
  });

  test("another tenant's batch or person is not found, and nothing is changed", async () => {
    const olivia = (await cardsOf(acme, batch.id)).cards[0]!;
    for (const path of [
      url(globex, `/${batch.id}`),
      url(globex, `/${batch.id}/encoding.csv`),
      url(acme, '/00000000-0000-4000-8000-000000000000'),
      url(acme, '/nope'),
    ]) {
      const response = await get(path);
      assert.equal(response.statusCode, 404, path);
      assert.deepEqual(response.json(), { message: 'Batch not found' });
    }
    assert.equal((await patch(url(globex, `/${batch.id}`), { status: 'shipped' })).statusCode, 404);
    assert.equal(
      (await post(url(globex, `/${batch.id}/cards/${olivia.end_user_id}/block`))).statusCode,
      404,
    );
    const stranger = await t.app.systemDb.query<{ id: string }>(
      'SELECT id FROM end_users WHERE tenant_id = $1 LIMIT 1',
      [globex],
    );
    const foreign = await post(url(acme, `/${batch.id}/cards/${stranger.rows[0]!.id}/block`));
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(foreign.json(), { message: 'This person has no card in this batch' });
  });

  test('the detail pages its cards: offset and limit, total counts blocked ones', async () => {
    const page = (await get(url(acme, `/${batch.id}?offset=1&limit=2`))).json<BatchDetail>();
    assert.deepEqual(
      [page.total, page.offset, page.limit, page.cards.map((card) => card.row_number)],
      [4, 1, 2, [3, 4]],
    );
    assert.equal((await get(url(acme, `/${batch.id}?limit=10001`))).statusCode, 400);
  });
});
