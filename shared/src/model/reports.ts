// Card analytics (issue 12): views, contact saves and scans per card per day, as the Reports
// screen reads them. Wire shapes and constants only.

/** The periods Reports offers, in days ending today (UTC). */
export const REPORT_PERIODS = [30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;

/** How a visit arrived when it came from the card itself: `?src=qr` or `?src=nfc`. */
export const SCAN_SOURCES = ['qr', 'nfc'] as const;
export type ScanSource = (typeof SCAN_SOURCES)[number];

export interface CardCounts {
  /** Card page visits by people (bots and prefetches excluded). */
  views: number;
  /** vCard downloads ('Add to Contacts'). */
  saves: number;
  /** Visits that came from the physical card: its QR code or its NFC chip. */
  scans: number;
}

export interface UsageDay extends CardCounts {
  /** YYYY-MM-DD, UTC. */
  day: string;
}

/** GET /api/management/reports/{tenantId}/usage?days=30|90 */
export interface UsageReport {
  success: true;
  days: ReportPeriod;
  /** First and last day of the period, YYYY-MM-DD (UTC), both included. */
  from: string;
  to: string;
  /** Every day of the period, oldest first; days without counts hold zeros. */
  daily: UsageDay[];
  totals: CardCounts;
  /** The same figures for the period of equal length just before `from`. */
  previous: CardCounts;
  /**
   * Visits in the period that were not counted: a visitor's repeats of a card on one day, and
   * visits from an address over the rate (decision 020).
   */
  filtered: number;
}

export interface CardActivity {
  end_user_id: string;
  name: string;
  email: string;
  /** The public card page, /c/{slug}. */
  card_url: string;
  views: number;
  saves: number;
}

export interface EndUserWithoutCard {
  end_user_id: string;
  name: string;
  email: string;
}

/** GET /api/management/reports/{tenantId}/activity?days=30|90 */
export interface ActivitySummary {
  success: true;
  days: ReportPeriod;
  /** Up to 10 cards with the most views in the period, most first (none with 0). */
  top_viewed: CardActivity[];
  /** Up to 10 cards with the most saves in the period, most first (none with 0). */
  top_saved: CardActivity[];
  /** Active cards without a single view in the period: how many, and the first 10 by name. */
  never_viewed: { count: number; cards: CardActivity[] };
  /** End users whose card page does not show (deactivated; every user has a slug): how many, first 10. */
  without_card: { count: number; users: EndUserWithoutCard[] };
}

export const REPORT_MESSAGES = {
  selectTenant: 'Please select a tenant to view reports.',
  usageFailed: 'Failed to load usage report',
  activityFailed: 'Failed to load activity summary',
  noUsage:
    'No card views, saves or scans in this period yet. Share a card link or tap a card to see it here.',
} as const;
