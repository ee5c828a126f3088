// The Dashboard (issue 27): a programme's figures at a glance, from the stores Reports and Logs
// read. Wire shapes only.
import type * as z from 'zod/mini';
import type { dashboardFiguresSchema } from '../schemas/dashboard';

/** The Dashboard's period, in days ending today (UTC), compared with the as many days before. */
export const DASHBOARD_DAYS = 30;
/** How many of the latest audit-log entries it lists. */
export const DASHBOARD_RECENT_ENTRIES = 5;

/** GET /api/management/dashboard: every tenant for a super admin, their own for a client admin. */
export type DashboardFigures = z.output<typeof dashboardFiguresSchema>;
