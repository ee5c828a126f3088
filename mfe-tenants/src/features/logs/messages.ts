// The Logs screen's texts (spec §2 "Logs", issue 12), for every file here. Level names are
// AUDIT_LEVEL_LABELS in @bizcard/shared/model.
import type { AuditExportFormat } from '@bizcard/shared/model';
import { AUDIT_PAGE_SIZE_DEFAULT } from '@bizcard/shared/schemas';

/** Entries per page: the API's default. */
export const PAGE_SIZE = AUDIT_PAGE_SIZE_DEFAULT;

export const PAGE_TITLE = 'Logs';

// A count past 10,000 is the database's estimate, said as one: 'About 2.3 million entries'.
const ABOUT = new Intl.NumberFormat('en', {
  notation: 'compact',
  compactDisplay: 'long',
  maximumSignificantDigits: 2,
});

export const MESSAGES = {
  selectTenant: 'Please select a tenant to view logs.',
  allTenants: 'All tenants',
  allLevels: 'All Levels',
  loading: 'Loading logs...',
  loadFailed: 'Failed to load logs',
  empty: 'No log entries match these filters.',
  utcDays: 'From and To are whole days in UTC.',
  searchPlaceholder: 'Actor, target or message',
  exporting: 'Exporting...',
  exportFailed: 'Failed to export logs. Please try again.',
  caption: 'Log entries, newest first',
  entries: (total: number, estimated = false) =>
    estimated
      ? `About ${ABOUT.format(total)} entries`
      : `${total.toLocaleString()} ${total === 1 ? 'entry' : 'entries'}`,
} as const;

/** The export choices: the label offered and the file saved. */
export const EXPORTS: Record<AuditExportFormat, { label: string; fileName: string }> = {
  csv: { label: 'CSV', fileName: 'audit-log.csv' },
  text: { label: 'Text', fileName: 'logs.txt' },
};
