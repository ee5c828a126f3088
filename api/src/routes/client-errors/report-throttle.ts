import { countAttempt } from '../../auth/attempt-counters';
import { TooManyAttemptsError } from '../../auth/login-throttle';
import type { Queryable } from '../../db/database';

/**
 * A page reports each failing remote once, and there are five remotes: twenty reports in ten
 * minutes is a reloading user at most. Past that the address is flooding the log.
 */
export const REMOTE_LOAD_REPORTS_PER_IP = 20;
const REPORT_WINDOW_MS = 10 * 60 * 1000;

export const TOO_MANY_REPORTS = 'Too many error reports. Please try again later.';

/** Counts a report against its address; throws 429 over the limit. */
export async function admitRemoteLoadReport(q: Queryable, ip: string, now: Date): Promise<void> {
  const verdict = await countAttempt(
    q,
    [{ key: `remote-load-report:ip:${ip}`, max: REMOTE_LOAD_REPORTS_PER_IP }],
    REPORT_WINDOW_MS,
    now,
  );
  if (!verdict.allowed) throw new TooManyAttemptsError(TOO_MANY_REPORTS, verdict.retryAfterSeconds);
}
