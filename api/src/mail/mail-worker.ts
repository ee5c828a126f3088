import type { Transactional } from '../db/database';
import type { MailQueueSettings } from './mail-queue-settings';
import { claimMails, markFailed, markRetry, markSent, type QueuedMail } from './mail-queue-store';
import { retryDelayMs } from './retry-delay';

/** Claimed together, and how many claims one pass makes before it leaves the rest to the next. */
const BATCH = 10;
const BATCHES_PER_PASS = 20;

export interface MailWorkerParts {
  /** The all-tenants view: only it may read the queue (migration 041). */
  db: Transactional;
  settings: MailQueueSettings;
  /** Hands one mail to the mail server (or the outbox); rejects when it was not accepted. */
  deliver(mail: QueuedMail): Promise<void>;
  /** Each attempt's result, for `/metrics`. */
  counted(result: 'sent' | 'failed'): void;
  log: {
    warn(details: Record<string, unknown>, message: string): void;
    error(details: Record<string, unknown>, message: string): void;
  };
}

export interface MailWorker {
  /** Starts a pass over the due mails (after the one running, if any); resolves when it ends. */
  wake(): Promise<void>;
  /** No pass starts after this; resolves once the running one has ended. */
  stop(): Promise<void>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The server refused this mail for good: a 5xx to the recipient or the message. Anything else
 * (no connection, a timeout, 4xx, a refused sign-in to the server) is tried again.
 */
export function refusedForGood(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (command === 'RCPT TO' || command === 'DATA')
  );
}

/**
 * Delivers the queued mails of every API process, one pass at a time in this process. Each
 * mail is claimed under a lease, sent, then marked: a process killed between the server's
 * acceptance and the mark sends that mail once more after the lease (at least once, decision
 * 062), with the same Message-ID.
 */
export function mailWorker(parts: MailWorkerParts): MailWorker {
  const { db, settings, log } = parts;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | null = null;

  async function attempt(mail: QueuedMail): Promise<void> {
    try {
      await parts.deliver(mail);
    } catch (error) {
      parts.counted('failed');
      const reason = describe(error).slice(0, 500);
      if (refusedForGood(error)) {
        log.error({ mail: mail.messageId, err: error }, 'mail refused by the server');
        await markFailed(db, mail.id, reason);
        return;
      }
      const delayMs = retryDelayMs(mail.attempts, {
        baseMs: settings.retryBaseMs,
        maxMs: settings.retryMaxMs,
      });
      log.warn(
        { mail: mail.messageId, attempts: mail.attempts, retryInMs: delayMs, reason },
        'mail not delivered; queued for a retry',
      );
      await markRetry(db, mail, delayMs, reason);
      return;
    }
    parts.counted('sent');
    await markSent(db, mail.id);
  }

  async function pass(): Promise<void> {
    for (let batch = 0; batch < BATCHES_PER_PASS && !stopped; batch += 1) {
      const mails = await claimMails(db, BATCH, settings.leaseMs);
      for (const mail of mails) await attempt(mail);
      if (mails.length < BATCH) return;
    }
  }

  return {
    wake() {
      if (waiting) return waiting;
      const next: Promise<void> = running.then(async () => {
        if (waiting === next) waiting = null;
        if (stopped) return;
        await pass().catch((error: unknown) =>
          log.warn({ err: error }, 'mail queue pass failed; tried again at the next poll'),
        );
      });
      waiting = next;
      running = next;
      return next;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
