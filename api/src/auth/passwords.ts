import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const SCHEME = 'scrypt';

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

// OWASP's Password Storage Cheat Sheet minimum for scrypt: N=2^17, r=8, p=1 (128 MiB, about
// 0.4 s on one core here). Hashes made with weaker settings are replaced at the next sign-in.
export const PRODUCTION_PASSWORD_COST: PasswordCost = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

let cost: PasswordCost = PRODUCTION_PASSWORD_COST;

/**
 * The cost new hashes are made with and the most a stored hash may ask for. The API never
 * changes it; the API's test run lowers it (test/helpers/quick-passwords.ts, decision 070).
 */
export function setPasswordCost(next: PasswordCost): void {
  cost = next;
  dummyHash = undefined;
}

export function passwordCost(): PasswordCost {
  return cost;
}

const SALT_BYTES = 16;
const KEY_BYTES = 64;

function deriveKey(password: string, salt: Buffer, options: PasswordCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      // Node refuses scrypt above 32 MiB unless told: 128 * N * r bytes, with headroom.
      { ...options, maxmem: 2 * 128 * options.N * options.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** A self-describing hash: `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = cost;
  const key = await deriveKey(password, salt, { N, r, p });
  return [SCHEME, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== SCHEME || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every(Number.isSafeInteger)) return false;
  // A stored hash asking for more than today's cost is not one this code made.
  if (options.N > cost.N || options.r > cost.r || options.p > cost.p) return false;
  const actual = await deriveKey(password, Buffer.from(saltText, 'base64url'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Checked when no account matches, so a miss costs as much time as a wrong password. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Verifies against the account's hash, or burns the same time when there is none. */
export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  const ok = await verifyPassword(password, stored ?? (await getDummyHash()));
  return stored !== null && ok;
}

/** Whether a stored hash was made with weaker settings than today's (rehash after sign-in). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== SCHEME || Number(n) < cost.N || Number(r) < cost.r || Number(p) < cost.p;
}
