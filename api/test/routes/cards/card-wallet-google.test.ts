import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { loadConfig } from '../../../src/config';
import type { GoogleWalletSettings } from '../../../src/routes/cards/wallet/wallet-settings';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';
import { imageBytes, saveForm, templateForm } from '../../helpers/templates';

const PUBLIC_URL = 'http://localhost:8080';
const SAVE_URL = 'https://pay.google.com/gp/v/save/';
const ISSUER_ID = '3388000000012345678';
const ACCOUNT = 'wallet@bizcard-test.iam.gserviceaccount.com';
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

interface GenericObject {
  id: string;
  classId: string;
  cardTitle: { defaultValue: { value: string } };
  header: { defaultValue: { value: string } };
  subheader: { defaultValue: { value: string } };
  barcode: { type: string; value: string };
  hexBackgroundColor: string;
  logo?: { sourceUri: { uri: string } };
}

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKey = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const SETTINGS: GoogleWalletSettings = {
  issuerId: ISSUER_ID,
  serviceAccountEmail: ACCOUNT,
  privateKey,
  privateKeyId: 'test-key-1',
};

describe('Save to Google Wallet: a signed save link', () => {
  let t: TestApp;
  let tenantId: string;
  let person: { id: string; card_slug: string };
  before(async () => {
    t = await build({ config: { googleWallet: SETTINGS, appleWallet: null, cardCacheMb: 0 } });
    tenantId = await createTenant(t.app, 'Wallet Google');
    const { rows } = await t.app.systemDb.query<{ id: string; card_slug: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, title, company)
       VALUES ($1, 'Grace', 'Hopper', 'grace@example.com', 'Rear Admiral', 'Navy') RETURNING id, card_slug`,
      [tenantId],
    );
    person = rows[0]!;
  });
  after(() => t.close());

  const saveLink = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: `/c/${person.card_slug}/google-wallet`, headers });
    assert.equal(response.statusCode, 302, response.body.slice(0, 300));
    assert.equal(response.headers['cache-control'], 'no-store');
    const location = String(response.headers.location);
    assert.ok(location.startsWith(SAVE_URL), location);
    return location.slice(SAVE_URL.length);
  };

  test('the card page links to the redirect, and carries no token itself', async () => {
    const page = await t.app.inject({ url: `/c/${person.card_slug}` });
    assert.ok(
      page.body.includes(
        `<a href="/c/${person.card_slug}/google-wallet">Save to Google Wallet</a>`,
      ),
    );
    assert.ok(!page.body.includes('Add to Apple Wallet'));
    assert.ok(!page.body.includes('pay.google.com'));
  });

  test("the JWT is RS256-signed by the service account's key, for Google, from the public address", async () => {
    const jwt = await saveLink();
    const { payload, protectedHeader } = await jwtVerify(
      jwt,
      await importSPKI(publicKey, 'RS256'),
      {
        issuer: ACCOUNT,
        audience: 'google',
        algorithms: ['RS256'],
      },
    );
    assert.equal(protectedHeader.kid, 'test-key-1');
    assert.equal(payload.typ, 'savetowallet');
    assert.deepEqual(payload.origins, [PUBLIC_URL]);
    assert.equal(typeof payload.iat, 'number');
    const objects = (payload.payload as { genericObjects: GenericObject[] }).genericObjects;
    assert.equal(objects.length, 1);
    const object = objects[0]!;
    assert.equal(object.id, `${ISSUER_ID}.${person.id}`);
    assert.ok(object.classId.startsWith(`${ISSUER_ID}.`));
    assert.equal(object.cardTitle.defaultValue.value, 'Navy');
    assert.equal(object.header.defaultValue.value, 'Grace Hopper');
    assert.equal(object.subheader.defaultValue.value, 'Rear Admiral');
    assert.deepEqual(object.barcode, {
      type: 'QR_CODE',
      value: `${PUBLIC_URL}/c/${person.card_slug}?src=qr`,
      alternateText: `${PUBLIC_URL}/c/${person.card_slug}`,
    });
    assert.equal(object.hexBackgroundColor, '#0032A0');
    assert.equal(object.logo, undefined);
  });

  test('a JWT signed by another key does not verify', async () => {
    const jwt = await saveLink();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    await assert.rejects(jwtVerify(jwt, other, { algorithms: ['RS256'] }));
    assert.equal(decodeProtectedHeader(jwt).alg, 'RS256');
  });

  test("the tenant's logo is the pass's logo, at its public address", async () => {
    const cookie = await signInAdmin(t.app, SUPER);
    const form = templateForm(tenantId, {
      companyLogo: { bytes: await imageBytes(600, 200), name: 'logo.png' },
    });
    assert.equal((await saveForm(t.app, cookie, form)).statusCode, 200);
    const { payload } = await jwtVerify(await saveLink(), await importSPKI(publicKey, 'RS256'));
    const [object] = (payload.payload as { genericObjects: GenericObject[] }).genericObjects;
    const logo = object!.logo!.sourceUri.uri;
    assert.match(logo, /^http:\/\/localhost:8080\/c\/assets\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ url: new URL(logo).pathname });
    assert.equal(served.statusCode, 200);
  });

  test('a save link counts as a save; a preview fetcher counts nothing', async () => {
    await t.app.cardCounter.flush();
    await t.app.systemDb.query('DELETE FROM card_daily_counts WHERE end_user_id = $1', [person.id]);
    await saveLink({ 'user-agent': 'facebookexternalhit/1.1' });
    await saveLink({ 'user-agent': PHONE_BROWSER });
    await t.app.cardCounter.flush();
    const { rows } = await t.app.systemDb.query<{ views: number; saves: number }>(
      `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(saves), 0)::int AS saves
         FROM card_daily_counts WHERE end_user_id = $1`,
      [person.id],
    );
    assert.deepEqual(rows[0], { views: 0, saves: 1 });
  });

  test("a deactivated card's link answers 410; an unknown address 404", async () => {
    await t.app.systemDb.query('UPDATE end_users SET active = false WHERE id = $1', [person.id]);
    const gone = await t.app.inject({ url: `/c/${person.card_slug}/google-wallet` });
    assert.equal(gone.statusCode, 410);
    assert.equal(gone.headers.location, undefined);
    assert.equal((await t.app.inject({ url: '/c/NoSuchCard1/google-wallet' })).statusCode, 404);
  });
});

describe('Google Wallet without its settings', () => {
  let t: TestApp;
  before(async () => {
    t = await build({ config: { googleWallet: null } });
  });
  after(() => t.close());

  test('no button on the card page, and the redirect answers 404', async () => {
    const tenantId = await createTenant(t.app, 'Wallet Google None');
    const { rows } = await t.app.systemDb.query<{ card_slug: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Grace', 'Hopper', 'grace.none@example.com') RETURNING card_slug`,
      [tenantId],
    );
    const slug = rows[0]!.card_slug;
    assert.ok(!(await t.app.inject({ url: `/c/${slug}` })).body.includes('Google Wallet'));
    assert.equal((await t.app.inject({ url: `/c/${slug}/google-wallet` })).statusCode, 404);
  });
});

describe('Google Wallet settings from the environment', () => {
  test('the service account key as JSON; the issuer alone stops the start', () => {
    const account = JSON.stringify({
      type: 'service_account',
      client_email: ACCOUNT,
      private_key: privateKey,
      private_key_id: 'abc',
    });
    const config = loadConfig({
      GOOGLE_WALLET_ISSUER_ID: ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT: account,
    });
    assert.deepEqual(config.googleWallet, {
      issuerId: ISSUER_ID,
      serviceAccountEmail: ACCOUNT,
      privateKey,
      privateKeyId: 'abc',
    });
    assert.equal(loadConfig({}).googleWallet, null);
    assert.throws(
      () => loadConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER_ID }),
      /GOOGLE_WALLET_SERVICE_ACCOUNT must be set too/,
    );
  });
});
