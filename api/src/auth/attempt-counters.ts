import type { Queryable } from '../db/database';

export interface CounterLimit {
  key: string;
  max: number;
}

export interface CounterVerdict {
  /** Whether every counter is still within its limit after this attempt. */
  allowed: boolean;
  /** Seconds until the earliest exceeded window ends (0 when allowed). */
  retryAfterSeconds: number;
}

interface CounterRow {
  key: string;
  attempts: number;
  window_started_at: Date | string;
}

/**
 * Counts one attempt against each key, in one statement: a key whose window has ended starts
 * a new one. The attempt counts even when refused, so hammering a locked key gains nothing.
 */
export async function countAttempt(
  q: Queryable,
  limits: CounterLimit[],
  windowMs: number,
  now: Date,
): Promise<CounterVerdict> {
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const { rows } = await q.query<CounterRow>(
    `INSERT INTO attempt_counters AS c (key, window_started_at, attempts)
     SELECT key, $2::timestamptz, 1 FROM unnest($1::text[]) AS key
     ON CONFLICT (key) DO UPDATE SET
       window_started_at = CASE WHEN c.window_started_at <= $3::timestamptz
         THEN $2::timestamptz ELSE c.window_started_at END,
       attempts = CASE WHEN c.window_started_at <= $3::timestamptz
         THEN 1 ELSE c.attempts + 1 END
     RETURNING key, attempts, window_started_at`,
    [limits.map((limit) => limit.key), now.toISOString(), windowStart],
  );
  let retryAfterMs = 0;
  for (const row of rows) {
    const limit = limits.find((candidate) => candidate.key === row.key);
    if (!limit || row.attempts <= limit.max) continue;
    const ends = new Date(row.window_started_at).getTime() + windowMs;
    retryAfterMs = Math.max(retryAfterMs, ends - now.getTime());
  }
  return { allowed: retryAfterMs === 0, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}

/** Takes back one attempt (a sign-in that succeeded) and forgets the keys in `reset`. */
export async function forgiveAttempt(
  q: Queryable,
  keys: { decrement: string[]; reset: string[] },
): Promise<void> {
  await q.query(
    `UPDATE attempt_counters SET attempts = greatest(attempts - 1, 0) WHERE key = ANY($1::text[])`,
    [keys.decrement],
  );
  await q.query('DELETE FROM attempt_counters WHERE key = ANY($1::text[])', [keys.reset]);
}

/** Drops counters whose window ended; cheap through the window index, run now and then. */
export async function purgeEndedCounters(q: Queryable, windowMs: number, now: Date) {
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  await q.query('DELETE FROM attempt_counters WHERE window_started_at <= $1::timestamptz', [
    windowStart,
  ]);
}
