import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  CARD_VISIBILITY_MESSAGES,
  type CardFieldsReply,
  type CardFieldsSaved,
} from '@bizcard/shared/model';
import type { AppleWalletSettings } from '../../../src/routes/cards/wallet/wallet-settings';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, SUPER, signInAdmin, signInEndUser, USER } from '../../helpers/session';
import { makePassCertificates } from '../../helpers/wallet-certificates';
import { zipEntries } from '../../helpers/zip-entries';

const URL = '/api/self-serve/card-fields';
const CELL = '+12125550142';
const CELL_SHOWN = '+1 212 555 0142';

interface Person {
  id: string;
  tenant_id: string;
  card_slug: string;
}

describe('an end user chooses which details their card shows (/api/self-serve/card-fields)', () => {
  let t: TestApp;
  let cookie: string;
  let me: Person;
  let neighbour: Person;

  const person = async (where: string, params: unknown[]) =>
    (
      await t.app.systemDb.query<Person>(
        `SELECT id, tenant_id, card_slug FROM end_users WHERE ${where} LIMIT 1`,
        params,
      )
    ).rows[0]!;
  const hiddenOf = async (id: string) =>
    (
      await t.app.systemDb.query<{ hidden_card_fields: string[] }>(
        'SELECT hidden_card_fields FROM end_users WHERE id = $1',
        [id],
      )
    ).rows[0]!.hidden_card_fields;
  const patch = (payload: unknown, c = cookie) =>
    t.app.inject({ method: 'PATCH', url: URL, payload: payload as object, headers: { cookie: c } });
  const page = async (slug = me.card_slug) => (await t.app.inject({ url: `/c/${slug}` })).body;
  const vcard = async (slug = me.card_slug) =>
    (await t.app.inject({ url: `/c/${slug}/contact.vcf` })).body;

  before(async () => {
    t = await build();
    cookie = await signInEndUser(t.app);
    me = await person('email = $1', [USER.email]);
    neighbour = await person('tenant_id = $1 AND id <> $2', [me.tenant_id, me.id]);
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.systemDb.query(
      `UPDATE end_users SET hidden_card_fields = '{}', phone_cell = $2, title = 'Account Director',
              addresses = '[{"type":"Home","street":"12 Elm Street","city":"Denver","state":"CO","zipCode":"80203","country":"USA"}]'
        WHERE id = ANY($1)`,
      [[me.id, neighbour.id], CELL],
    );
  });

  test('lists the filled card fields, each shown; name and email cannot be hidden', async () => {
    const response = await t.app.inject({ url: URL, headers: { cookie } });
    assert.equal(response.statusCode, 200, response.body);
    const { fields } = response.json<CardFieldsReply>();
    const byName = new Map(fields.map((field) => [field.field, field]));
    assert.deepEqual(byName.get('phone_cell'), {
      field: 'phone_cell',
      label: 'Cell phone',
      shown: true,
      can_hide: true,
    });
    assert.equal(byName.get('addresses')?.can_hide, true);
    for (const name of ['first_name', 'last_name', 'email'])
      assert.equal(byName.get(name)?.can_hide, false, name);
    assert.ok(!byName.has('role') && !byName.has('active'), 'only fields a card shows');
  });

  test('hiding the cell phone leaves it off the card page, its vCard and the cached page', async () => {
    assert.ok((await page()).includes(CELL_SHOWN), 'shown before, and now cached');
    const response = await patch({ field: 'phone_cell', shown: false });
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json<CardFieldsSaved>();
    assert.equal(saved.message, 'Cell phone is hidden from your card.');
    assert.equal(saved.fields.find((field) => field.field === 'phone_cell')?.shown, false);
    assert.deepEqual(await hiddenOf(me.id), ['phone_cell']);

    const html = await page();
    assert.ok(!html.includes(CELL_SHOWN) && !html.includes('tel:+12125550142'), 'page');
    assert.ok(html.includes(USER.email), 'the rest of the card is still there');
    const card = await vcard();
    assert.ok(!card.includes('TYPE=CELL') && !card.includes('0142'), card);
    assert.match(card, /^EMAIL/m);
  });

  test('shown again, the number is back on the page and in the vCard', async () => {
    await patch({ field: 'phone_cell', shown: false });
    assert.ok(!(await page()).includes(CELL_SHOWN));
    const response = await patch({ field: 'phone_cell', shown: true });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<CardFieldsSaved>().message, 'Cell phone is shown on your card.');
    assert.deepEqual(await hiddenOf(me.id), []);
    assert.ok((await page()).includes(CELL_SHOWN));
    assert.match(await vcard(), /TEL;TYPE=CELL/);
  });

  test('a hidden home address and title leave the page, the vCard and the link preview', async () => {
    await patch({ field: 'addresses', shown: false });
    await patch({ field: 'title', shown: false });
    const html = await page();
    assert.ok(!html.includes('12 Elm Street') && !html.includes('<address>'), 'address');
    assert.ok(!html.includes('Account Director'), 'title, in the hero and the preview tags');
    assert.match(html, /<meta property="og:title" content="[^"]+">/);
    const card = await vcard();
    assert.ok(!card.includes('Elm Street') && !/^ADR/m.test(card) && !/^TITLE/m.test(card), card);
  });

  test('hiding twice stores the field once; the choice is the caller’s own, not a neighbour’s', async () => {
    await patch({ field: 'phone_cell', shown: false, user_id: neighbour.id });
    await patch({ field: 'phone_cell', shown: false, tenant_id: neighbour.tenant_id });
    assert.deepEqual(await hiddenOf(me.id), ['phone_cell']);
    assert.deepEqual(await hiddenOf(neighbour.id), []);
    assert.ok((await page(neighbour.card_slug)).includes(CELL_SHOWN));
  });

  test('admins still see a hidden field: the user endpoint gives it as stored', async () => {
    await patch({ field: 'phone_cell', shown: false });
    const admin = await signInAdmin(t.app, SUPER);
    const response = await t.app.inject({
      url: `/api/management/users/${me.tenant_id}/${me.id}`,
      headers: { cookie: admin },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<{ phone_cell: string }>().phone_cell, CELL);
  });

  test('refuses the name and email, fields no card shows, and a missing shown, with messages', async () => {
    const cases: [unknown, string][] = [
      [{ field: 'email', shown: false }, CARD_VISIBILITY_MESSAGES.alwaysShown],
      [{ field: 'first_name', shown: false }, CARD_VISIBILITY_MESSAGES.alwaysShown],
      [{ field: 'last_name', shown: false }, CARD_VISIBILITY_MESSAGES.alwaysShown],
      [{ field: 'role', shown: false }, CARD_VISIBILITY_MESSAGES.notOnCard],
      [{ field: 'password_hash', shown: false }, CARD_VISIBILITY_MESSAGES.notOnCard],
      [{ field: 42, shown: false }, CARD_VISIBILITY_MESSAGES.notOnCard],
      [{ shown: false }, CARD_VISIBILITY_MESSAGES.notOnCard],
      [{ field: 'phone_cell' }, CARD_VISIBILITY_MESSAGES.shownRequired],
      [{ field: 'phone_cell', shown: 'no' }, CARD_VISIBILITY_MESSAGES.shownRequired],
    ];
    for (const [body, message] of cases) {
      const response = await patch(body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json<{ message: string }>().message, message, JSON.stringify(body));
    }
    assert.deepEqual(await hiddenOf(me.id), []);
  });

  test('each change is in the audit log under the end user', async () => {
    await patch({ field: 'phone_cell', shown: false });
    const { rows } = await t.app.systemDb.query<{ actor: string; target: string; message: string }>(
      `SELECT actor, target, message FROM audit_log
        WHERE action = 'self_serve.card_fields' ORDER BY id DESC LIMIT 1`,
    );
    assert.deepEqual(rows[0], {
      actor: USER.email,
      target: USER.email,
      message: 'Cell phone hidden from own card',
    });
  });

  test('signed out is 401; an admin is 403', async () => {
    const out = await t.app.inject({
      method: 'PATCH',
      url: URL,
      payload: { field: 'phone_cell', shown: false },
    });
    assert.equal(out.statusCode, 401);
    const admin = await signInAdmin(t.app, { email: CLIENT.email, password: CLIENT.password });
    assert.equal((await patch({ field: 'phone_cell', shown: false }, admin)).statusCode, 403);
    assert.equal((await t.app.inject({ url: URL, headers: { cookie: admin } })).statusCode, 403);
  });
});

describe('a hidden field is left off the Apple Wallet pass', () => {
  const passTypeId = 'pass.com.example.bizcard';
  const teamId = 'A1B2C3D4E5';
  let t: TestApp;
  let cookie: string;
  let slug: string;

  before(async () => {
    const certs = makePassCertificates(passTypeId, teamId, 'pass phrase');
    const appleWallet: AppleWalletSettings = {
      certificate: certs.passCertificate,
      key: certs.passKey,
      keyPassphrase: 'pass phrase',
      wwdrCertificate: certs.wwdr,
      passTypeId,
      teamId,
    };
    t = await build({ config: { appleWallet } });
    cookie = await signInEndUser(t.app);
    const { rows } = await t.app.systemDb.query<{ card_slug: string }>(
      `UPDATE end_users SET title = 'Account Director', company = 'Globex'
        WHERE email = $1 RETURNING card_slug`,
      [USER.email],
    );
    slug = rows[0]!.card_slug;
  });
  after(() => t.close());

  const passJson = async () => {
    const response = await t.app.inject({ url: `/c/${slug}/pass.pkpass` });
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    return zipEntries(response.rawPayload).get('pass.json')!.toString();
  };

  test('pass.json has no title once the end user hides it, and has it again when shown', async () => {
    assert.ok((await passJson()).includes('Account Director'));
    const hidden = await t.app.inject({
      method: 'PATCH',
      url: URL,
      payload: { field: 'title', shown: false },
      headers: { cookie },
    });
    assert.equal(hidden.statusCode, 200, hidden.body);
    const pass = await passJson();
    assert.ok(!pass.includes('Account Director'), pass);
    assert.ok(pass.includes('Globex') && pass.includes(slug), 'the rest of the pass is kept');
    await t.app.inject({
      method: 'PATCH',
      url: URL,
      payload: { field: 'title', shown: true },
      headers: { cookie },
    });
    assert.ok((await passJson()).includes('Account Director'));
  });
});
