// The Reports screen's texts. The catalogue's own (select a tenant, load failures, no usage)
// are REPORT_MESSAGES in @bizcard/shared/model, which the API's tests read too.
import type { ReportPeriod } from '@bizcard/shared/model';

export const PAGE_TITLE = 'Reports';

export const SECTION_TITLES = { usage: 'Usage Report', activity: 'Activity Summary' } as const;

export const periodLabel = (days: ReportPeriod) => `Last ${days} days`;

export const TEXT = {
  period: 'Period',
  loadingUsage: 'Loading usage report...',
  loadingActivity: 'Loading activity summary...',
  exportCsv: 'Export CSV',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  topViewed: 'Most viewed cards',
  topSaved: 'Most saved cards',
  neverViewed: 'Cards never viewed',
  withoutCard: 'Users without a card',
  noneViewed: 'No card has been viewed in this period yet.',
  noneSaved: 'No card has been saved to contacts in this period yet.',
  allViewed: 'Every active card was viewed at least once in this period.',
  allHaveCards: 'Every active user has a card page.',
  more: (count: number) => `and ${count} more`,
  filtered: (count: number) =>
    count === 1
      ? '1 repeated or automated visit was not counted.'
      : `${count.toLocaleString('en-US')} repeated or automated visits were not counted.`,
} as const;

/** '1 view', '2 saves': a count with its unit. */
export const countOf = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
