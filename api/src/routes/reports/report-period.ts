import type { ReportPeriod } from '@bizcard/shared/model';
import { addDays, utcDay } from '../../analytics/utc-days';

/** A report's days, YYYY-MM-DD (UTC), both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The `days` days ending today, and the as many days just before them. */
export function periodsEndingOn(today: Date, days: ReportPeriod) {
  const to = utcDay(today);
  const from = addDays(to, -(days - 1));
  const current: DayRange = { from, to };
  const previous: DayRange = { from: addDays(from, -days), to: addDays(from, -1) };
  return { current, previous };
}
