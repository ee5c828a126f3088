import type { AuditLevel, AuditLogQuery } from '@bizcard/shared/model';
import { AUDIT_LOG_MESSAGES, isDateRangeInOrder } from '@bizcard/shared/schemas';

/** What the toolbar holds: empty strings for filters not set. */
export interface LogFilters {
  level: AuditLevel | '';
  q: string;
  /** YYYY-MM-DD, as date inputs give them. */
  from: string;
  to: string;
}

export const NO_FILTERS: LogFilters = { level: '', q: '', from: '', to: '' };

/** The filters of a logs call and its export: every page shares them. */
export type LogQuery = Omit<AuditLogQuery, 'page' | 'page_size'>;

/** Why these filters cannot be applied, or null: the API's own rule and words. */
export function filtersProblem({ from, to }: LogFilters): string | null {
  return isDateRangeInOrder({ from: from || undefined, to: to || undefined })
    ? null
    : AUDIT_LOG_MESSAGES.dateRange;
}

/** The query for `filters` over one tenant, or every tenant when `tenantId` is undefined. */
export function logQuery(filters: LogFilters, tenantId: string | undefined): LogQuery {
  const query: LogQuery = {};
  if (tenantId) query.tenant_id = tenantId;
  if (filters.level) query.level = filters.level;
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}
