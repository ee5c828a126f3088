import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { build, type TestApp } from '../helpers/build';
import {
  PATCH_OP,
  type ScimClient,
  scimClient,
  scimToken,
  scimUser,
  tenantIds,
} from '../helpers/scim';

// A SCIM token acts in its own tenant only: another tenant's people and groups are unknown to
// it (404, never 403, so their ids leak nothing), its lists hold its tenant's only, and a
// revoked token stops at once.

describe('SCIM tokens and tenants', () => {
  let t: TestApp;
  let acme: ScimClient;
  let globex: ScimClient;
  let globexUserId: string;
  let globexGroupId: string;
  before(async () => {
    t = await build();
    const ids = await tenantIds(t.app);
    acme = scimClient(
      t.app,
      (await scimToken(t.app, ids.get('acme-corporation')!, 'Acme Okta')).token,
    );
    globex = scimClient(t.app, (await scimToken(t.app, ids.get('globex')!, 'Globex Entra')).token);
    globexUserId = (await globex('POST', '/Users', scimUser('only@globex.example'))).json<{
      id: string;
    }>().id;
    globexGroupId = (
      await globex('POST', '/Groups', {
        displayName: 'Globex staff',
        members: [{ value: globexUserId }],
      })
    ).json<{ id: string }>().id;
  });
  after(() => t.close());

  test("another tenant's user answers 404 to every method", async () => {
    const path = `/Users/${globexUserId}`;
    assert.equal((await acme('GET', path)).statusCode, 404);
    assert.equal((await acme('PUT', path, scimUser('only@globex.example'))).statusCode, 404);
    const patch = {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    };
    assert.equal((await acme('PATCH', path, patch)).statusCode, 404);
    assert.equal((await acme('DELETE', path)).statusCode, 404);
    const still = await globex('GET', path);
    assert.equal(still.json<{ active: boolean }>().active, true);
  });

  test("another tenant's group answers 404, and its users cannot be made members", async () => {
    const path = `/Groups/${globexGroupId}`;
    assert.equal((await acme('GET', path)).statusCode, 404);
    assert.equal(
      (
        await acme('PATCH', path, {
          schemas: [PATCH_OP],
          Operations: [{ op: 'remove', path: 'members' }],
        })
      ).statusCode,
      404,
    );
    assert.equal((await acme('DELETE', path)).statusCode, 404);
    const own = await acme('POST', '/Groups', {
      displayName: 'Acme staff',
      members: [{ value: globexUserId }],
    });
    assert.equal(own.statusCode, 201, own.body);
    assert.deepEqual(own.json<{ members: unknown[] }>().members, []);
  });

  test('lists and filters hold the own tenant only, and a userName may repeat across tenants', async () => {
    const filter = encodeURIComponent('userName eq "only@globex.example"');
    assert.equal(
      (await acme('GET', `/Users?filter=${filter}`)).json<{ totalResults: number }>().totalResults,
      0,
    );
    const groups = (await acme('GET', '/Groups')).json<{ Resources: Array<{ id: string }> }>();
    assert.ok(groups.Resources.every((group) => group.id !== globexGroupId));
    const users = (await acme('GET', '/Users?count=200')).json<{
      Resources: Array<{ id: string }>;
    }>();
    assert.ok(users.Resources.every((user) => user.id !== globexUserId));
    assert.equal((await acme('POST', '/Users', scimUser('only@globex.example'))).statusCode, 201);
  });

  test('a revoked token answers 401 from its next request on', async () => {
    const ids = await tenantIds(t.app);
    const made = await scimToken(t.app, ids.get('acme-corporation')!, 'Short-lived');
    const client = scimClient(t.app, made.token);
    assert.equal((await client('GET', '/Users?count=1')).statusCode, 200);
    await t.app.systemDb.query('UPDATE scim_tokens SET revoked_at = now() WHERE id = $1', [
      made.id,
    ]);
    const refused = await client('GET', '/Users?count=1');
    assert.equal(refused.statusCode, 401);
    assert.match(String(refused.headers['www-authenticate']), /^Bearer/);
  });
});
