import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { withScope } from '../../src/db/database';
import {
  createScimToken,
  findActiveScimToken,
  listScimTokens,
  revokeScimToken,
} from '../../src/scim/token-store';
import { build, type TestApp } from '../helpers/build';

describe('SCIM token store', () => {
  let t: TestApp;
  let acmeId: string;
  let globexId: string;
  before(async () => {
    t = await build();
    const { rows } = await t.app.systemDb.query<{ id: string; tenant_name: string }>(
      'SELECT id, tenant_name FROM tenants',
    );
    const ids = new Map(rows.map((row) => [row.tenant_name, row.id]));
    acmeId = ids.get('acme-corporation')!;
    globexId = ids.get('globex')!;
  });
  after(() => t.close());

  test('a new token is shown once, kept only as its SHA-256, and finds its tenant', async () => {
    const acme = withScope(t.app.db, { tenantId: acmeId });
    const made = await createScimToken(acme, { tenantId: acmeId, name: 'Okta', createdBy: null });
    assert.match(made.token, /^scim_[\w-]{43}$/);
    const stored = await t.app.systemDb.query<{ token_hash: string }>(
      'SELECT token_hash FROM scim_tokens WHERE id = $1',
      [made.id],
    );
    assert.match(stored.rows[0]!.token_hash, /^[0-9a-f]{64}$/);
    assert.notEqual(stored.rows[0]!.token_hash, made.token);
    assert.equal(made.lastUsedAt, null);
    const found = await findActiveScimToken(t.app.systemDb, made.token);
    assert.deepEqual(found, { id: made.id, tenantId: acmeId, name: 'Okta' });
    const [listed] = await listScimTokens(acme, acmeId);
    assert.equal(listed!.id, made.id);
    assert.ok(listed!.lastUsedAt, 'last use recorded');
    assert.equal('token' in listed!, false);
  });

  test('a revoked or unknown token finds nothing', async () => {
    const acme = withScope(t.app.db, { tenantId: acmeId });
    const made = await createScimToken(acme, { tenantId: acmeId, name: 'Entra', createdBy: null });
    const revoked = await revokeScimToken(acme, acmeId, made.id);
    assert.ok(revoked?.revokedAt);
    assert.equal(await findActiveScimToken(t.app.systemDb, made.token), null);
    assert.equal(await findActiveScimToken(t.app.systemDb, 'scim_nope'), null);
    assert.equal(await findActiveScimToken(t.app.systemDb, ''), null);
  });

  test("a tenant neither lists nor revokes another tenant's tokens", async () => {
    const globex = withScope(t.app.db, { tenantId: globexId });
    const theirs = await createScimToken(globex, {
      tenantId: globexId,
      name: 'Globex Okta',
      createdBy: null,
    });
    const acme = withScope(t.app.db, { tenantId: acmeId });
    assert.equal(await revokeScimToken(acme, acmeId, theirs.id), null);
    assert.equal(await revokeScimToken(acme, globexId, theirs.id), null);
    assert.equal(await revokeScimToken(acme, acmeId, 'not-a-uuid'), null);
    const listed = await listScimTokens(acme, globexId);
    assert.deepEqual(listed, []);
    assert.ok(await findActiveScimToken(t.app.systemDb, theirs.token));
  });
});
