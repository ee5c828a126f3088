import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AdminUser, EndUser } from '@bizcard/shared/model';
import { auditOf, type StoredAuditEntry } from '../helpers/audit-trail';
import { build, type TestApp } from '../helpers/build';
import { tenantIdOf, uploadCsv, usersUrl } from '../helpers/end-users';
import { CLIENT_SECRET, oidcBody, providersUrl, saveProvider } from '../helpers/oauth-providers';
import { CLIENT, SUPER, signInAdmin, signInEndUser, USER } from '../helpers/session';
import { imageBytes, saveForm, templateForm } from '../helpers/templates';
import { batchForm, csvFile } from '../routes/batches/batch-files';

const ISSUER = 'https://login.example.com/tenant';

/** The one entry an action wrote, after checking the action answered `status`. */
async function onlyEntry(
  t: TestApp,
  status: number,
  act: () => Promise<{ statusCode: number; body: string }>,
): Promise<StoredAuditEntry> {
  const entries = await auditOf(t.app, async () => {
    const response = await act();
    assert.equal(response.statusCode, status, response.body);
  });
  assert.equal(entries.length, 1, JSON.stringify(entries));
  return entries[0]!;
}

const who = (entry: StoredAuditEntry) => [entry.tenant_id, entry.actor, entry.actor_kind];

describe('the audit log of every change', () => {
  let t: TestApp;
  let superCookie: string;
  let clientCookie: string;
  let acmeId: string;
  let globexId: string;

  const json = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = superCookie,
  ) => t.app.inject({ method, url, payload, headers: { cookie } });

  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
    acmeId = await tenantIdOf(t.app, 'Acme Corporation');
    globexId = await tenantIdOf(t.app, 'Globex');
  });
  after(() => t.close());

  test('admin users: create, edit and delete are one entry each, never with the password', async () => {
    const password = 'priya-pass-123';
    const body = {
      first_name: 'Priya',
      last_name: 'Raman',
      email: 'priya@acme.example.com',
      role: 'clientAdmin',
      tenant_id: acmeId,
    };
    let id = '';
    const created = await onlyEntry(t, 201, async () => {
      const response = await json('POST', '/api/management/admin-users', { ...body, password });
      id = response.json<AdminUser>().id;
      return response;
    });
    assert.deepEqual(who(created), [acmeId, SUPER.email, 'super_admin']);
    assert.deepEqual(
      [created.action, created.target, created.level, created.message],
      [
        'admin_user.create',
        body.email,
        'info',
        'Admin user priya@acme.example.com created (Client Admin)',
      ],
    );
    assert.ok(!JSON.stringify(created).includes(password));
    const url = `/api/management/admin-users/${id}`;
    const edited = await onlyEntry(t, 200, () => json('PUT', url, { ...body, last_name: 'R.' }));
    assert.equal(edited.action, 'admin_user.update');
    const deleted = await onlyEntry(t, 200, () => json('DELETE', url));
    assert.deepEqual([deleted.action, deleted.tenant_id], ['admin_user.delete', acmeId]);
  });

  test('a tenant created is one entry in the new tenant', async () => {
    const entry = await onlyEntry(t, 201, () =>
      json('POST', '/api/management/tenants', {
        name: 'Umbrella Health',
        email: 'admin@umbrella.example.com',
        tenant_type: 'user_managed',
      }),
    );
    const umbrella = await tenantIdOf(t.app, 'Umbrella Health');
    assert.deepEqual(who(entry), [umbrella, SUPER.email, 'super_admin']);
    assert.equal(entry.action, 'tenant.create');
    assert.equal(entry.message, 'Tenant Umbrella Health created (User Managed)');
  });

  test('end users: create, edit, deactivate and photo, by a client admin of the tenant', async () => {
    const person = { first_name: 'Grace', last_name: 'Hopper', email: 'grace@acme.example.com' };
    let user: EndUser | undefined;
    const created = await onlyEntry(t, 201, async () => {
      const response = await json('POST', usersUrl(acmeId), person, clientCookie);
      user = response.json<EndUser>();
      return response;
    });
    assert.deepEqual(who(created), [acmeId, CLIENT.email, 'client_admin']);
    assert.deepEqual(
      [created.action, created.target, created.message],
      ['end_user.create', person.email, 'End user grace@acme.example.com created'],
    );
    const url = `${usersUrl(acmeId)}/${user!.id}`;
    const edited = await onlyEntry(t, 200, () =>
      json('PUT', url, { ...person, title: 'Admiral' }, clientCookie),
    );
    assert.deepEqual(
      [edited.action, edited.message],
      ['end_user.update', 'End user grace@acme.example.com updated'],
    );
    const off = await onlyEntry(t, 200, () =>
      json('PUT', url, { ...person, active: false }, clientCookie),
    );
    assert.deepEqual(
      [off.action, off.message],
      ['end_user.deactivate', 'End user grace@acme.example.com deactivated'],
    );
    const form = new FormData();
    const png = new Uint8Array(await imageBytes(40, 40));
    form.append('photo', new Blob([png], { type: 'image/png' }), 'me.png');
    const photo = await onlyEntry(t, 200, () =>
      t.app.inject({
        method: 'POST',
        url: `${url}/photo`,
        payload: form,
        headers: { cookie: clientCookie },
      }),
    );
    assert.deepEqual(
      [photo.action, photo.message],
      ['end_user.update', 'Photo of grace@acme.example.com changed'],
    );
  });

  test('a CSV import is one entry with its counts and file name, not its content', async () => {
    const csv =
      'first_name,last_name,email\nAda,Lovelace,ada@acme.example.com\nAlan,Turing,alan@acme.example.com\n';
    const entry = await onlyEntry(t, 200, () =>
      uploadCsv(t.app, acmeId, csv, { cookie: clientCookie, fileName: 'staff.csv' }),
    );
    assert.deepEqual(who(entry), [acmeId, CLIENT.email, 'client_admin']);
    assert.deepEqual(
      [entry.action, entry.target, entry.level, entry.message],
      ['end_user.import', 'staff.csv', 'info', 'CSV import: 2 created, 0 updated, 0 unchanged'],
    );
    assert.ok(!JSON.stringify(entry).includes('lovelace'));
  });

  test("a batch upload is the users import's entry and the batch's, with the file name", async () => {
    const people =
      'First Name,Last Name,E-mail\nOlivia,Bennett,olivia@acme.example.com\nEthan,Cole,ethan@acme.example.com\n';
    const form = batchForm({
      name: 'Q1 hires',
      file: { name: 'hires.csv', content: csvFile(people), type: 'text/csv' },
    });
    const entries = await auditOf(t.app, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/management/batches/${acmeId}`,
        payload: form,
        headers: { cookie: superCookie },
      });
      assert.equal(response.statusCode, 201, response.body);
    });
    assert.deepEqual(
      entries
        .map((entry) => [entry.tenant_id, entry.action, entry.target, entry.level, entry.message])
        .sort(),
      [
        [acmeId, 'batch.import', 'hires.csv', 'info', 'Batch Q1 hires uploaded: 2 people'],
        [
          acmeId,
          'end_user.import',
          'hires.csv',
          'info',
          'CSV import: 2 created, 0 updated, 0 unchanged',
        ],
      ],
    );
  });

  test('a refused batch upload writes no entry', async () => {
    const people = 'First Name,Last Name,E-mail\nEthan,,ethan@acme.example.com\n';
    const form = batchForm({ name: 'Refused', file: { name: 'r.csv', content: csvFile(people) } });
    const entries = await auditOf(t.app, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/management/batches/${acmeId}`,
        payload: form,
        headers: { cookie: superCookie },
      });
      assert.equal(response.statusCode, 400, response.body);
    });
    assert.deepEqual(entries, []);
  });

  test('a template save is one entry in its tenant', async () => {
    const entry = await onlyEntry(t, 200, () => saveForm(t.app, superCookie, templateForm(acmeId)));
    assert.deepEqual(who(entry), [acmeId, SUPER.email, 'super_admin']);
    assert.deepEqual(
      [entry.action, entry.message],
      ['template.save', 'Contact page template saved'],
    );
  });

  test('OAuth configurations: create, edit and delete say what became of the secret, never the secret', async () => {
    const created = await onlyEntry(t, 201, () =>
      saveProvider(t.app, superCookie, acmeId, oidcBody(ISSUER)),
    );
    assert.deepEqual(
      [created.tenant_id, created.action, created.target, created.message],
      [
        acmeId,
        'oauth_provider.create',
        'Company SSO',
        'OAuth configuration Company SSO (oidc) created; client secret set',
      ],
    );
    const url = `${providersUrl(acmeId)}/oidc`;
    const { client_secret: _kept, ...withoutSecret } = oidcBody(ISSUER);
    const kept = await onlyEntry(t, 200, () => json('PUT', url, withoutSecret));
    assert.match(kept.message, /updated; client secret kept$/);
    const replaced = await onlyEntry(t, 200, () =>
      json('PUT', url, oidcBody(ISSUER, { client_secret: 'another-secret-Pq7' })),
    );
    assert.match(replaced.message, /updated; client secret replaced$/);
    const deleted = await onlyEntry(t, 200, () => json('DELETE', url));
    assert.equal(deleted.action, 'oauth_provider.delete');
    for (const entry of [created, kept, replaced, deleted]) {
      assert.ok(!JSON.stringify(entry).includes(CLIENT_SECRET));
      assert.ok(!JSON.stringify(entry).includes('another-secret-Pq7'));
    }
  });

  test("an end user's own profile update is one entry of theirs", async () => {
    const cookie = await signInEndUser(t.app);
    const entry = await onlyEntry(t, 200, () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/self-serve/user-info',
        payload: { title: 'Chief' },
        headers: { cookie },
      }),
    );
    assert.deepEqual(who(entry), [globexId, USER.email, 'end_user']);
    assert.deepEqual([entry.action, entry.target], ['self_serve.update', USER.email]);
  });

  test('a registration completed with its mailed link is one entry, without either token', async () => {
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Rita', 'Register', 'rita@globex.example.com') RETURNING id`,
      [globexId],
    );
    const userId = rows[0]!.id;
    const link = await json('POST', `${usersUrl(globexId)}/${userId}/registration-link`, {});
    const token = new URL(link.json<{ url: string }>().url).searchParams.get('token')!;
    // The form only mails the address (decision 039); the mailed link completes it.
    const asked = await t.app.inject({
      method: 'PUT',
      url: '/api/registration/self-serve/user-info',
      payload: { token, tenant_id: globexId, user_id: userId, email: 'rita@globex.example.com' },
    });
    assert.equal(asked.statusCode, 200, asked.body);
    const [mail] = await t.mailsTo('rita@globex.example.com');
    const mailed = new URL(mail?.links[0] ?? '').searchParams.get('token')!;
    const entries = await auditOf(t.app, async () => {
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: mailed, password: 'rita-first-pass' },
      });
      assert.equal(done.statusCode, 200, done.body);
    });
    const registered = entries.filter((entry) => entry.action === 'self_serve.register');
    assert.equal(registered.length, 1, JSON.stringify(entries));
    assert.deepEqual(who(registered[0]!), [globexId, 'rita@globex.example.com', 'end_user']);
    assert.ok(!JSON.stringify(entries).includes(token));
    assert.ok(!JSON.stringify(entries).includes(mailed));
  });
});
