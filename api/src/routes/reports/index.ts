import type { ActivitySummary, UsageReport } from '@bizcard/shared/model';
import type { FastifyInstance } from 'fastify';
import { neverViewedCards, topCards, usersWithoutCard } from './activity-store';
import { reportPeriod, requireReportTenant } from './report-access';
import { periodsEndingOn } from './report-period';
import { dailyCounts, filteredVisits, sumCounts, totalCounts } from './usage-store';

interface ReportRequest {
  Params: { tenantId: string };
  Querystring: { days?: unknown };
}

/** Reports (issue 12): card views, saves and scans of one tenant, for its admins. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.get<ReportRequest>('/:tenantId/usage', async (request): Promise<UsageReport> => {
    const tenantId = await requireReportTenant(request, request.params.tenantId);
    const days = reportPeriod(request.query.days);
    const { current, previous } = periodsEndingOn(app.clock(), days);
    const daily = await dailyCounts(request.db, tenantId, current);
    return {
      success: true,
      days,
      ...current,
      daily,
      totals: sumCounts(daily),
      previous: await totalCounts(request.db, tenantId, previous),
      filtered: await filteredVisits(request.db, tenantId, current),
    };
  });

  app.get<ReportRequest>('/:tenantId/activity', async (request): Promise<ActivitySummary> => {
    const tenantId = await requireReportTenant(request, request.params.tenantId);
    const days = reportPeriod(request.query.days);
    const { current } = periodsEndingOn(app.clock(), days);
    const { publicAppUrl } = app.config;
    const [topViewed, topSaved, neverViewed, withoutCard] = await Promise.all([
      topCards(request.db, tenantId, current, 'views', publicAppUrl),
      topCards(request.db, tenantId, current, 'saves', publicAppUrl),
      neverViewedCards(request.db, tenantId, current, publicAppUrl),
      usersWithoutCard(request.db, tenantId),
    ]);
    return {
      success: true,
      days,
      top_viewed: topViewed,
      top_saved: topSaved,
      never_viewed: neverViewed,
      without_card: withoutCard,
    };
  });
}
