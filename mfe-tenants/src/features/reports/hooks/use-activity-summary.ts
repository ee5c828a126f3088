import { getActivitySummary, useServerData } from '@bizcard/shared/api';
import type { ReportPeriod } from '@bizcard/shared/model';

/** The tenant's top cards, cards never viewed and users without a card, over the period. */
export function useActivitySummary(tenantId: string, days: ReportPeriod) {
  return useServerData((signal) => getActivitySummary(tenantId, days, signal), [tenantId, days]);
}
