import assert from 'node:assert/strict';
import { createCipheriv, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { secretBox, secretKeyBytes, secretsKeyRing } from '../../src/auth/secret-box';
import { productionConfigProblems } from '../../src/config';
import { resealProviderSecrets } from '../../src/routes/oauth-providers/reseal-secrets';
import { build, TEST_SECRETS_KEY, type TestApp } from '../helpers/build';
import { createTenant } from '../helpers/end-users';
import { CLIENT_SECRET, oidcBody, saveProvider } from '../helpers/oauth-providers';
import { SUPER, signInAdmin } from '../helpers/session';

const OLD = secretKeyBytes(TEST_SECRETS_KEY);
const NEW = randomBytes(32);
const UNRELATED = randomBytes(32);
const CONTEXT = 'oauth-provider:tenant:oidc';

/** A value as the API sealed it before key rings: `v1.<iv>.<tag>.<ciphertext>`. */
function sealedWithoutKeyId(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return ['v1', ...parts].join('.');
}

describe('a key ring for the secrets stored in the database', () => {
  test('SECRETS_KEY names one key, or the new key first and the previous ones after commas', () => {
    assert.deepEqual(secretsKeyRing('only'), ['only']);
    assert.deepEqual(secretsKeyRing(' new , old1,old2 ,'), ['new', 'old1', 'old2']);
  });

  test('seals under the newest key and opens what any key of the ring sealed', () => {
    const sealedOld = secretBox([OLD]).seal('s3cret', CONTEXT);
    const ring = secretBox([NEW, OLD]);
    assert.equal(ring.open(sealedOld, CONTEXT), 's3cret');
    assert.equal(ring.sealedWithNewestKey(sealedOld), false);
    const sealedNew = ring.seal('s3cret', CONTEXT);
    assert.equal(ring.sealedWithNewestKey(sealedNew), true);
    assert.equal(secretBox([NEW]).open(sealedNew, CONTEXT), 's3cret');
    assert.throws(() => secretBox([NEW]).open(sealedOld, CONTEXT), /no longer holds/);
  });

  test('values sealed before key ids still open under the key that sealed them', () => {
    const v1 = sealedWithoutKeyId(OLD, 'from-before', CONTEXT);
    assert.match(v1, /^v1\./);
    assert.equal(secretBox([NEW, OLD]).open(v1, CONTEXT), 'from-before');
    assert.throws(() => secretBox([NEW, UNRELATED]).open(v1, CONTEXT));
  });

  test('a sealed value stays bound to its context under every key', () => {
    const sealed = secretBox([NEW, OLD]).seal('bound', CONTEXT);
    assert.throws(() => secretBox([NEW, OLD]).open(sealed, 'oauth-provider:other:oidc'));
  });

  test('production accepts a ring of long keys and names the form when one is short', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/bizcard',
      PUBLIC_APP_URL: 'https://cards.example.com',
      SMTP_URL: 'smtp://mail.example.com',
    };
    const long = (c: string) => c.repeat(32);
    assert.deepEqual(
      productionConfigProblems({ ...env, SECRETS_KEY: `${long('n')},${long('o')}` }),
      [],
    );
    const [problem] = productionConfigProblems({ ...env, SECRETS_KEY: `${long('n')},short` });
    assert.match(problem ?? '', /the new key first, then the previous ones, separated by commas/);
  });
});

describe('npm run rotate-secrets-key: every stored client secret resealed under the newest key', () => {
  let t: TestApp;
  let tenantId: string;
  const storedSecret = async () => {
    const { rows } = await t.app.systemDb.query<{ client_secret_sealed: string }>(
      'SELECT client_secret_sealed FROM oauth_providers WHERE tenant_id = $1',
      [tenantId],
    );
    return rows[0]?.client_secret_sealed ?? '';
  };
  before(async () => {
    t = await build();
    const cookie = await signInAdmin(t.app, SUPER);
    tenantId = await createTenant(t.app, 'Key Rotation');
    const saved = await saveProvider(
      t.app,
      cookie,
      tenantId,
      oidcBody('https://login.example.com'),
    );
    assert.equal(saved.statusCode, 201, saved.body);
  });
  after(() => t.close());

  test('a secret no key opens stops the rotation before anything is written', async () => {
    const before = await storedSecret();
    await assert.rejects(
      resealProviderSecrets(t.app.db, secretBox([NEW, UNRELATED])),
      /opens under no key of SECRETS_KEY/,
    );
    assert.equal(await storedSecret(), before);
  });

  test('reseals under the new key, after which the previous key is no longer needed', async () => {
    assert.deepEqual(await resealProviderSecrets(t.app.db, secretBox([NEW, OLD])), {
      resealed: 1,
      current: 0,
    });
    const context = `oauth-provider:${tenantId}:oidc`;
    assert.equal(secretBox([NEW]).open(await storedSecret(), context), CLIENT_SECRET);
    assert.deepEqual(await resealProviderSecrets(t.app.db, secretBox([NEW, OLD])), {
      resealed: 0,
      current: 1,
    });
  });
});
