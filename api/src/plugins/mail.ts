import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { enqueueMail, type NewMail, type QueuedMail } from '../mail/mail-queue-store';
import { type MailWorker, mailWorker } from '../mail/mail-worker';
import { OutboxTransport } from '../mail/outbox-transport';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail, e.g. a vCard. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  /**
   * Queues the mail in the database (its own transaction) and wakes this process's worker;
   * resolves after that first attempt, whether it reached the server or waits for a retry.
   * Rejects only when the mail could not be queued.
   */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * The mail with its message id, for a caller that queues it in its own statement
   * (mailQueueInsert) and then calls deliverDue.
   */
  queueable(mail: OutgoingMail): NewMail;
  /** One pass over the due mails now (tests, the start, and after a mail queued elsewhere). */
  deliverDue(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

// Bounds one attempt well inside the lease (MAIL_LEASE_MS, 2 minutes by default), so a slow
// server does not make another process take the same mail while this one still sends it.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** `<uuid@domain of MAIL_FROM>`: the same on every attempt, so a receiver can drop a repeat. */
function newMessageId(mailFrom: string): string {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'bizcard.local';
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Every mail goes through the queue of migration 041 (decision 062): SMTP when SMTP_URL is
 * set, otherwise a JSON file per mail in the outbox folder. The worker runs at once after a
 * mail is queued, every MAIL_POLL_MS for retries, and once when the app is ready.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, outboxDir, mailFrom, mailQueue: settings } = app.config;
    // Made at the first mail rather than at start: nodemailer adds about 11 MB to an idle API.
    let transporter: Promise<Transporter> | null = null;
    const transport = () => {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        smtpUrl
          ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
          : nodemailer.createTransport(new OutboxTransport(outboxDir, app.clock)),
      );
      return transporter;
    };
    const deliver = async (mail: QueuedMail) => {
      const { to, subject, text, html, messageId } = mail;
      const attachments = mail.attachments ?? undefined;
      await (await transport()).sendMail({
        from: mailFrom,
        to,
        subject,
        text,
        html,
        messageId,
        attachments,
      });
    };
    const worker: MailWorker = mailWorker({
      db: app.systemDb,
      settings,
      deliver,
      counted: (result) => app.metrics.mail(result),
      log: app.log,
    });
    const queueable = (mail: OutgoingMail) => ({ ...mail, messageId: newMessageId(mailFrom) });
    app.decorate('mailer', {
      send: async (mail: OutgoingMail) => {
        await enqueueMail(app.systemDb, queueable(mail));
        await worker.wake();
      },
      queueable,
      deliverDue: () => worker.wake(),
    });
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      void worker.wake();
      timers.push(setInterval(() => void worker.wake(), settings.pollMs));
      for (const timer of timers) timer.unref();
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await worker.stop();
      (await transporter)?.close();
    });
  },
  { name: 'mail', dependencies: ['db', 'metrics'] },
);
