import type { AuditExportFormat, AuditLogQuery } from '../model/audit-log';
import { auditLogPageSchema } from '../schemas/audit-log';
import { apiGetBlob, getJson } from './client';

/** The query string of a logs call: only the filters that are set. */
function logsQuery(query: AuditLogQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of the audit log, newest first. */
export const listAuditLog = (query: AuditLogQuery, signal?: AbortSignal) =>
  getJson(auditLogPageSchema, `/api/management/logs${logsQuery(query)}`, { signal });

/** Every entry the filters select, as a CSV or the spec's plain-text lines. */
export const exportAuditLog = (
  query: Omit<AuditLogQuery, 'page' | 'page_size'>,
  format: AuditExportFormat,
) => apiGetBlob(`/api/management/logs/export${logsQuery(query, { format })}`, 120_000);
