import { REGISTRATION_MESSAGES } from '@bizcard/shared/model';
import { countAttempt } from '../../auth/attempt-counters';
import type { Queryable } from '../../db/database';
import { RetryLaterError } from '../../errors';

// Each attempt mails the address it names (decision 039), so a link's holder could otherwise
// mail anyone over and over. Every attempt counts, whatever became of the address: counting
// only some would let the 429 say which.

/** Registration attempts a person's links may make in an hour. */
export const REGISTRATION_ATTEMPTS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** Counts one attempt against the person; 429 once they are over the hour's limit. */
export async function countRegistrationAttempt(q: Queryable, userId: string, now: Date) {
  const verdict = await countAttempt(
    q,
    [{ key: `registration-attempts:${userId}`, max: REGISTRATION_ATTEMPTS_PER_HOUR }],
    HOUR_MS,
    now,
  );
  if (verdict.allowed) return;
  throw new RetryLaterError(
    429,
    REGISTRATION_MESSAGES.tooManyAttempts,
    Math.max(1, verdict.retryAfterSeconds),
  );
}
