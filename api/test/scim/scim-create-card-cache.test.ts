import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ChangeFeed, Database, Transaction } from '../../src/db/database';
import { CARD_CHANGED } from '../../src/routes/cards/card-cache';
import { build, type TestApp } from '../helpers/build';
import { countingDatabase, type StatementCount } from '../helpers/counting-database';
import {
  cardPath,
  PATCH_OP,
  type ScimClient,
  scimClient,
  scimToken,
  scimUser,
  tenantIds,
} from '../helpers/scim';

// A card address of the SLUG shape that nobody holds yet.
const UNUSED_SLUG = 'AbCdEfGhIjKl';

/** A listener on 'card_changed' that keeps every tenant id it hears, as the card cache does. */
function heardChanges(): ChangeFeed & { tenants: string[] } {
  const tenants: string[] = [];
  return { tenants, changed: (tenantId) => tenants.push(tenantId), connected: () => undefined };
}

interface Call {
  /** `statement`: one round trip on PostgreSQL; `transaction`: one more per statement in it. */
  kind: 'statement' | 'transaction' | 'query';
  sql: string;
}

/** `database` keeping what the app asks of it, with each transaction's statements. */
function recordingDatabase(database: Database, calls: Call[]): Database {
  const inside = (tx: Transaction, call: Call): Transaction => ({
    ...tx,
    query: (sql, params) => {
      call.sql += `${sql};`;
      return tx.query(sql, params);
    },
    exec: (sql) => {
      call.sql += `${sql};`;
      return tx.exec(sql);
    },
  });
  return {
    ...database,
    get soleProcess() {
      return database.soleProcess;
    },
    get applicationRole() {
      return database.applicationRole;
    },
    query: (sql, params) => {
      calls.push({ kind: 'query', sql });
      return database.query(sql, params);
    },
    statement: (sql, params, scope) => {
      calls.push({ kind: 'statement', sql });
      return database.statement(sql, params, scope);
    },
    transaction: (fn, scope) => {
      const call: Call = { kind: 'transaction', sql: '' };
      calls.push(call);
      return database.transaction((tx) => fn(inside(tx, call)), scope);
    },
  };
}

describe("a directory's new people and the card cache (decision 066)", () => {
  let t: TestApp;
  let scim: ScimClient;
  let acmeId: string;
  let statements: StatementCount;
  const calls: Call[] = [];
  before(async () => {
    t = await build({
      // No timed flush: a visit's count stays in memory while statements are counted.
      config: { cardCountFlushMs: 60 * 60 * 1000 },
      wrapDatabase: (database) => {
        const counting = countingDatabase(recordingDatabase(database, calls));
        statements = counting.statements;
        return counting.database;
      },
    });
    acmeId = (await tenantIds(t.app)).get('acme-corporation')!;
    scim = scimClient(t.app, (await scimToken(t.app, acmeId, 'Okta production')).token);
  });
  after(() => t.close());

  const create = async (userName: string, extra: Record<string, unknown> = {}) => {
    const response = await scim('POST', '/Users', scimUser(userName, extra));
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ id: string }>();
  };

  test('creating a person notifies no card change; changing them still does', async () => {
    const feed = heardChanges();
    await t.app.db.listen(CARD_CHANGED, feed);
    const { id } = await create('nora.new@acme.example');
    const changed = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'title', value: 'Buyer' }],
    });
    assert.equal(changed.statusCode, 200, changed.body);
    // Delivered in commit order, and before the change's answer: a create's would be first.
    assert.deepEqual(feed.tenants, [acmeId]);
  });

  test('a create is two statements, each one round trip: the token and the insert with its audit entry', async () => {
    calls.splice(0);
    await create('two.trips@acme.example', { title: 'Analyst' });
    // Background work (mail queue, counters) may run meanwhile: only the request's own count.
    const asked = calls.filter((call) => /scim_token|end_users/.test(call.sql));
    assert.deepEqual(
      asked.map((call) => call.kind),
      ['statement', 'statement'],
    );
    const taken = await scim('POST', '/Users', scimUser('two.trips@acme.example'));
    assert.equal(taken.statusCode, 409, taken.body);
    assert.equal(taken.json<{ scimType: string }>().scimType, 'uniqueness');
  });

  test('a card address answered 404 shows the person given it as soon as they are added', async () => {
    const before = await t.app.inject({ url: `/c/${UNUSED_SLUG}` });
    assert.equal(before.statusCode, 404);
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, card_slug)
       VALUES ($1, 'Nadia', 'Newcomer', 'nadia@acme.example', $2)`,
      [acmeId, UNUSED_SLUG],
    );
    const after = await t.app.inject({ url: `/c/${UNUSED_SLUG}` });
    assert.equal(after.statusCode, 200);
    assert.match(after.body, /Nadia Newcomer/);
  });

  test("a created person's card is kept, and their change shows at the next visit", async () => {
    const { id } = await create('kept.card@acme.example', { title: 'Analyst' });
    const path = await cardPath(t.app, id);
    assert.match((await t.app.inject({ url: path })).body, /Analyst/);
    statements.reset();
    assert.match((await t.app.inject({ url: path })).body, /Analyst/);
    assert.equal(statements.count, 0, 'the second visit is served from memory');
    const changed = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'title', value: 'Chief Analyst' }],
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.match((await t.app.inject({ url: path })).body, /Chief Analyst/);
    const deactivated = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    assert.equal((await t.app.inject({ url: path })).statusCode, 410);
  });
});
