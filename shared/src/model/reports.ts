// Card analytics (issue 12): views, contact saves and scans per card per day, as the Reports
// screen reads them. Constants, and the reply types inferred from schemas/reports.ts.
import type * as z from 'zod/mini';
import type {
  activitySummarySchema,
  cardActivitySchema,
  cardCountsSchema,
  endUserWithoutCardSchema,
  usageDaySchema,
  usageReportSchema,
} from '../schemas/reports';

/** The periods Reports offers, in days ending today (UTC). */
export const REPORT_PERIODS = [30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;

/** How a visit arrived when it came from the card itself: `?src=qr` or `?src=nfc`. */
export const SCAN_SOURCES = ['qr', 'nfc'] as const;
export type ScanSource = (typeof SCAN_SOURCES)[number];

/**
 * The figures of one card or one period: `views` are card page visits by people (bots and
 * prefetches excluded), `saves` vCard downloads ('Add to Contacts'), `scans` visits that came
 * from the physical card (its QR code or its NFC chip).
 */
export type CardCounts = z.output<typeof cardCountsSchema>;

/** One day's counts; `day` is YYYY-MM-DD, UTC. */
export type UsageDay = z.output<typeof usageDaySchema>;

/**
 * GET /api/management/reports/{tenantId}/usage?days=30|90: `from` and `to` are the period's
 * first and last day (UTC, both included); `daily` holds every day of it, oldest first, zeros
 * where nothing was counted; `previous` the same figures for the period of equal length just
 * before `from`; `filtered` the visits not counted (a visitor's repeats of a card on one day,
 * and visits from an address over the rate: decision 020).
 */
export type UsageReport = z.output<typeof usageReportSchema>;

/** A card in a list of the activity summary; `card_url` is its public page, /c/{slug}. */
export type CardActivity = z.output<typeof cardActivitySchema>;

export type EndUserWithoutCard = z.output<typeof endUserWithoutCardSchema>;

/**
 * GET /api/management/reports/{tenantId}/activity?days=30|90: up to 10 cards with the most
 * views and the most saves in the period (most first, none with 0); active cards without a
 * single view (how many, and the first 10 by name); end users whose card page does not show
 * (deactivated: every user has a slug), how many and the first 10.
 */
export type ActivitySummary = z.output<typeof activitySummarySchema>;

export const REPORT_MESSAGES = {
  selectTenant: 'Please select a tenant to view reports.',
  usageFailed: 'Failed to load usage report',
  activityFailed: 'Failed to load activity summary',
  noUsage:
    'No card views, saves or scans in this period yet. Share a card link or tap a card to see it here.',
} as const;
