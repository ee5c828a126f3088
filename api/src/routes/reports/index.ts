import {
  activitySummarySchema,
  reportQuerySchema,
  tenantPathSchema,
  usageReportSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../docs/route-docs';
import { periodActivity, usersWithoutCard } from './activity-store';
import { connectionCount } from './connection-count';
import { requireReportTenant } from './report-access';
import { periodsEndingOn } from './report-period';
import { dailyCounts, filteredVisits, sumCounts, totalCounts } from './usage-store';

const tags = ['Reports'];

/** Reports (issue 12): card views, saves and scans of one tenant, for its admins. */
export async function reportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:tenantId/usage',
    {
      schema: {
        summary: "A tenant's card views, saves and scans per day over 30 or 90 days (admins)",
        tags,
        security: SIGNED_IN,
        params: tenantPathSchema,
        querystring: reportQuerySchema,
        response: { 200: usageReportSchema },
      },
    },
    async (request) => {
      const tenantId = await requireReportTenant(request, request.params.tenantId);
      const { days } = request.query;
      const { current, previous } = periodsEndingOn(app.clock(), days);
      const daily = await dailyCounts(request.db, tenantId, current);
      return {
        success: true as const,
        days,
        ...current,
        daily,
        totals: sumCounts(daily),
        previous: await totalCounts(request.db, tenantId, previous),
        filtered: await filteredVisits(request.db, tenantId, current),
        connections: {
          current: await connectionCount(request.db, tenantId, current),
          previous: await connectionCount(request.db, tenantId, previous),
        },
      };
    },
  );

  app.get(
    '/:tenantId/activity',
    {
      schema: {
        summary: "A tenant's most viewed and saved cards, and those never viewed (admins)",
        tags,
        security: SIGNED_IN,
        params: tenantPathSchema,
        querystring: reportQuerySchema,
        response: { 200: activitySummarySchema },
      },
    },
    async (request) => {
      const tenantId = await requireReportTenant(request, request.params.tenantId);
      const { days } = request.query;
      const { current } = periodsEndingOn(app.clock(), days);
      const { publicAppUrl } = app.config;
      const { topViewed, topSaved, neverViewed } = await periodActivity(
        request.db,
        tenantId,
        current,
        publicAppUrl,
      );
      const withoutCard = await usersWithoutCard(request.db, tenantId);
      return {
        success: true as const,
        days,
        top_viewed: topViewed,
        top_saved: topSaved,
        never_viewed: neverViewed,
        without_card: withoutCard,
      };
    },
  );
}
