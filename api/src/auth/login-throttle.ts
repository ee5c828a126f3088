import type { AttemptLimits } from '../config';
import type { Queryable } from '../db/database';
import { RetryLaterError } from '../errors';
import { countAttempt, forgiveAttempt } from './attempt-counters';

/** 429 with the seconds to wait, sent as Retry-After by the error handler. */
export class TooManyAttemptsError extends RetryLaterError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, retryAfterSeconds);
  }
}

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export const tooManySignIns = (seconds: number) =>
  `Too many failed sign-in attempts. Please wait ${minutesText(seconds)} and try again.`;

export const tooManyMailRequests = (seconds: number) =>
  `Too many requests for this email. Please wait ${minutesText(seconds)} and try again.`;

export interface Attempt {
  email: string;
  ip: string;
}

// The pair key slows guessing from one place; the email key caps a distributed attack on one
// account; the address key caps one place spraying many accounts. A right password from a new
// address is refused only while the email's own hourly cap is exceeded, never longer.
const signInKeys = ({ email, ip }: Attempt) => ({
  pair: `sign-in:email+ip:${email} ${ip}`,
  email: `sign-in:email:${email}`,
  ip: `sign-in:ip:${ip}`,
});

/** Counts a sign-in attempt before its password is checked; throws 429 over any limit. */
export async function admitSignIn(
  q: Queryable,
  attempt: Attempt,
  now: Date,
  limits: AttemptLimits,
) {
  const keys = signInKeys(attempt);
  const verdict = await countAttempt(
    q,
    [
      { key: keys.pair, max: limits.signInPerEmailAndIp },
      { key: keys.email, max: limits.signInPerEmail },
      { key: keys.ip, max: limits.signInPerIp },
    ],
    limits.windowMs,
    now,
  );
  if (!verdict.allowed) {
    throw new TooManyAttemptsError(
      tooManySignIns(verdict.retryAfterSeconds),
      verdict.retryAfterSeconds,
    );
  }
}

/** A right password: its attempt no longer counts, and its address starts afresh. */
export function signInSucceeded(q: Queryable, attempt: Attempt): Promise<void> {
  const keys = signInKeys(attempt);
  return forgiveAttempt(q, { decrement: [keys.email, keys.ip], reset: [keys.pair] });
}

/** Counts a request that mails a link (sign-in or reset); throws 429 over either limit. */
export async function admitMailRequest(
  q: Queryable,
  kind: 'magic-link' | 'reset',
  attempt: Attempt,
  now: Date,
  limits: AttemptLimits,
) {
  const verdict = await countAttempt(
    q,
    [
      { key: `${kind}:email:${attempt.email}`, max: limits.mailsPerEmail },
      { key: `${kind}:ip:${attempt.ip}`, max: limits.mailsPerIp },
    ],
    limits.windowMs,
    now,
  );
  if (!verdict.allowed) {
    throw new TooManyAttemptsError(
      tooManyMailRequests(verdict.retryAfterSeconds),
      verdict.retryAfterSeconds,
    );
  }
}

/** Counts a single sign-on start per address (each writes an attempt); 429 over the limit. */
export async function admitSsoStart(q: Queryable, ip: string, now: Date, limits: AttemptLimits) {
  const verdict = await countAttempt(
    q,
    [{ key: `sso-start:ip:${ip}`, max: limits.signInPerIp }],
    limits.windowMs,
    now,
  );
  if (!verdict.allowed) {
    throw new TooManyAttemptsError(
      tooManySignIns(verdict.retryAfterSeconds),
      verdict.retryAfterSeconds,
    );
  }
}
