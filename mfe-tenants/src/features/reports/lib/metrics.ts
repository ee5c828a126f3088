import type { CardCounts } from '@bizcard/shared/model';

/** The three daily figures, in the order the totals, chart, table and CSV show them. */
export const METRICS: readonly { key: keyof CardCounts; label: string; unit: string }[] = [
  { key: 'views', label: 'Views', unit: 'view' },
  { key: 'saves', label: 'Saves', unit: 'save' },
  { key: 'scans', label: 'Scans', unit: 'scan' },
];

export const hasUsage = (totals: CardCounts) => METRICS.some(({ key }) => totals[key] > 0);
