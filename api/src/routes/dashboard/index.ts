import { DASHBOARD_DAYS, DASHBOARD_RECENT_ENTRIES } from '@bizcard/shared/model';
import { dashboardFiguresSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantReach } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { forbidden } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { latestEntries } from '../logs/log-store';
import { activeCardCount } from '../reports/activity-store';
import { periodsEndingOn } from '../reports/report-period';
import { dailyCounts, sumCounts, totalCounts } from '../reports/usage-store';
import { openTicketCount } from '../support-tickets/ticket-store';
import { NO_TENANT_DASHBOARD } from './messages';

async function tenantOf(q: Queryable, id: string) {
  const { rows } = await q.query<{ id: string; name: string }>(
    'SELECT id, name FROM tenants WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

async function tenantCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM tenants');
  return rows[0]?.count ?? 0;
}

/**
 * The Dashboard (issue 27): a super admin's figures are of every tenant, a client admin's of
 * their own. Each figure is the query Reports or Logs uses for it, widened to every tenant.
 */
export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const figures = {
    summary:
      "The Dashboard's figures: of every tenant for a super admin, of their own for a client admin",
    tags: ['Dashboard'],
    security: SIGNED_IN,
    response: { 200: dashboardFiguresSchema },
  };
  app.get('/', { schema: figures }, async (request) => {
    const reach = tenantReach(requireAdmin(request));
    if (reach.kind === 'none') throw forbidden(NO_TENANT_DASHBOARD);
    const tenantId = reach.kind === 'one' ? reach.tenantId : null;
    const { current, previous } = periodsEndingOn(app.clock(), DASHBOARD_DAYS);
    const db = request.db;
    const [tenant, tenants, activeCards, daily, before, recent, openTickets] = await Promise.all([
      tenantId ? tenantOf(db, tenantId) : null,
      tenantId ? null : tenantCount(db),
      activeCardCount(db, tenantId),
      dailyCounts(db, tenantId, current),
      totalCounts(db, tenantId, previous),
      latestEntries(db, tenantId, DASHBOARD_RECENT_ENTRIES),
      openTicketCount(db, tenantId),
    ]);
    return {
      success: true as const,
      tenant,
      tenants,
      active_cards: activeCards,
      ...current,
      daily,
      totals: sumCounts(daily),
      previous: before,
      open_tickets: openTickets,
      recent,
    };
  });
}
