/** How the mail queue retries and keeps mails (decision 062; README, Configuration). */
export interface MailQueueSettings {
  /** The first retry's delay; each next one doubles, with jitter (MAIL_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** No retry waits longer than this (MAIL_RETRY_MAX_MS). */
  retryMaxMs: number;
  /** How often each API process looks for mails due again (MAIL_POLL_MS). */
  pollMs: number;
  /** How long one process holds a claimed mail before another may take it (MAIL_LEASE_MS). */
  leaseMs: number;
  /** Sent and refused mails are deleted after this many days (MAIL_RETENTION_DAYS). */
  retentionDays: number;
}

export const DEFAULT_MAIL_QUEUE: MailQueueSettings = {
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60 * 1000,
  pollMs: 5_000,
  leaseMs: 2 * 60 * 1000,
  retentionDays: 7,
};

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function mailQueueSettings(env: NodeJS.ProcessEnv): MailQueueSettings {
  const defaults = DEFAULT_MAIL_QUEUE;
  const retryBaseMs = positive(env.MAIL_RETRY_BASE_MS, defaults.retryBaseMs);
  return {
    retryBaseMs,
    retryMaxMs: Math.max(retryBaseMs, positive(env.MAIL_RETRY_MAX_MS, defaults.retryMaxMs)),
    pollMs: positive(env.MAIL_POLL_MS, defaults.pollMs),
    leaseMs: positive(env.MAIL_LEASE_MS, defaults.leaseMs),
    retentionDays: positive(env.MAIL_RETENTION_DAYS, defaults.retentionDays),
  };
}
