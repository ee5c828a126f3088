import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ONLY_SUPER_ADMINS } from '../../../src/routes/batches/messages';
import { build, type TestApp } from '../../helpers/build';
import { tenantIdOf } from '../../helpers/end-users';
import { insertPeople, type Person } from '../../helpers/people';
import { CLIENT, SUPER, signInAdmin } from '../../helpers/session';
import { pageCount, pageTexts } from './pdf-reading';

interface StoredBatch {
  id: string;
  people: Person[];
}

/** A batch of `count` new users of the tenant, each with their card, straight into the database. */
async function storeBatch(
  app: FastifyInstance,
  tenantId: string,
  name: string,
  count: number,
): Promise<StoredBatch> {
  const people = await insertPeople(
    app,
    tenantId,
    count,
    `${name.replace(/\W/g, '').toLowerCase()}-`,
  );
  const { rows } = await app.systemDb.query<{ id: string }>(
    `INSERT INTO batches (tenant_id, name, file_name, row_count, status)
     VALUES ($1, $2, 'people.csv', $3, 'ready') RETURNING id`,
    [tenantId, name, count],
  );
  const id = rows[0]!.id;
  await app.systemDb.query(
    `INSERT INTO batch_rows (batch_id, row_number, first_name, last_name, email, end_user_id,
       card_slug)
     SELECT $1, p.n + 1, u.first_name, u.last_name, u.email, u.id, u.card_slug
     FROM unnest($2::uuid[]) WITH ORDINALITY AS p(user_id, n)
     JOIN end_users u ON u.id = p.user_id`,
    [id, people.map((person) => person.id)],
  );
  return { id, people };
}

/** insertPeople names person i 'Pat Person i'. */
const nameOf = (index: number) => `Pat Person ${index + 1}`;
const namesOn = (page: string[]) => page.filter((text) => text.startsWith('Pat Person '));

describe('the QR sheet of a batch', () => {
  let t: TestApp;
  let superCookie: string;
  let acmeId: string;
  let globexId: string;
  let small: StoredBatch;
  let letterSized: StoredBatch;
  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    acmeId = await tenantIdOf(t.app, 'Acme Corporation');
    globexId = await tenantIdOf(t.app, 'Globex');
    small = await storeBatch(t.app, acmeId, 'Q1 New Hires', 25);
    letterSized = await storeBatch(t.app, acmeId, 'Sales team', 31);
  });
  after(() => t.close());

  const sheet = (batchId: string, query = '', tenantId = acmeId, cookie = superCookie) =>
    t.app.inject({
      url: `/api/management/batches/${tenantId}/${batchId}/qr-sheet.pdf${query}`,
      headers: { cookie },
    });

  test('an A4 sheet of 25 people is a PDF of 2 pages with every name and card address', async () => {
    const response = await sheet(small.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(
      response.headers['content-disposition'],
      'attachment; filename="q1-new-hires-qr-sheet-a4.pdf"',
    );
    const pdf = response.rawPayload;
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal(pageCount(pdf), 2);
    const pages = pageTexts(pdf);
    assert.deepEqual(
      pages.map((page) => namesOn(page).length),
      [24, 1],
    );
    const everything = pages.flat().join('');
    small.people.forEach((person, index) => {
      assert.ok(namesOn(pages.flat()).includes(nameOf(index)), nameOf(index));
      assert.ok(everything.includes(`http://localhost:8080/c/${person.card_slug}`), person.email);
    });
  });

  test('a US Letter sheet holds 30 labels a page', async () => {
    const response = await sheet(letterSized.id, '?paper=letter');
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-disposition']), /-letter\.pdf"$/);
    const pdf = response.rawPayload;
    assert.equal(pageCount(pdf), 2);
    assert.deepEqual(
      pageTexts(pdf).map((page) => namesOn(page)),
      [Array.from({ length: 30 }, (_, index) => nameOf(index)), [nameOf(30)]],
    );
  });

  test('blocked cards and people no longer users of the tenant get no label', async () => {
    const batch = await storeBatch(t.app, acmeId, 'Lost cards', 3);
    await t.app.systemDb.query(
      `UPDATE batch_rows SET state = 'blocked' WHERE batch_id = $1 AND end_user_id = $2`,
      [batch.id, batch.people[0]!.id],
    );
    await t.app.systemDb.query('DELETE FROM end_users WHERE id = $1', [batch.people[2]!.id]);
    const response = await sheet(batch.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(pageTexts(response.rawPayload).map(namesOn), [[nameOf(1)]]);
  });

  test('a name too long for its label is cut with an ellipsis on its second line', async () => {
    const batch = await storeBatch(t.app, acmeId, 'Long names', 1);
    const long = 'Maximiliane Alexandra Konstantinopoulou-Wittgenstein von Hohenzollern';
    await t.app.systemDb.query(
      'UPDATE end_users SET first_name = $1, last_name = $2 WHERE id = $3',
      [long, 'Person', batch.people[0]!.id],
    );
    const response = await sheet(batch.id);
    const [first, second, ...address] = pageTexts(response.rawPayload)[0]!;
    assert.equal(first, 'Maximiliane');
    assert.match(second!, /^Alexandra .*…$/);
    assert.ok(address.every((line) => !line.includes('Person')));
  });

  test("another tenant's batch, or an unknown one, is 'Batch not found'", async () => {
    for (const response of [
      await sheet(small.id, '', globexId),
      await sheet('00000000-0000-4000-8000-000000000000'),
      await sheet('not-a-batch'),
    ]) {
      assert.equal(response.statusCode, 404, response.body);
      assert.deepEqual(response.json(), { message: 'Batch not found' });
    }
  });

  test("a client admin is refused, even for their own tenant's batch", async () => {
    const clientCookie = await signInAdmin(t.app, CLIENT);
    const response = await sheet(small.id, '', acmeId, clientCookie);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: ONLY_SUPER_ADMINS });
    assert.equal((await sheet(small.id, '', acmeId, '')).statusCode, 401);
  });

  test('a paper other than a4 or letter is refused', async () => {
    const response = await sheet(small.id, '?paper=a3');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'paper must be a4 or letter' });
  });
});
