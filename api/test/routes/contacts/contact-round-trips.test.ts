import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Database } from '../../../src/db/database';
import { build, type TestApp } from '../../helpers/build';
import { type CardOwnerRow, demoCard, openCard, postContact, VISITOR } from './contact-helpers';

// No timed flush: a visit's count stays in memory, so only the path under test reaches the database.
const NO_TIMED_FLUSH = { cardCountFlushMs: 60 * 60 * 1000 };
/** The mail worker's own statements; the post queues its mail in the contact's statement. */
const isMailWork = (sql: string) => /mail_queue/.test(sql) && !/INSERT INTO contacts/.test(sql);

interface Call {
  /** `statement`: one round trip on PostgreSQL; `transaction`: one more per statement in it. */
  kind: 'statement' | 'transaction' | 'query';
  sql: string;
}

/**
 * `database` recording what the app asks of it, and holding the owner's mail (its delivery)
 * until `releaseMail`: an answer given while the mail is held did not wait for it.
 */
function recordingDatabase(database: Database) {
  const calls: Call[] = [];
  let release: () => void = () => undefined;
  let mailGate = Promise.resolve();
  const held = async (sql: string) => {
    if (isMailWork(sql)) await mailGate;
  };
  const wrapped: Database = {
    ...database,
    get soleProcess() {
      return database.soleProcess;
    },
    get applicationRole() {
      return database.applicationRole;
    },
    bulkWrites: database.bulkWrites,
    query: async (sql, params) => {
      calls.push({ kind: 'query', sql });
      return database.query(sql, params);
    },
    statement: async (sql, params, scope) => {
      calls.push({ kind: 'statement', sql });
      await held(sql);
      return database.statement(sql, params, scope);
    },
    transaction: (fn, scope) => {
      const call: Call = { kind: 'transaction', sql: '' };
      calls.push(call);
      return database.transaction(
        (tx) =>
          fn({
            ...tx,
            query: async (sql, params) => {
              call.sql += `${sql};`;
              await held(sql);
              return tx.query(sql, params);
            },
            streamRows: tx.streamRows,
            bulkLoad: tx.bulkLoad,
            exec: tx.exec,
          }),
        scope,
      );
    },
  };
  return {
    database: wrapped,
    /** What was asked since the last call, the owner's mail left out. */
    take: (): Call[] => calls.splice(0).filter((call) => !isMailWork(call.sql)),
    holdMail() {
      mailGate = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    releaseMail: () => release(),
  };
}

type Recording = ReturnType<typeof recordingDatabase>;

async function appRecording(config: Record<string, unknown> = {}) {
  let recording: Recording | undefined;
  const t = await build({
    config: { ...NO_TIMED_FLUSH, ...config },
    wrapDatabase: (database) => {
      recording = recordingDatabase(database);
      return recording.database;
    },
  });
  return { t, recording: recording as Recording };
}

const isCardRead = (call: Call | undefined) =>
  call?.kind === 'statement' && /FROM \(SELECT \$1::text AS slug\) wanted/.test(call.sql);
const isContactWrite = (call: Call | undefined) =>
  call?.kind === 'statement' && /INSERT INTO contacts/.test(call.sql);

describe('a contact post reaches the database as little as it can', () => {
  let t: TestApp;
  let recording: Recording;
  let card: CardOwnerRow;

  before(async () => {
    ({ t, recording } = await appRecording());
    card = await demoCard(t.app);
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.backgroundIdle();
    t.clock.advance(2 * 60 * 60 * 1000);
  });

  test('the card page, on a miss, reads the card in one statement', async () => {
    recording.take();
    const { page } = await openCard(t.app, card.card_slug, '10.0.9.1');
    assert.equal(page.statusCode, 200);
    const calls = recording.take();
    assert.equal(calls.length, 1, JSON.stringify(calls));
    assert.ok(isCardRead(calls[0]), calls[0]?.sql);
    // Another language is another page: rendered again from the card already kept.
    const german = await t.app.inject({
      method: 'GET',
      url: `/c/${card.card_slug}`,
      headers: { 'accept-language': 'de' },
      remoteAddress: '10.0.9.2',
    });
    assert.equal(german.statusCode, 200);
    assert.deepEqual(recording.take(), [], 'the kept card serves the new page');
  });

  test("a post after the card page is one statement: contact, connection, audit entry and the owner's mail written together", async () => {
    const { token } = await openCard(t.app, card.card_slug, '10.0.9.3');
    t.clock.advance(4_000);
    recording.take();
    recording.holdMail();
    const sent = await postContact(t.app, card.card_slug, { ...VISITOR, t: token }, '10.0.9.3');
    assert.equal(sent.statusCode, 303, "answered while the owner's mail is still held");
    const calls = recording.take();
    assert.equal(calls.length, 1, JSON.stringify(calls));
    assert.ok(isContactWrite(calls[0]), calls[0]?.sql);
    assert.match(
      calls[0]?.sql ?? '',
      /card_connections_add[\s\S]*INSERT INTO audit_log[\s\S]*INSERT INTO mail_queue/,
    );
    recording.releaseMail();
    const mails = (await t.mailsTo(card.email)).filter((mail) =>
      mail.subject.startsWith(VISITOR.name),
    );
    assert.ok(mails.length > 0, 'the mail leaves after the answer');
  });
});

describe('a contact post with no card kept', () => {
  let t: TestApp;
  let recording: Recording;
  let card: CardOwnerRow;

  before(async () => {
    ({ t, recording } = await appRecording({ cardCacheMb: 0 }));
    card = await demoCard(t.app);
  });
  after(() => t.close());

  test('reads the card in one statement and writes in one: two round trips', async () => {
    const { token } = await openCard(t.app, card.card_slug, '10.0.9.4');
    t.clock.advance(4_000);
    recording.take();
    const sent = await postContact(t.app, card.card_slug, { ...VISITOR, t: token }, '10.0.9.4');
    assert.equal(sent.statusCode, 303);
    const calls = recording.take();
    assert.equal(calls.length, 2, JSON.stringify(calls));
    assert.ok(isCardRead(calls[0]), calls[0]?.sql);
    assert.ok(isContactWrite(calls[1]), calls[1]?.sql);
  });

  test("a removed person's address answers 410, and an unknown one 404, after one statement each", async () => {
    const { rows } = await t.app.systemDb.query<{ card_slug: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Gone', 'Soon', 'gone-soon@example.com') RETURNING card_slug`,
      [card.tenant_id],
    );
    const slug = rows[0]!.card_slug;
    await t.app.systemDb.query('DELETE FROM end_users WHERE card_slug = $1', [slug]);
    recording.take();
    const gone = await t.app.inject({ method: 'GET', url: `/c/${slug}` });
    assert.equal(gone.statusCode, 410);
    const goneCalls = recording.take();
    assert.equal(goneCalls.length, 1, JSON.stringify(goneCalls));
    assert.ok(isCardRead(goneCalls[0]));
    const unknown = await t.app.inject({ method: 'GET', url: '/c/no-such-card-here' });
    assert.equal(unknown.statusCode, 404);
    const unknownCalls = recording.take();
    assert.equal(unknownCalls.length, 1, JSON.stringify(unknownCalls));
    assert.ok(isCardRead(unknownCalls[0]));
  });
});
