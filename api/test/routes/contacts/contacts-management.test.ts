import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { ContactPage, OwnContacts } from '@bizcard/shared/model';
import { withScope } from '../../../src/db/database';
import { purgeExpiredContacts } from '../../../src/plugins/contacts-retention';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';
import { SUPER, signInAdmin, signInEndUser } from '../../helpers/session';
import { type CardOwnerRow, demoCard } from './contact-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('contacts: the tenant admins’ list, export and deletes, the owner’s own, retention', () => {
  let t: TestApp;
  let card: CardOwnerRow;
  let superCookie: string;
  let adminCookie: string;
  let otherAdminCookie: string;
  let ownerCookie: string;

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const remove = (url: string, cookie: string) =>
    t.app.inject({ method: 'DELETE', url, headers: { cookie } });
  const contactsUrl = () => `/api/management/contacts/${card.tenant_id}`;

  /** A contact of the demo card's owner, `daysAgo` days old. */
  async function addContact(name: string, fields: Record<string, string> = {}, daysAgo = 0) {
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO contacts (tenant_id, end_user_id, name, email, company, consent, created_at)
       VALUES ($1, $2, $3, $4, $5, true, $6) RETURNING id`,
      [
        card.tenant_id,
        card.id,
        name,
        fields.email ?? null,
        fields.company ?? null,
        new Date(t.clock.now().getTime() - daysAgo * DAY_MS),
      ],
    );
    return rows[0]!.id;
  }

  /** A client admin of a tenant, inserted with a known password hash from the seed. */
  async function adminOf(tenantId: string, email: string): Promise<string> {
    await t.app.systemDb.query(
      `INSERT INTO admin_users (email, first_name, last_name, role, tenant_id, password_hash)
       SELECT $1, 'Other', 'Admin', 'clientAdmin', $2, password_hash FROM admin_users
        WHERE email = $3`,
      [email, tenantId, SUPER.email],
    );
    return signInAdmin(t.app, { email, password: SUPER.password });
  }

  before(async () => {
    t = await build();
    card = await demoCard(t.app);
    superCookie = await signInAdmin(t.app, SUPER);
    adminCookie = await adminOf(card.tenant_id, 'contacts-admin@example.com');
    otherAdminCookie = await adminOf(
      await createTenant(t.app, 'Other Co'),
      'other-admin@example.com',
    );
    ownerCookie = await signInEndUser(t.app);
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.systemDb.query('DELETE FROM contacts');
  });

  test('an admin lists the tenant’s contacts newest first, searches name, email and company, and pages', async () => {
    await addContact('Old Olga', { email: 'olga@old.example' }, 3);
    await addContact('Mid Max', { company: 'Acme Widgets' }, 2);
    await addContact('New Nina', { email: 'nina@new.example' }, 1);

    const all = await get(contactsUrl(), adminCookie);
    assert.equal(all.statusCode, 200, all.body);
    const page = all.json<ContactPage>();
    assert.deepEqual(
      page.contacts.map((contact) => contact.name),
      ['New Nina', 'Mid Max', 'Old Olga'],
    );
    assert.equal(page.total, 3);
    assert.equal(page.contacts[0]!.owner.end_user_id, card.id);
    assert.equal(page.contacts[0]!.owner.email, card.email);

    const search = async (q: string) =>
      (await get(`${contactsUrl()}?q=${encodeURIComponent(q)}`, adminCookie))
        .json<ContactPage>()
        .contacts.map((contact) => contact.name);
    assert.deepEqual(await search('olga@'), ['Old Olga']);
    assert.deepEqual(await search('widgets'), ['Mid Max']);
    assert.deepEqual(await search('nina'), ['New Nina']);
    assert.deepEqual(await search('%'), []);

    const second = (
      await get(`${contactsUrl()}?page=2&page_size=2`, superCookie)
    ).json<ContactPage>();
    assert.deepEqual(
      second.contacts.map((contact) => contact.name),
      ['Old Olga'],
    );
    assert.equal(second.total, 3);
    const byOwner = await get(`${contactsUrl()}?owner=${card.id}`, adminCookie);
    assert.equal(byOwner.json<ContactPage>().total, 3);
  });

  test('another tenant’s admin gets 404 for the list, the export and a delete, and row-level security hides the rows', async () => {
    const id = await addContact('Hidden Hal');
    assert.equal((await get(contactsUrl(), otherAdminCookie)).statusCode, 404);
    assert.equal((await get(`${contactsUrl()}/export.csv`, otherAdminCookie)).statusCode, 404);
    assert.equal((await remove(`${contactsUrl()}/${id}`, otherAdminCookie)).statusCode, 404);
    const otherTenant = (
      await t.app.systemDb.query<{ id: string }>("SELECT id FROM tenants WHERE name = 'Other Co'")
    ).rows[0]!.id;
    const seen = await withScope(t.app.db, { tenantId: otherTenant }).query(
      'SELECT id FROM contacts',
    );
    assert.equal(seen.rows.length, 0, "another tenant's scope sees no contact");
    const own = await withScope(t.app.db, { tenantId: card.tenant_id }).query(
      'SELECT id FROM contacts',
    );
    assert.equal(own.rows.length, 1);
  });

  test('an admin deletes a contact, audited; an unknown id answers 404', async () => {
    const id = await addContact('Gone Gus');
    const gone = await remove(`${contactsUrl()}/${id}`, adminCookie);
    assert.equal(gone.statusCode, 200, gone.body);
    assert.deepEqual(gone.json(), { success: true, deleted: 1 });
    assert.equal((await get(contactsUrl(), adminCookie)).json<ContactPage>().total, 0);
    assert.equal((await remove(`${contactsUrl()}/${id}`, adminCookie)).statusCode, 404);
    assert.equal((await remove(`${contactsUrl()}/not-an-id`, adminCookie)).statusCode, 404);
    const { rows } = await t.app.systemDb.query<{ message: string }>(
      "SELECT message FROM audit_log WHERE action = 'contact.delete'",
    );
    assert.match(rows.at(-1)!.message, /Contact Gone Gus of .* deleted/);
  });

  test('the export is a CSV with a BOM, formula cells neutralised, newest first', async () => {
    await addContact('=HYPERLINK("x")', { company: '+Plus Co' }, 2);
    await addContact('Plain Paula', {}, 1);
    const csv = await get(`${contactsUrl()}/export.csv`, adminCookie);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.match(String(csv.headers['content-disposition']), /attachment; filename="contacts-/);
    assert.ok(csv.body.startsWith('\uFEFFDate,Name,Email,Phone,Company,Note,Consent,Card owner'));
    const lines = csv.body.trim().split('\r\n');
    assert.equal(lines.length, 3);
    assert.match(lines[1]!, /Plain Paula/);
    assert.match(lines[2]!, /"'=HYPERLINK\(""x""\)"/);
    assert.match(lines[2]!, /'\+Plus Co/);
  });

  test('the card owner lists and deletes their own contacts; not someone else’s', async () => {
    const mine = await addContact('Mine Mo');
    const list = await get('/api/self-serve/contacts', ownerCookie);
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list.json<OwnContacts>().contacts.map((contact) => contact.name),
      ['Mine Mo'],
    );
    assert.equal((await get('/api/self-serve/contacts', adminCookie)).statusCode, 403);
    assert.equal((await remove(`/api/self-serve/contacts/${mine}`, ownerCookie)).statusCode, 200);
    assert.equal(
      (await get('/api/self-serve/contacts', ownerCookie)).json<OwnContacts>().contacts.length,
      0,
    );

    const { rows } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, card_slug)
       VALUES ($1, 'Second', 'Owner', 'second-owner@example.com', 'second-owner') RETURNING id`,
      [card.tenant_id],
    );
    const { rows: theirs } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO contacts (tenant_id, end_user_id, name, consent) VALUES ($1, $2, 'Not Yours', true)
       RETURNING id`,
      [card.tenant_id, rows[0]!.id],
    );
    assert.equal(
      (await remove(`/api/self-serve/contacts/${theirs[0]!.id}`, ownerCookie)).statusCode,
      404,
    );
  });

  test('the tenant’s retention setting purges older contacts daily, audited', async () => {
    const settings = await get(`${contactsUrl()}/settings`, adminCookie);
    assert.deepEqual(settings.json(), { success: true, retention_days: 365, consent_text: null });
    await addContact('Kept Kim', {}, 20);
    await addContact('Purged Pat', {}, 40);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${contactsUrl()}/settings`,
      headers: { cookie: adminCookie },
      payload: { retention_days: 30, consent_text: 'I agree that {owner} may call me.' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${contactsUrl()}/settings`,
      headers: { cookie: adminCookie },
      payload: { retention_days: 0, consent_text: null },
    });
    assert.equal(bad.statusCode, 400);

    assert.equal(await purgeExpiredContacts(t.app), 1);
    const names = (await get(contactsUrl(), adminCookie))
      .json<ContactPage>()
      .contacts.map((contact) => contact.name);
    assert.deepEqual(names, ['Kept Kim']);
    const { rows } = await t.app.systemDb.query<{ message: string; actor_kind: string }>(
      "SELECT message, actor_kind FROM audit_log WHERE action = 'contact.purge'",
    );
    assert.deepEqual(rows, [
      { message: '1 contact past the retention period purged', actor_kind: 'system' },
    ]);
    assert.equal(await purgeExpiredContacts(t.app), 0, 'idempotent');

    const page = await t.app.inject({ method: 'GET', url: `/c/${card.card_slug}` });
    assert.match(page.body, /I agree that [^<]+ may call me\./, 'the tenant’s wording on the card');
  });
});
