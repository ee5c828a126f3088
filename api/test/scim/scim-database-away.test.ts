import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Database } from '../../src/db/database';
import { openPgDatabase } from '../../src/db/pg-database';
import { DATABASE_UNAVAILABLE } from '../../src/errors';
import { ERROR_SCHEMA } from '../../src/scim/scim-errors';
import { build, type TestApp } from '../helpers/build';
import { freePort } from '../helpers/free-port';
import { type ScimClient, scimClient, scimToken, scimUser, tenantIds } from '../helpers/scim';

// A directory's request while the database cannot be reached: the API's statements go to a
// PostgreSQL address nothing listens on (connection refused, as with a stopped server), and
// the directory is told to retry (503, Retry-After) in a SCIM error object, not a 500.

const ROUTED = new Set<PropertyKey>(['query', 'exec', 'statement', 'transaction']);

/** `database`, whose statements go to `away` while `isDown()`. */
function switchable(database: Database, away: Database, isDown: () => boolean): Database {
  return new Proxy(database, {
    get(target, property) {
      const source = isDown() && ROUTED.has(property) ? away : target;
      const value = Reflect.get(source, property);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

describe('SCIM while the database is unreachable', () => {
  let t: TestApp;
  let scim: ScimClient;
  let away: Database;
  let down = false;

  before(async () => {
    away = openPgDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/away`);
    t = await build({ wrapDatabase: (database) => switchable(database, away, () => down) });
    const acmeId = (await tenantIds(t.app)).get('acme-corporation')!;
    scim = scimClient(t.app, (await scimToken(t.app, acmeId, 'Acme Okta')).token);
  });
  after(async () => {
    await t.close();
    await away.close();
  });

  test('a create and a list answer 503 with Retry-After and a SCIM error, then work again', async () => {
    down = true;
    try {
      for (const response of [
        await scim('POST', '/Users', scimUser('away@acme.example')),
        await scim('GET', '/Users?filter=userName%20eq%20%22away%40acme.example%22'),
      ]) {
        assert.equal(response.statusCode, 503, response.body);
        assert.equal(response.headers['retry-after'], '5');
        assert.match(String(response.headers['content-type']), /^application\/scim\+json/);
        assert.deepEqual(response.json(), {
          schemas: [ERROR_SCHEMA],
          status: '503',
          detail: DATABASE_UNAVAILABLE,
        });
      }
    } finally {
      down = false;
    }
    assert.equal((await scim('POST', '/Users', scimUser('away@acme.example'))).statusCode, 201);
  });
});
