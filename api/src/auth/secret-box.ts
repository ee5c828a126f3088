import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Seals secrets stored in the database (OAuth client secrets) with AES-256-GCM under the
 * newest key of a key ring, and opens them under any key of the ring, so a new key can be put
 * first while secrets sealed under the previous ones still open (until `npm run
 * rotate-secrets-key` reseals them). Each sealed value is bound to a context (its tenant and
 * provider): a sealed value copied onto another row does not open there.
 * Format: `v2.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts; `v1.<iv>.<tag>.<ciphertext>`
 * (before key rings, no key id) still opens.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed with a key of the ring and this context. */
  open(sealed: string, context: string): string;
  /** Whether `sealed` is sealed under the newest key (nothing to reseal). */
  sealedWithNewestKey(sealed: string): boolean;
}

const VERSION = 'v2';
const KEYLESS_VERSION = 'v1';
const IV_BYTES = 12;

/** The keys of SECRETS_KEY, newest first: one key, or several separated by commas. */
export function secretsKeyRing(secretsKey: string): string[] {
  return secretsKey
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
}

/** A short public name of a key, stored with what it seals (a hash prefix, not the key). */
const keyId = (key: Buffer) =>
  createHash('sha256')
    .update('bizcard secret-box key id')
    .update(key)
    .digest('base64url')
    .slice(0, 8);

/**
 * The 32-byte key: SECRETS_KEY itself when it is 32 bytes in base64 (`openssl rand -base64
 * 32`), else derived from it with HKDF, so a long random passphrase works too.
 */
export function secretKeyBytes(secretsKey: string): Buffer {
  const trimmed = secretsKey.trim();
  const decoded = Buffer.from(trimmed, 'base64');
  if (decoded.length === 32 && decoded.toString('base64') === trimmed) return decoded;
  return Buffer.from(hkdfSync('sha256', trimmed, 'bizcard-secrets', 'secret-box v1', 32));
}

/** A box sealing under `keys[0]` and opening under any of `keys`. */
export function secretBox(keys: Buffer[]): SecretBox {
  const [newest] = keys;
  if (!newest) throw new Error('a secret box needs at least one key');
  const byId = new Map(keys.map((key) => [keyId(key), key]));
  const newestId = keyId(newest);
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', newest, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, newestId, ...parts].join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts[0] === VERSION) {
        const [, id = '', iv, tag, body] = parts;
        const key = byId.get(id);
        if (!key) throw new Error('sealed under a key that SECRETS_KEY no longer holds');
        return decrypt(key, context, iv, tag, body);
      }
      if (parts[0] === KEYLESS_VERSION) {
        const [, iv, tag, body] = parts;
        return openUnderAny(keys, (key) => decrypt(key, context, iv, tag, body));
      }
      throw new Error('not a sealed secret');
    },
    sealedWithNewestKey(sealed) {
      const [version, id] = sealed.split('.');
      return version === VERSION && id === newestId;
    },
  };
}

function decrypt(key: Buffer, context: string, iv?: string, tag?: string, body?: string) {
  if (!iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** A value sealed before key ids: the first key of the ring that opens it. */
function openUnderAny(keys: Buffer[], open: (key: Buffer) => string): string {
  let failure: unknown;
  for (const key of keys) {
    try {
      return open(key);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/**
 * The embedded default outside production: a key made once and kept beside the data, readable
 * by its owner only. Created with `wx`, so two processes starting together share one key.
 */
export async function keyFromFile(path: string): Promise<string> {
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(path, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(path, 'utf8')).trim();
}
