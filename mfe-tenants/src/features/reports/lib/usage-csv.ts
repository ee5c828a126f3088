import type { UsageDay } from '@bizcard/shared/model';
import { METRICS } from './metrics';

/** The daily figures as CSV: Day (YYYY-MM-DD, UTC), then one column per figure. */
export function usageCsv(daily: readonly UsageDay[]): string {
  const header = ['Day', ...METRICS.map(({ label }) => label)];
  const rows = daily.map((day) => [day.day, ...METRICS.map(({ key }) => String(day[key]))]);
  return `${[header, ...rows].map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** `usage-acme-corporation-30d.csv`: the tenant's name made safe for any file system. */
export function usageFileName(tenantName: string, days: number): string {
  const slug = tenantName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `usage-${slug || 'tenant'}-${days}d.csv`;
}
