import type { RateLimitConfig } from '../config';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors';

export const TOO_MANY_ATTEMPTS =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

const emailKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Throws 429 when the email or the client IP has too many recent failures. */
export async function assertNotThrottled(
  q: Queryable,
  attempt: { email: string; ip: string },
  now: Date,
  limits: RateLimitConfig,
): Promise<void> {
  const since = new Date(now.getTime() - limits.windowMs).toISOString();
  const { rows } = await q.query<{ by_email: number; by_ip: number }>(
    `SELECT count(*) FILTER (WHERE key = $1)::int AS by_email,
            count(*) FILTER (WHERE key = $2)::int AS by_ip
     FROM login_failures WHERE key IN ($1, $2) AND occurred_at > $3::timestamptz`,
    [emailKey(attempt.email), ipKey(attempt.ip), since],
  );
  const counts = rows[0] ?? { by_email: 0, by_ip: 0 };
  if (counts.by_email >= limits.maxPerEmail || counts.by_ip >= limits.maxPerIp) {
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }
}

export async function recordLoginFailure(
  q: Queryable,
  attempt: { email: string; ip: string },
  now: Date,
  limits: RateLimitConfig,
): Promise<void> {
  const since = new Date(now.getTime() - limits.windowMs).toISOString();
  await q.query('DELETE FROM login_failures WHERE occurred_at <= $1::timestamptz', [since]);
  await q.query(
    'INSERT INTO login_failures (key, occurred_at) VALUES ($1, $3::timestamptz), ($2, $3::timestamptz)',
    [emailKey(attempt.email), ipKey(attempt.ip), now.toISOString()],
  );
}

export async function clearLoginFailures(q: Queryable, email: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE key = $1', [emailKey(email)]);
}
