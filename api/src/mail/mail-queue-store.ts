import type { Queryable } from '../db/database';

/** A mail as queued: what the worker hands to the transport. */
export interface QueuedMail {
  id: string;
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: string; contentType: string }[] | null;
  /** Attempts made so far, this one included; also the claim's token (markRetry). */
  attempts: number;
}

export interface NewMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: QueuedMail['attachments'];
}

interface QueuedRow {
  id: string;
  message_id: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string;
  attachments: QueuedMail['attachments'];
  attempts: number;
}

const MS = "* interval '1 millisecond'";

/**
 * The INSERT of one mail, due at once, with its values from parameter `$first` on: for a
 * statement that queues a mail together with what it tells of (all or nothing, one commit).
 */
export function mailQueueInsert(mail: NewMail, first: number): { sql: string; params: unknown[] } {
  const params = [
    mail.messageId,
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
    mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
  ];
  const placeholders = params.map((_, offset) => `$${first + offset}`).join(', ');
  return {
    sql: `INSERT INTO mail_queue (message_id, recipient, subject, body_text, body_html, attachments)
     VALUES (${placeholders})`,
    params,
  };
}

/** Queues one mail, due at once. Every statement here runs in the all-tenants scope. */
export async function enqueueMail(db: Queryable, mail: NewMail): Promise<void> {
  const { sql, params } = mailQueueInsert(mail, 1);
  await db.query(sql, params);
}

/**
 * Claims up to `limit` due mails for `leaseMs`: rows another process is claiming right now
 * are skipped (SKIP LOCKED), rows it holds a lease on are not due until the lease runs out.
 */
export async function claimMails(
  db: Queryable,
  limit: number,
  leaseMs: number,
): Promise<QueuedMail[]> {
  const { rows } = await db.query<QueuedRow>(
    // The claim is a materialised CTE: as a subquery joined in the UPDATE, the planner may
    // run it more than once and claim more than `limit` rows.
    `WITH due AS MATERIALIZED (
       SELECT id FROM mail_queue
        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
          AND (lease_until IS NULL OR lease_until <= now())
        ORDER BY next_attempt_at, id
        LIMIT $1
        FOR UPDATE SKIP LOCKED)
     UPDATE mail_queue q
        SET lease_until = now() + $2 ${MS}, attempts = q.attempts + 1
       FROM due
      WHERE q.id = due.id
  RETURNING q.id::text, q.message_id, q.recipient, q.subject, q.body_text, q.body_html,
            q.attachments, q.attempts`,
    [limit, leaseMs],
  );
  return rows
    .map((row) => ({
      id: row.id,
      messageId: row.message_id,
      to: row.recipient,
      subject: row.subject,
      text: row.body_text,
      html: row.body_html,
      attachments: row.attachments,
      attempts: row.attempts,
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** Sent: the body (and the links in it) is dropped now; the rest stays for the retention. */
export async function markSent(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE mail_queue
        SET sent_at = now(), lease_until = NULL, last_error = NULL,
            body_text = '', body_html = '', attachments = NULL
      WHERE id = $1`,
    [id],
  );
}

/** Failed for now: due again after `delayMs`, unless another process has claimed it since. */
export async function markRetry(
  db: Queryable,
  mail: Pick<QueuedMail, 'id' | 'attempts'>,
  delayMs: number,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE mail_queue
        SET lease_until = NULL, next_attempt_at = now() + $3 ${MS}, last_error = $4
      WHERE id = $1 AND attempts = $2 AND sent_at IS NULL`,
    [mail.id, mail.attempts, delayMs, error],
  );
}

/** Refused for good by the server: kept, without its body, for the retention. */
export async function markFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query(
    `UPDATE mail_queue
        SET failed_at = now(), lease_until = NULL, last_error = $2,
            body_text = '', body_html = '', attachments = NULL
      WHERE id = $1 AND sent_at IS NULL`,
    [id, error],
  );
}

/** Deletes sent and refused mails older than the retention; returns how many. */
export async function purgeMails(db: Queryable, retentionDays: number): Promise<number> {
  const { rows } = await db.query<{ purged: number }>(
    `WITH gone AS (
       DELETE FROM mail_queue
        WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL)
          AND coalesce(sent_at, failed_at) < now() - $1 * interval '1 day'
       RETURNING 1)
     SELECT count(*)::int AS purged FROM gone`,
    [retentionDays],
  );
  return rows[0]?.purged ?? 0;
}

export interface MailQueueFigures {
  /** Mails not yet sent nor refused. */
  pending: number;
  /** Age of the oldest of them in seconds; 0 when none waits. */
  oldestSeconds: number;
}

export async function mailQueueFigures(db: Queryable): Promise<MailQueueFigures> {
  const { rows } = await db.query<{ pending: number; oldest: number }>(
    `SELECT count(*)::int AS pending,
            coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest
       FROM mail_queue WHERE sent_at IS NULL AND failed_at IS NULL`,
  );
  return { pending: rows[0]?.pending ?? 0, oldestSeconds: rows[0]?.oldest ?? 0 };
}
