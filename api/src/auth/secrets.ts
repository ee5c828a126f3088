import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: session ids and one-time tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a session id or token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
