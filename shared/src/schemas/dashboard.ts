// The Dashboard's one call (issue 27), from the stores Reports and Logs read.
import * as z from 'zod/mini';
import { auditEntrySchema } from './audit-log';
import { lazySchema } from './lazy-schema';
import { calendarDay, count } from './reply-fields';
import { cardCountsSchema, usageDaySchema } from './reports';

/** GET /api/management/dashboard: every tenant for a super admin, their own for a client admin. */
export const dashboardFiguresSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    /** The tenant the figures are of; null when they are of every tenant (a super admin). */
    tenant: z.nullable(z.object({ id: z.string(), name: z.string() })),
    /** How many tenants there are; null for a client admin. */
    tenants: z.nullable(count()),
    /** Active end users whose card page shows (a deactivated person's card answers 410). */
    active_cards: count(),
    /** First and last day of the period, YYYY-MM-DD (UTC), both included. */
    from: calendarDay(),
    to: calendarDay(),
    daily: z.array(usageDaySchema),
    totals: cardCountsSchema,
    /** The same figures for the period of equal length just before `from`. */
    previous: cardCountsSchema,
    /** Tickets not resolved or closed (decision 048): every tenant's, or the tenant's. */
    open_tickets: count(),
    /** The latest audit-log entries, newest first. */
    recent: z.array(auditEntrySchema),
  }),
);
