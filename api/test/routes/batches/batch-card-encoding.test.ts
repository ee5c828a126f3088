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
import type { TestApp } from '../../helpers/build';
import { csvFile } from './batch-files';
import {
  BASE,
  type BatchCalls,
  PEOPLE,
  startBatchTests,
  batchesUrl as url,
} from './batch-requests';

// One order of three people, taken from the encoding file to Shipped; the tests run in order.
describe("a card order through encoding: the encoding file, the encoder's result, lost cards and status", () => {
  let t: TestApp;
  let acme: string;
  let api: BatchCalls;
  let batch: BatchUploadResult;
  before(async () => {
    ({ t, acme, api } = await startBatchTests());
    batch = (await api.upload('Q1 cards', csvFile(PEOPLE))).json<BatchUploadResult>();
  });
  after(() => t.close());

  test('the encoding file: one line per card with the ?src=nfc card URL and its NDEF record as hex', async () => {
    const response = await api.get(url(acme, `/${batch.id}/encoding.csv`));
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
    const slug = await api.slugOf('olivia.order@acme.example.com');
    const cardUrl = `${BASE}/c/${slug}?src=nfc`;
    const rest = Buffer.from(cardUrl.slice('https://'.length));
    const hex = `D101${(rest.length + 1).toString(16).padStart(2, '0')}5504${rest.toString('hex')}`;
    assert.equal(
      lines[1],
      `Olivia Bennett,olivia.order@acme.example.com,${cardUrl},${hex.toUpperCase()}`,
    );
  });

  test('the encoding file protects names against formula injection', async () => {
    const made = await api.upload(
      'Formula',
      csvFile('First Name,Last Name,Email\n=cmd,|calc,eq@acme.example.com'),
    );
    assert.equal(made.statusCode, 201, made.body);
    const file = await api.get(url(acme, `/${made.json<Batch>().id}/encoding.csv`));
    assert.match(file.body, /\r\n'=cmd \|calc,eq@acme\.example\.com,/);
  });

  test("the encoder's result (BOM, CRLF and LF mixed, semicolons) records UIDs and marks the batch Encoded", async () => {
    const detail = await api.cardsOf(acme, batch.id);
    const [a, b, c] = detail.cards.map((card) => `${card.card_url}?src=nfc`);
    const before = await api.count(
      'SELECT count(*) AS n FROM batch_rows WHERE chip_uid IS NOT NULL',
    );
    const unknown = await api.sendResult(
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
      await api.count('SELECT count(*) AS n FROM batch_rows WHERE chip_uid IS NOT NULL'),
      before,
    );
    const partial = await api.sendResult(
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
    const response = await api.sendResult(acme, batch.id, content);
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json<BatchEncoderResult>();
    assert.equal(result.recorded, 2);
    assert.equal(result.batch.status, 'encoded');
    assert.equal(result.batch.encoded_count, 3);
    const uids = (await api.cardsOf(acme, batch.id)).cards.map((card) => card.chip_uid);
    assert.deepEqual(uids, ['04A22B1A5C3E80', '04A22B1A5C3E81', '04A22B1A5C3E82']);
    const taken = await api.sendResult(
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
    const olivia = (await api.cardsOf(acme, batch.id)).cards[0]!;
    const blockUrl = url(acme, `/${batch.id}/cards/${olivia.end_user_id}/block`);
    const replaceUrl = url(acme, `/${batch.id}/cards/${olivia.end_user_id}/replace`);
    assert.equal((await api.post(replaceUrl)).statusCode, 409, 'only a blocked card is replaced');
    const blocked = await api.post(blockUrl);
    assert.equal(blocked.statusCode, 200, blocked.body);
    assert.equal(blocked.json<BatchCard>().state, 'blocked');
    assert.equal(blocked.json<BatchCard>().card_url, olivia.card_url);
    assert.equal((await api.post(blockUrl)).statusCode, 409);
    assert.equal(
      await api.count('SELECT count(*) AS n FROM blocked_chips WHERE chip_uid = $1', [
        olivia.chip_uid,
      ]),
      1,
    );
    const replaced = await api.post(replaceUrl);
    assert.equal(replaced.statusCode, 200, replaced.body);
    const replacement = replaced.json<BatchCard>();
    assert.deepEqual(
      [replacement.state, replacement.chip_uid, replacement.card_url, replacement.row_number],
      ['active', null, olivia.card_url, 5],
    );
    const awaiting = await api.get(url(acme, `/${batch.id}/encoding.csv?awaiting=true`));
    const lines = awaiting.body.trimEnd().split('\r\n');
    assert.equal(lines.length, 2);
    assert.match(lines[1]!, /^Olivia Bennett,/);
    const cardUrl = `${olivia.card_url}?src=nfc`;
    const reused = await api.sendResult(
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
    const fresh = await api.sendResult(
      acme,
      batch.id,
      csvFile(`Card URL,Chip UID\n${cardUrl},04A22B1A5C3E99\n`),
    );
    assert.equal(fresh.statusCode, 200, fresh.body);
    const detail = await api.cardsOf(acme, batch.id);
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
    const fresh = await api.post(url(acme, '/from-users'), {
      name: 'Steps',
      user_ids: [(await api.cardsOf(acme, batch.id)).cards[1]!.end_user_id],
    });
    const id = fresh.json<Batch>().id;
    const path = url(acme, `/${id}`);
    const skip = await api.patch(path, { status: 'shipped' });
    assert.equal(skip.statusCode, 409);
    assert.deepEqual(skip.json(), {
      message: 'A batch that is Ready for encoding can only become Encoded, not Shipped',
    });
    const early = await api.patch(path, { status: 'encoded' });
    assert.equal(early.statusCode, 409);
    assert.match(early.json<{ message: string }>().message, /1 card has no chip UID yet/);
    const shipped = await api.patch(url(acme, `/${batch.id}`), { status: 'shipped' });
    assert.equal(shipped.statusCode, 200, shipped.body);
    assert.equal(shipped.json<Batch>().status, 'shipped');
    const back = await api.patch(url(acme, `/${batch.id}`), { status: 'ready' });
    assert.equal(back.statusCode, 409);
    assert.match(back.json<{ message: string }>().message, /cannot change status any more/);
    assert.equal((await api.patch(path, { status: 'lost' })).statusCode, 400);
  });

  test('the detail pages its cards: offset and limit, total counts blocked ones', async () => {
    const page = (await api.get(url(acme, `/${batch.id}?offset=1&limit=2`))).json<BatchDetail>();
    assert.deepEqual(
      [page.total, page.offset, page.limit, page.cards.map((card) => card.row_number)],
      [4, 1, 2, [3, 4]],
    );
    assert.equal((await api.get(url(acme, `/${batch.id}?limit=10001`))).statusCode, 400);
  });
});
