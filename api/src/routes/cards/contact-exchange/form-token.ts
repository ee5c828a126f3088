import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { secretKeyBytes, secretsKeyRing } from '../../../auth/secret-box';

/** Sooner than this after the form was shown, a submission is a script's. */
export const MIN_FILL_MS = 3_000;
/** Later than this, the form is stale: it is shown again, values kept, with a new token. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

export type TokenVerdict =
  | { ok: true; issuedMs: number }
  | { ok: false; reason: 'bad' | 'expired' };

/** The form's signing key: derived from SECRETS_KEY for this use alone. */
export function formKey(secretsKey: string): Buffer {
  const [newest = ''] = secretsKeyRing(secretsKey);
  return Buffer.from(hkdfSync('sha256', secretKeyBytes(newest), '', 'contact-form v1', 32));
}

const mac = (key: Buffer, slug: string, issuedMs: number) =>
  createHmac('sha256', key).update(`${slug}\n${issuedMs}`).digest('base64url');

/** The hidden field's value: when the form was made, for this card, signed. */
export const formToken = (key: Buffer, slug: string, now: Date): string =>
  `${now.getTime()}.${mac(key, slug, now.getTime())}`;

export function readFormToken(key: Buffer, slug: string, token: unknown, now: Date): TokenVerdict {
  if (typeof token !== 'string') return { ok: false, reason: 'bad' };
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'bad' };
  const issuedMs = Number(match[1]);
  const expected = Buffer.from(mac(key, slug, issuedMs));
  if (!timingSafeEqual(expected, Buffer.from(match[2]!))) return { ok: false, reason: 'bad' };
  if (now.getTime() - issuedMs > MAX_FORM_AGE_MS) return { ok: false, reason: 'expired' };
  return { ok: true, issuedMs };
}
