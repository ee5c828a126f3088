import type { ReportPeriod } from '../model/reports';
import { activitySummarySchema, usageReportSchema } from '../schemas/reports';
import { getJson } from './client';

const reportPath = (tenantId: string, report: 'usage' | 'activity', days: ReportPeriod) =>
  `/api/management/reports/${encodeURIComponent(tenantId)}/${report}?days=${days}`;

export const getUsageReport = (tenantId: string, days: ReportPeriod, signal?: AbortSignal) =>
  getJson(usageReportSchema, reportPath(tenantId, 'usage', days), { signal });

export const getActivitySummary = (tenantId: string, days: ReportPeriod, signal?: AbortSignal) =>
  getJson(activitySummarySchema, reportPath(tenantId, 'activity', days), { signal });
