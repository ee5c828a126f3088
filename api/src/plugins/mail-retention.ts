import { purgeMails } from '../mail/mail-queue-store';
import { dailyPurgePlugin } from './daily-purge';

/** Deletes the queue's sent and refused mails after MAIL_RETENTION_DAYS (7 by default). */
export const mailRetentionPlugin = dailyPurgePlugin({
  name: 'mail-retention',
  what: 'sent mails',
  purge: (app) => purgeMails(app.systemDb, app.config.mailQueue.retentionDays),
});
