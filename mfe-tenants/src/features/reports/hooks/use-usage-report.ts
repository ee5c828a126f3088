import { getUsageReport, useServerData } from '@bizcard/shared/api';
import type { ReportPeriod } from '@bizcard/shared/model';

/** The tenant's daily views, saves and scans over the period, with its totals. */
export function useUsageReport(tenantId: string, days: ReportPeriod) {
  return useServerData((signal) => getUsageReport(tenantId, days, signal), [tenantId, days]);
}
