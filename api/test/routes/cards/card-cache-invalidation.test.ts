import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { EndUser } from '@bizcard/shared/model';
import type { LightMyRequestResponse } from 'fastify';
import { build, type TestApp } from '../../helpers/build';
import { countingDatabase, type StatementCount } from '../../helpers/counting-database';
import { createTenant, uploadCsv, usersUrl } from '../../helpers/end-users';
import { SUPER, signInAdmin, signInEndUser, USER } from '../../helpers/session';
import { imageBytes, saveForm, templateForm } from '../../helpers/templates';

const PERSON = { first_name: 'Ines', last_name: 'Invalid', email: 'ines@example.com' };

describe('the card page kept in memory shows every change at the next visit', () => {
  let t: TestApp;
  let statements: StatementCount;
  let cookie: string;
  let tenant: string;
  let user: EndUser;
  before(async () => {
    t = await build({
      wrapDatabase: (database) => {
        const counting = countingDatabase(database);
        statements = counting.statements;
        return counting.database;
      },
    });
    cookie = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Invalidation Inc');
  });
  after(() => t.close());
  beforeEach(async () => {
    const email = `ines.${Date.now()}.${Math.random()}@example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: usersUrl(tenant),
      payload: { ...PERSON, email },
      headers: { cookie },
    });
    user = created.json<EndUser>();
  });

  const page = (slug = new URL(user.embedded_url).pathname.slice('/c/'.length)) =>
    t.app.inject({ url: `/c/${slug}` });
  /** Visits until the page is served from memory, and gives it. */
  async function cached(slug?: string): Promise<LightMyRequestResponse> {
    await page(slug);
    statements.reset();
    const response = await page(slug);
    assert.equal(statements.count, 0, 'served from memory');
    return response;
  }
  const edit = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `${usersUrl(tenant)}/${user.id}`,
      payload: { ...PERSON, email: user.email, ...body },
      headers: { cookie },
    });

  test('an edit of the user', async () => {
    assert.doesNotMatch((await cached()).body, /Harbour Pilot/);
    assert.equal((await edit({ title: 'Harbour Pilot' })).statusCode, 200);
    assert.match((await page()).body, /Harbour Pilot/);
  });

  test('the vCard reads the card the page kept, and shows an edit at once too', async () => {
    const slug = new URL(user.embedded_url).pathname.slice('/c/'.length);
    const vcard = () => t.app.inject({ url: `/c/${slug}/contact.vcf` });
    await cached();
    statements.reset();
    assert.doesNotMatch((await vcard()).body, /Lock Keeper/);
    assert.equal(statements.count, 0, 'the card came from memory');
    assert.equal((await edit({ title: 'Lock Keeper' })).statusCode, 200);
    assert.match((await vcard()).body, /TITLE:Lock Keeper/);
  });

  test('a deactivation, then a reactivation', async () => {
    await cached();
    assert.equal((await edit({ active: false })).statusCode, 200);
    assert.equal((await page()).statusCode, 410);
    assert.equal((await edit({ active: true })).statusCode, 200);
    assert.equal((await page()).statusCode, 200);
  });

  test('a removal', async () => {
    await cached();
    await t.app.systemDb.query('DELETE FROM end_users WHERE id = $1', [user.id]);
    assert.equal((await page()).statusCode, 410);
  });

  test('a new photo', async () => {
    const before = await cached();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await imageBytes(300, 300))]), 'me.png');
    const upload = await t.app.inject({
      method: 'POST',
      url: `${usersUrl(tenant)}/${user.id}/photo`,
      payload: form,
      headers: { cookie },
    });
    assert.equal(upload.statusCode, 200, upload.body);
    const after = await page();
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.ok(after.body.includes(new URL(upload.json<EndUser>().photo_url!).pathname));
  });

  test('a CSV upload that changes the user', async () => {
    await cached();
    const csv = `first_name,last_name,email,title\nInes,Invalid,${user.email},Lighthouse Keeper\n`;
    assert.equal((await uploadCsv(t.app, tenant, csv, { cookie })).statusCode, 200);
    assert.match((await page()).body, /Lighthouse Keeper/);
  });

  test("a save of the tenant's template", async () => {
    await cached();
    const saved = await saveForm(t.app, cookie, templateForm(tenant, { pageTitle: 'Ahoy There' }));
    assert.equal(saved.statusCode, 200, saved.body);
    assert.match((await page()).body, /Ahoy There/);
  });

  test('a change of the tenant (its country formats the phone numbers)', async () => {
    // Written as an import of old would have it: a UK number that the tenant's plan decides.
    await t.app.systemDb.query("UPDATE end_users SET phone_cell = '020 7946 0958' WHERE id = $1", [
      user.id,
    ]);
    const before = await cached();
    await t.app.systemDb.query("UPDATE tenants SET country = 'United Kingdom' WHERE id = $1", [
      tenant,
    ]);
    statements.reset();
    const after = await page();
    assert.ok(statements.count > 0, 'read again');
    assert.match(after.body, /tel:\+44/);
    assert.notEqual(after.body, before.body);
  });

  test("the end user's own self-serve update", async () => {
    const { rows } = await t.app.systemDb.query<{ card_slug: string; tenant_id: string }>(
      'SELECT card_slug, tenant_id FROM end_users WHERE email = $1',
      [USER.email],
    );
    const me = rows[0]!;
    await t.app.systemDb.query("UPDATE tenants SET tenant_type = 'user_managed' WHERE id = $1", [
      me.tenant_id,
    ]);
    const ownCookie = await signInEndUser(t.app);
    assert.doesNotMatch((await cached(me.card_slug)).body, /212.?555.?0177/);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/self-serve/user-info',
      payload: { phoneCell: '+1 212 555 0177' },
      headers: { cookie: ownCookie },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.match((await page(me.card_slug)).body, /212.?555.?0177/);
  });
});
