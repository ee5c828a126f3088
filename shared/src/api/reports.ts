import type { ActivitySummary, ReportPeriod, UsageReport } from '../model/reports';
import { apiGet } from './client';

const reportPath = (tenantId: string, report: 'usage' | 'activity', days: ReportPeriod) =>
  `/api/management/reports/${encodeURIComponent(tenantId)}/${report}?days=${days}`;

export const getUsageReport = (tenantId: string, days: ReportPeriod, signal?: AbortSignal) =>
  apiGet<UsageReport>(reportPath(tenantId, 'usage', days), { signal });

export const getActivitySummary = (tenantId: string, days: ReportPeriod, signal?: AbortSignal) =>
  apiGet<ActivitySummary>(reportPath(tenantId, 'activity', days), { signal });
