// The query and replies of the Reports routes (issue 12): card views, contact saves and scans per card per
// day. The figures are counted by the database; these say what the screen may rely on.
import * as z from 'zod/mini';
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, type ReportPeriod } from '../model/reports';
import { lazySchema } from './lazy-schema';
import { calendarDay, count } from './reply-fields';

/** The answer to a `days` other than the periods offered (given twice, or empty, included). */
export const INVALID_REPORT_PERIOD = `days must be ${REPORT_PERIODS.join(' or ')}`;

const PERIOD_TEXTS = REPORT_PERIODS.map((days) => `${days}` as const);

/** `?days=` of both reports: one of the periods offered; absent, the default one. */
export const reportQuerySchema = lazySchema(() =>
  z.object({
    days: z._default(
      z.pipe(
        z.literal(PERIOD_TEXTS, { error: INVALID_REPORT_PERIOD }),
        z.transform((days) => Number(days) as ReportPeriod),
      ),
      DEFAULT_REPORT_PERIOD,
    ),
  }),
);

const reportPeriod = lazySchema(() => z.literal(REPORT_PERIODS));

export const cardCountsSchema = lazySchema(() =>
  z.object({ views: count(), saves: count(), scans: count() }),
);

export const usageDaySchema = lazySchema(() => z.extend(cardCountsSchema, { day: calendarDay() }));

/** GET /api/management/reports/{tenantId}/usage?days=30|90 */
export const usageReportSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    days: reportPeriod,
    from: calendarDay(),
    to: calendarDay(),
    daily: z.array(usageDaySchema),
    totals: cardCountsSchema,
    previous: cardCountsSchema,
    filtered: count(),
    /**
     * Contacts card visitors sent in the period, and in the one before (decision 053). Always
     * sent by the API; optional so replies recorded before it still read.
     */
    connections: z.optional(z.object({ current: count(), previous: count() })),
  }),
);

export const cardActivitySchema = lazySchema(() =>
  z.object({
    end_user_id: z.string(),
    name: z.string(),
    email: z.string(),
    card_url: z.string(),
    views: count(),
    saves: count(),
  }),
);

export const endUserWithoutCardSchema = lazySchema(() =>
  z.object({
    end_user_id: z.string(),
    name: z.string(),
    email: z.string(),
  }),
);

/** GET /api/management/reports/{tenantId}/activity?days=30|90 */
export const activitySummarySchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    days: reportPeriod,
    top_viewed: z.array(cardActivitySchema),
    top_saved: z.array(cardActivitySchema),
    never_viewed: z.object({ count: count(), cards: z.array(cardActivitySchema) }),
    without_card: z.object({ count: count(), users: z.array(endUserWithoutCardSchema) }),
  }),
);
