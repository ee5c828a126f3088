import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Seals secrets stored in the database (OAuth client secrets) with AES-256-GCM. Each sealed
 * value is bound to a context (its tenant and provider): a sealed value copied onto another
 * row does not open there. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed with this key and context. */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;

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

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
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
