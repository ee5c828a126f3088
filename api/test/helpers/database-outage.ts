// Load on a running API while its PostgreSQL sessions are terminated, for fault tests.
import pg from 'pg';
import { SUPER } from './session';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the load saw: each answer's status (0 when nothing answered) and Retry-After. */
export interface Answer {
  status: number;
  retryAfter: string | null;
}

/** The cookie of the demo super admin, signed in with a password. */
export async function signInSuper(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPER.email, password: SUPER.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A GET's status and Retry-After; status 0 when the API does not answer within 2 s. */
export async function answerOf(url: string, cookie = ''): Promise<Answer> {
  try {
    const response = await fetch(url, {
      headers: { cookie },
      signal: AbortSignal.timeout(2000),
    });
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: 0, retryAfter: null };
  }
}

/**
 * `loops` clients asking in turn for a route that reads the database, until `stop` resolves:
 * a bounded load on loopback. Resolves with every answer.
 */
export async function driveLoad(
  url: string,
  cookie: string,
  loops: number,
  stop: Promise<void>,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const loop = async () => {
    while (!stopped) answers.push(await answerOf(url, cookie));
  };
  await Promise.all(Array.from({ length: loops }, loop));
  return answers;
}

/**
 * What a failover, a restart or an idle timeout does to the API: every other session on its
 * database ends (57P01). Returns how many were ended.
 */
export async function terminateBackends(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

/** Terminates the database's sessions `times` times, `gapMs` apart; the total ended. */
export async function terminateRepeatedly(
  databaseUrl: string,
  times: number,
  gapMs: number,
): Promise<number> {
  let ended = 0;
  for (let round = 0; round < times; round++) {
    await sleep(gapMs);
    ended += await terminateBackends(databaseUrl);
  }
  return ended;
}

/** Milliseconds until every URL answers 200, or null when that takes longer than `withinMs`. */
export async function msUntilAllAnswer(
  urls: string[],
  cookie: string,
  withinMs: number,
): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    const answers = await Promise.all(urls.map((url) => answerOf(url, cookie)));
    if (answers.every((answer) => answer.status === 200)) return Date.now() - started;
    await sleep(100);
  }
  return null;
}
