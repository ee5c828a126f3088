import { REGISTRATION_MESSAGES } from '@bizcard/shared/model';
import { countAttempt } from '../../auth/attempt-counters';
import type { Queryable } from '../../db/database';
import { RetryLaterError } from '../../errors';

// A link's holder could otherwise try address after address and keep the link: each refused
// one says the address is someone's. After a few in an hour, every attempt waits, whatever
// the address, so waiting says nothing either (README "Limits").

/** Addresses a person's registration links may have refused in an hour. */
export const REFUSED_ADDRESSES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

const keyOf = (userId: string) => `registration-refused:${userId}`;

/** 429 while the person's refused addresses of the past hour are at the limit. */
export async function waitAfterRefusedAddresses(q: Queryable, userId: string, now: Date) {
  const { rows } = await q.query<{ attempts: number; window_started_at: Date | string }>(
    `SELECT attempts, window_started_at FROM attempt_counters
     WHERE key = $1 AND window_started_at > $2::timestamptz`,
    [keyOf(userId), new Date(now.getTime() - HOUR_MS).toISOString()],
  );
  const counter = rows[0];
  if (!counter || counter.attempts < REFUSED_ADDRESSES_PER_HOUR) return;
  const endsAt = new Date(counter.window_started_at).getTime() + HOUR_MS;
  const seconds = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
  throw new RetryLaterError(429, REGISTRATION_MESSAGES.tooManyRefusedAddresses, seconds);
}

/** Counts one refused address against the person (outside the refused transaction). */
export async function countRefusedAddress(q: Queryable, userId: string, now: Date) {
  await countAttempt(q, [{ key: keyOf(userId), max: REFUSED_ADDRESSES_PER_HOUR }], HOUR_MS, now);
}
