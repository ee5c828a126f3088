import assert from 'node:assert/strict';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { THEME_PRESETS } from '@bizcard/shared/model';
import sharp from 'sharp';
import { loadConfig } from '../../../src/config';
import type { AppleWalletSettings } from '../../../src/routes/cards/wallet/wallet-settings';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';
import { imageBytes, saveForm, templateForm } from '../../helpers/templates';
import {
  makePassCertificates,
  type TestPassCertificates,
  verifyDetachedSignature,
} from '../../helpers/wallet-certificates';
import { zipEntries } from '../../helpers/zip-entries';

const PASS_TYPE_ID = 'pass.com.example.bizcard';
const TEAM_ID = 'A1B2C3D4E5';
const PASSPHRASE = 'test pass phrase';
const PUBLIC_URL = 'http://localhost:8080';
const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const OCEAN = THEME_PRESETS.find((preset) => preset.id === 'ocean')!.theme;

interface PassJson {
  formatVersion: number;
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  organizationName: string;
  backgroundColor: string;
  foregroundColor: string;
  labelColor: string;
  barcodes: { message: string; format: string }[];
  generic: {
    primaryFields: { value: string }[];
    secondaryFields: { key: string; value: string }[];
  };
}

const settingsOf = (certs: TestPassCertificates): AppleWalletSettings => ({
  certificate: certs.passCertificate,
  key: certs.passKey,
  keyPassphrase: PASSPHRASE,
  wwdrCertificate: certs.wwdr,
  passTypeId: PASS_TYPE_ID,
  teamId: TEAM_ID,
});

async function addPerson(t: TestApp, tenantId: string, email: string) {
  const { rows } = await t.app.systemDb.query<{ id: string; card_slug: string }>(
    `INSERT INTO end_users (tenant_id, first_name, last_name, email, title, company)
     VALUES ($1, 'Ada', 'Lovelace', $2, 'Analyst', 'Engines Ltd') RETURNING id, card_slug`,
    [tenantId, email],
  );
  return rows[0]!;
}

describe('Add to Apple Wallet: the card as a signed pass', () => {
  let certs: TestPassCertificates;
  let t: TestApp;
  let tenantId: string;
  let person: { id: string; card_slug: string };
  before(async () => {
    certs = makePassCertificates(PASS_TYPE_ID, TEAM_ID, PASSPHRASE);
    t = await build({ config: { appleWallet: settingsOf(certs), cardCacheMb: 0 } });
    tenantId = await createTenant(t.app, 'Wallet Apple');
    person = await addPerson(t, tenantId, 'ada.apple@example.com');
  });
  after(() => t.close());

  const passOf = async (slug: string) => {
    const response = await t.app.inject({ url: `/c/${slug}/pass.pkpass` });
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    assert.equal(response.headers['content-type'], 'application/vnd.apple.pkpass');
    return zipEntries(response.rawPayload);
  };

  test('the card page shows the button, a plain link to the pass', async () => {
    const page = await t.app.inject({ url: `/c/${person.card_slug}` });
    assert.ok(
      page.body.includes(`<a href="/c/${person.card_slug}/pass.pkpass">Add to Apple Wallet</a>`),
    );
    assert.ok(!page.body.includes('Save to Google Wallet'));
    assert.ok(!page.body.includes('<script'));
  });

  test('the manifest lists every file with its SHA-1, and the signature is by the pass certificate', async () => {
    const files = await passOf(person.card_slug);
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as Record<string, string>;
    const signed = [...files.keys()].filter(
      (name) => name !== 'manifest.json' && name !== 'signature',
    );
    assert.deepEqual(Object.keys(manifest).sort(), signed.sort());
    assert.ok(signed.includes('pass.json') && signed.includes('icon.png'), signed.join());
    for (const name of signed) {
      const sha1 = createHash('sha1').update(files.get(name)!).digest('hex');
      assert.equal(manifest[name], sha1, name);
    }
    const carried = verifyDetachedSignature(
      files.get('signature')!,
      files.get('manifest.json')!,
      certs.passCertificate,
    );
    const fingerprints = carried.map((pem) => new X509Certificate(pem).fingerprint256);
    assert.ok(fingerprints.includes(new X509Certificate(certs.wwdr).fingerprint256));
    const passCert = new X509Certificate(certs.passCertificate);
    assert.ok(passCert.verify(new X509Certificate(certs.wwdr).publicKey));
    assert.ok(new X509Certificate(certs.wwdr).verify(new X509Certificate(certs.root).publicKey));
  });

  test('the same card is drawn and signed once: a second download is the same bytes', async () => {
    const url = `/c/${person.card_slug}/pass.pkpass`;
    const [first, second] = [await t.app.inject({ url }), await t.app.inject({ url })];
    assert.ok(first.rawPayload.equals(second.rawPayload));
    assert.equal(first.headers['cache-control'], 'no-store');
  });

  test('a manifest changed after signing no longer verifies', async () => {
    const files = await passOf(person.card_slug);
    const tampered = Buffer.from(files.get('manifest.json')!.toString().replace('"', '" '));
    assert.throws(
      () => verifyDetachedSignature(files.get('signature')!, tampered, certs.passCertificate),
      /digest/,
    );
  });

  test('pass.json names the pass type, team and card, the QR code holds the card address', async () => {
    const pass = JSON.parse(
      (await passOf(person.card_slug)).get('pass.json')!.toString(),
    ) as PassJson;
    assert.equal(pass.formatVersion, 1);
    assert.equal(pass.passTypeIdentifier, PASS_TYPE_ID);
    assert.equal(pass.teamIdentifier, TEAM_ID);
    assert.equal(pass.serialNumber, person.id);
    assert.equal(pass.organizationName, 'Engines Ltd');
    assert.deepEqual(
      pass.barcodes.map(({ message, format }) => ({ message, format })),
      [{ message: `${PUBLIC_URL}/c/${person.card_slug}?src=qr`, format: 'PKBarcodeFormatQR' }],
    );
    assert.equal(pass.generic.primaryFields[0]!.value, 'Ada Lovelace');
    assert.deepEqual(
      pass.generic.secondaryFields.map(({ key, value }) => [key, value]),
      [
        ['title', 'Analyst'],
        ['company', 'Engines Ltd'],
      ],
    );
    // The default theme: its primary colour (#0032A0) behind white text, its accent
    // (#C4D600) as labels.
    assert.equal(pass.backgroundColor, 'rgb(0, 50, 160)');
    assert.equal(pass.foregroundColor, 'rgb(255, 255, 255)');
    assert.equal(pass.labelColor, 'rgb(196, 214, 0)');
  });

  test("the tenant's colours and logo: icon and logo from the logo, a thumbnail from the photo", async () => {
    const cookie = await signInAdmin(t.app, SUPER);
    const saved = await saveForm(
      t.app,
      cookie,
      templateForm(tenantId, {
        theme: OCEAN,
        companyLogo: { bytes: await imageBytes(600, 200), name: 'logo.png' },
        profilePhoto: { bytes: await imageBytes(400, 400, 'jpeg'), name: 'photo.jpg' },
      }),
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const files = await passOf(person.card_slug);
    const pass = JSON.parse(files.get('pass.json')!.toString()) as PassJson;
    assert.equal(pass.backgroundColor, 'rgb(3, 105, 161)'); // Ocean's #0369A1
    assert.equal(pass.labelColor, 'rgb(34, 211, 238)'); // its accent, #22D3EE, reads on it
    const size = async (name: string) => {
      const { width, height, format } = await sharp(files.get(name)!).metadata();
      return `${format} ${width}x${height}`;
    };
    assert.equal(await size('icon.png'), 'png 29x29');
    assert.equal(await size('icon@2x.png'), 'png 58x58');
    assert.equal(await size('logo.png'), 'png 150x50');
    assert.equal(await size('thumbnail@2x.png'), 'png 180x180');
  });

  test('a pass counts as a save in Reports, not as a view; a preview fetcher counts nothing', async () => {
    const other = await addPerson(t, tenantId, 'ada.saves@example.com');
    const fetch = (agent: string) =>
      t.app.inject({ url: `/c/${other.card_slug}/pass.pkpass`, headers: { 'user-agent': agent } });
    assert.equal(
      (await fetch('Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)')).statusCode,
      200,
    );
    assert.equal((await fetch(PHONE_BROWSER)).statusCode, 200);
    await t.app.cardCounter.flush();
    const { rows } = await t.app.systemDb.query<{ views: number; saves: number }>(
      `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(saves), 0)::int AS saves
         FROM card_daily_counts WHERE end_user_id = $1`,
      [other.id],
    );
    assert.deepEqual(rows[0], { views: 0, saves: 1 });
  });

  test("a deactivated card's pass answers 410 like its page; an unknown address 404", async () => {
    const gone = await addPerson(t, tenantId, 'ada.gone@example.com');
    await t.app.systemDb.query('UPDATE end_users SET active = false WHERE id = $1', [gone.id]);
    const response = await t.app.inject({
      url: `/c/${gone.card_slug}/pass.pkpass`,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    assert.equal(response.statusCode, 410);
    assert.ok(!response.body.includes('Lovelace'));
    // The page's own 'Card unavailable', in the visitor's language.
    const page = await t.app.inject({
      url: `/c/${gone.card_slug}`,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    assert.equal(response.body, page.body);
    assert.match(response.body, /<html lang="de"/);
    assert.equal((await t.app.inject({ url: '/c/NoSuchCard1/pass.pkpass' })).statusCode, 404);
  });
});

describe('Apple Wallet without its settings', () => {
  let t: TestApp;
  before(async () => {
    t = await build({ config: { appleWallet: null, googleWallet: null } });
  });
  after(() => t.close());

  test('the card page has no wallet button and the pass answers 404', async () => {
    const tenantId = await createTenant(t.app, 'Wallet None');
    const person = await addPerson(t, tenantId, 'ada.none@example.com');
    const page = await t.app.inject({ url: `/c/${person.card_slug}` });
    assert.equal(page.statusCode, 200);
    assert.ok(!page.body.includes('Wallet'));
    assert.ok(!page.body.includes('.wallet'));
    const pass = await t.app.inject({ url: `/c/${person.card_slug}/pass.pkpass` });
    assert.equal(pass.statusCode, 404);
  });
});

describe('Apple Wallet settings from the environment', () => {
  let certs: TestPassCertificates;
  let dir: string;
  before(async () => {
    certs = makePassCertificates(PASS_TYPE_ID, TEAM_ID);
    dir = await mkdtemp(join(tmpdir(), 'bizcard-wallet-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  test('PEM inline or as a file path, all five set; none set turns passes off', async () => {
    await writeFile(join(dir, 'pass.pem'), certs.passCertificate);
    const config = loadConfig({
      APPLE_PASS_CERT: join(dir, 'pass.pem'),
      APPLE_PASS_KEY: certs.passKey,
      APPLE_WWDR_CERT: certs.wwdr.replace(/\n/g, '\\n'),
      APPLE_PASS_TYPE_ID: PASS_TYPE_ID,
      APPLE_TEAM_ID: TEAM_ID,
    });
    assert.equal(config.appleWallet?.certificate, certs.passCertificate);
    assert.equal(config.appleWallet?.wwdrCertificate.trim(), certs.wwdr.trim());
    assert.equal(config.appleWallet?.passTypeId, PASS_TYPE_ID);
    assert.equal(loadConfig({}).appleWallet, null);
  });

  test('some settings without the others, or an unreadable certificate, stop the start', () => {
    assert.throws(
      () => loadConfig({ APPLE_PASS_TYPE_ID: PASS_TYPE_ID }),
      /APPLE_PASS_CERT, APPLE_PASS_KEY, APPLE_WWDR_CERT, APPLE_TEAM_ID must be set too/,
    );
    assert.throws(
      () =>
        loadConfig({
          APPLE_PASS_CERT: join(dir, 'missing.pem'),
          APPLE_PASS_KEY: certs.passKey,
          APPLE_WWDR_CERT: certs.wwdr,
          APPLE_PASS_TYPE_ID: PASS_TYPE_ID,
          APPLE_TEAM_ID: TEAM_ID,
        }),
      /APPLE_PASS_CERT is neither a PEM nor a readable file/,
    );
  });
});
