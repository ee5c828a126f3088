// The Dashboard (issue 27): a programme's figures at a glance, from the stores Reports and Logs
// read. Wire shapes only.
import type { AuditEntry } from './audit-log';
import type { CardCounts, UsageDay } from './reports';

/** The Dashboard's period, in days ending today (UTC), compared with the as many days before. */
export const DASHBOARD_DAYS = 30;
/** How many of the latest audit-log entries it lists. */
export const DASHBOARD_RECENT_ENTRIES = 5;

/** GET /api/management/dashboard: every tenant for a super admin, their own for a client admin. */
export interface DashboardFigures {
  success: true;
  /** The tenant the figures are of; null when they are of every tenant (a super admin). */
  tenant: { id: string; name: string } | null;
  /** How many tenants there are; null for a client admin. */
  tenants: number | null;
  /** Active end users whose card page shows (a deactivated person's card answers 410). */
  active_cards: number;
  /** First and last day of the period, YYYY-MM-DD (UTC), both included. */
  from: string;
  to: string;
  daily: UsageDay[];
  totals: CardCounts;
  /** The same figures for the period of equal length just before `from`. */
  previous: CardCounts;
  /** The latest audit-log entries, newest first. */
  recent: AuditEntry[];
}
