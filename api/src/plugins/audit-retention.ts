import { purgeAuditLog } from '../audit/purge-audit-log';
import { dailyPurgePlugin } from './daily-purge';

/** Keeps the audit log to AUDIT_RETENTION_DAYS. */
export const auditRetentionPlugin = dailyPurgePlugin({
  name: 'audit-retention',
  what: 'audit log entries',
  purge: (app) => purgeAuditLog(app.db, app.config.auditRetentionDays),
});
