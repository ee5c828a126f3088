import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { build, type TestApp } from '../helpers/build';
import {
  cardPath,
  ENTERPRISE,
  PATCH_OP,
  type ScimClient,
  scimClient,
  scimToken,
  scimUser,
  tenantIds,
} from '../helpers/scim';

interface ScimUserReply {
  id: string;
  userName: string;
  externalId?: string;
  active: boolean;
  name: { givenName: string; familyName: string };
  emails: Array<{ value: string; type: string; primary: boolean }>;
  title?: string;
  phoneNumbers?: Array<{ value: string; type: string }>;
  [ENTERPRISE]?: { department?: string; organization?: string; manager?: { value: string } };
  meta: { location: string; resourceType: string };
}

describe('SCIM Users', () => {
  let t: TestApp;
  let scim: ScimClient;
  let acmeId: string;
  before(async () => {
    t = await build();
    acmeId = (await tenantIds(t.app)).get('acme-corporation')!;
    scim = scimClient(t.app, (await scimToken(t.app, acmeId, 'Okta production')).token);
  });
  after(() => t.close());

  const create = async (userName: string, extra: Record<string, unknown> = {}) => {
    const response = await scim('POST', '/Users', scimUser(userName, extra));
    assert.equal(response.statusCode, 201, response.body);
    return response.json<ScimUserReply>();
  };

  test("POST creates an end user of the token's tenant and answers it as application/scim+json", async () => {
    const response = await scim(
      'POST',
      '/Users',
      scimUser('ada@acme.example', {
        externalId: 'okta-00u1',
        title: 'Analyst',
        phoneNumbers: [
          { value: '+1 212 555 0100', type: 'work' },
          { value: '+1 212 555 0101', type: 'mobile' },
        ],
        [ENTERPRISE]: { department: 'Engines', organization: 'Acme' },
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    assert.match(String(response.headers['content-type']), /^application\/scim\+json/);
    const user = response.json<ScimUserReply>();
    assert.equal(response.headers.location, user.meta.location);
    assert.equal(user.userName, 'ada@acme.example');
    assert.equal(user.externalId, 'okta-00u1');
    assert.equal(user.title, 'Analyst');
    assert.deepEqual(user[ENTERPRISE], { department: 'Engines', organization: 'Acme' });
    assert.deepEqual(
      user.phoneNumbers?.map((phone) => phone.type),
      ['work', 'mobile'],
    );
    const { rows } = await t.app.systemDb.query<Record<string, unknown>>(
      `SELECT tenant_id, first_name, last_name, email, title, department, company, phone_work,
         phone_cell, scim_managed_at IS NOT NULL AS managed FROM end_users WHERE id = $1`,
      [user.id],
    );
    assert.deepEqual(rows[0], {
      tenant_id: acmeId,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@acme.example',
      title: 'Analyst',
      department: 'Engines',
      company: 'Acme',
      phone_work: '+12125550100',
      phone_cell: '+12125550101',
      managed: true,
    });
  });

  test('a taken userName answers 409 uniqueness as a SCIM error object', async () => {
    await create('taken@acme.example');
    const response = await scim('POST', '/Users', scimUser('TAKEN@acme.example'));
    assert.equal(response.statusCode, 409);
    assert.match(String(response.headers['content-type']), /^application\/scim\+json/);
    assert.deepEqual(response.json(), {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
      detail: 'A user with this userName already exists in this tenant',
    });
  });

  test('a taken externalId, or a userName that is the email of a person without one, answers 409', async () => {
    await create('holder@acme.example', { externalId: '00u-held' });
    const sameExternalId = await scim(
      'POST',
      '/Users',
      scimUser('other.holder@acme.example', { externalId: '00u-held' }),
    );
    assert.equal(sameExternalId.statusCode, 409, sameExternalId.body);
    assert.equal(sameExternalId.json<{ scimType: string }>().scimType, 'uniqueness');
    const { rows } = await t.app.systemDb.query<{ email: string }>(
      'SELECT email FROM end_users WHERE tenant_id = $1 AND scim_user_name IS NULL LIMIT 1',
      [acmeId],
    );
    const uploaded = rows[0]!.email;
    const asUploaded = await scim(
      'POST',
      '/Users',
      scimUser(uploaded.toUpperCase(), {
        emails: [{ value: 'someone.else@acme.example', type: 'work', primary: true }],
      }),
    );
    assert.equal(asUploaded.statusCode, 409, asUploaded.body);
    assert.equal(asUploaded.json<{ scimType: string }>().scimType, 'uniqueness');
  });

  test('filters by userName, externalId and the work email, without regard to userName case', async () => {
    const made = await create('grace@acme.example', { externalId: 'ext-grace' });
    for (const filter of [
      'userName eq "Grace@ACME.example"',
      'externalId eq "ext-grace"',
      'emails[type eq "work"].value eq "grace@acme.example"',
      'emails[type eq "work" and value eq "grace@acme.example"]',
    ]) {
      const response = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
      assert.equal(response.statusCode, 200, `${filter}: ${response.body}`);
      const list = response.json<{ totalResults: number; Resources: ScimUserReply[] }>();
      assert.equal(list.totalResults, 1, filter);
      assert.equal(list.Resources[0]!.id, made.id, filter);
    }
    const none = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('externalId eq "EXT-GRACE"')}`,
    );
    assert.equal(none.json<{ totalResults: number }>().totalResults, 0, 'externalId is case-exact');
    const bad = await scim('GET', `/Users?filter=${encodeURIComponent('password eq "x"')}`);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json<{ scimType: string }>().scimType, 'invalidFilter');
  });

  test('a person uploaded before the directory is found by their email as userName', async () => {
    const { rows } = await t.app.systemDb.query<{ email: string; id: string }>(
      'SELECT email, id FROM end_users WHERE tenant_id = $1 AND scim_managed_at IS NULL LIMIT 1',
      [acmeId],
    );
    const response = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${rows[0]!.email}"`)}`,
    );
    const list = response.json<{ Resources: ScimUserReply[] }>();
    assert.deepEqual(
      list.Resources.map((user) => user.id),
      [rows[0]!.id],
    );
  });

  test('pages with startIndex and count, and returns only the attributes asked for', async () => {
    const all = (await scim('GET', '/Users?count=0')).json<{
      totalResults: number;
      Resources: unknown[];
    }>();
    assert.ok(all.totalResults >= 30);
    assert.deepEqual(all.Resources, []);
    const page = await scim(
      'GET',
      '/Users?startIndex=3&count=2&attributes=userName,name.givenName',
    );
    const body = page.json<{
      startIndex: number;
      itemsPerPage: number;
      Resources: Record<string, unknown>[];
    }>();
    assert.equal(body.startIndex, 3);
    assert.equal(body.itemsPerPage, 2);
    for (const resource of body.Resources) {
      assert.deepEqual(Object.keys(resource).sort(), ['id', 'name', 'schemas', 'userName']);
      assert.deepEqual(Object.keys(resource.name as object), ['givenName']);
    }
    const excluded = await scim('GET', '/Users?count=1&excludedAttributes=emails,meta');
    const first = excluded.json<{ Resources: Record<string, unknown>[] }>().Resources[0]!;
    assert.equal('emails' in first, false);
    assert.equal('meta' in first, false);
    assert.ok(first.userName);
  });

  test("PUT replaces the directory's fields and keeps the fields it does not map", async () => {
    const made = await create('linus@acme.example', { title: 'Engineer' });
    await t.app.systemDb.query(
      "UPDATE end_users SET linkedin = 'https://www.linkedin.com/in/l' WHERE id = $1",
      [made.id],
    );
    const response = await scim(
      'PUT',
      `/Users/${made.id}`,
      scimUser('linus@acme.example', {
        name: { givenName: 'Linus', familyName: 'Torvalds' },
      }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const { rows } = await t.app.systemDb.query<Record<string, unknown>>(
      'SELECT first_name, title, linkedin FROM end_users WHERE id = $1',
      [made.id],
    );
    assert.deepEqual(rows[0], {
      first_name: 'Linus',
      title: null,
      linkedin: 'https://www.linkedin.com/in/l',
    });
  });

  test('PATCH active false deactivates as an admin does: the card answers 410', async () => {
    const made = await create('ends@acme.example');
    const card = await cardPath(t.app, made.id);
    assert.equal((await t.app.inject({ url: card })).statusCode, 200);
    const response = await scim('PATCH', `/Users/${made.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<ScimUserReply>().active, false);
    assert.equal((await t.app.inject({ url: card })).statusCode, 410);
    const entries = await t.app.systemDb.query<{
      actor: string;
      actor_kind: string;
      action: string;
    }>(
      `SELECT actor, actor_kind, action FROM audit_log WHERE target = 'ends@acme.example' ORDER BY id`,
    );
    assert.deepEqual(entries.rows, [
      { actor: 'Okta production', actor_kind: 'system', action: 'end_user.create' },
      { actor: 'Okta production', actor_kind: 'system', action: 'end_user.deactivate' },
    ]);
  });

  test('DELETE removes the person as our delete does; the card answers 410 and GET 404', async () => {
    const made = await create('gone@acme.example');
    const card = await cardPath(t.app, made.id);
    const response = await scim('DELETE', `/Users/${made.id}`);
    assert.equal(response.statusCode, 204);
    assert.equal((await t.app.inject({ url: card })).statusCode, 410);
    const again = await scim('GET', `/Users/${made.id}`);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json<{ status: string }>().status, '404');
    assert.equal((await scim('DELETE', `/Users/${made.id}`)).statusCode, 404);
  });

  test('the manager is a reference to another user of the tenant', async () => {
    const boss = await create('boss@acme.example');
    const report = await create('report@acme.example', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
      [ENTERPRISE]: { manager: { value: boss.id } },
    });
    assert.equal(report[ENTERPRISE]?.manager?.value, boss.id);
    assert.match(JSON.stringify(report[ENTERPRISE]?.manager), /\/scim\/v2\/Users\//);
    // Entra removes a manager naming the old one in a value list.
    const removed = await scim('PATCH', `/Users/${report.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: `${ENTERPRISE}:manager`, value: [{ value: boss.id }] }],
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json<ScimUserReply>()[ENTERPRISE]?.manager, undefined);
  });

  test('a shared check of ours answers a SCIM invalidValue: a phone number that is none', async () => {
    const response = await scim(
      'POST',
      '/Users',
      scimUser('phone@acme.example', {
        phoneNumbers: [{ value: 'call me', type: 'work' }],
      }),
    );
    assert.equal(response.statusCode, 400);
    assert.equal(response.json<{ scimType: string }>().scimType, 'invalidValue');
  });

  test('no token, an unknown token and a session cookie all answer 401', async () => {
    const bare = await t.app.inject({ url: '/scim/v2/Users' });
    assert.equal(bare.statusCode, 401);
    assert.equal(bare.json<{ status: string }>().status, '401');
    const unknown = await scimClient(t.app, 'scim_not-a-token')('GET', '/Users');
    assert.equal(unknown.statusCode, 401);
  });
});
