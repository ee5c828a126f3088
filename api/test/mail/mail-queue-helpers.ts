import type { FastifyInstance } from 'fastify';
import { DEFAULT_MAIL_QUEUE, type MailQueueSettings } from '../../src/mail/mail-queue-settings';

/** Retries in tenths of a second rather than minutes, looked for every 50 ms. */
export const FAST_QUEUE: MailQueueSettings = {
  ...DEFAULT_MAIL_QUEUE,
  retryBaseMs: 200,
  retryMaxMs: 1000,
  pollMs: 50,
};

export interface QueueRow {
  recipient: string;
  message_id: string;
  body_text: string;
  attempts: number;
  sent_at: Date | null;
  last_error: string | null;
}

/** Every queued mail, oldest first, as the system (all-tenants scope) sees them. */
export async function queueRows(app: FastifyInstance): Promise<QueueRow[]> {
  const { rows } = await app.systemDb.query<QueueRow>(
    `SELECT recipient, message_id, body_text, attempts, sent_at, last_error
       FROM mail_queue ORDER BY id`,
  );
  return rows;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds, checking every 20 ms; fails after `timeoutMs`. */
export async function waitFor(
  what: string,
  done: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await pause(20);
  }
}

/** A figure of the `/metrics` text, e.g. `bizcard_mail_queue_mails`. */
export async function metric(app: FastifyInstance, series: string): Promise<number> {
  const text = (await app.inject({ url: '/metrics' })).body;
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}
