import {
  AUDIT_LEVEL_LABELS,
  type AuditEntry,
  type AuditExportFormat,
  formatAuditLine,
} from '@bizcard/shared/model';
import { csvLines, protectCell, UTF8_BOM } from '../../csv/csv-write';

interface ExportFile {
  fileName: string;
  contentType: string;
  /** What comes before the first entry. */
  head: string;
  /** The text of one page of entries. */
  page(entries: AuditEntry[]): string;
}

const CSV_HEADER = ['Time', 'Tenant', 'Actor', 'Action', 'Target', 'Level', 'Message'];

const csvCells = (entry: AuditEntry): string[] =>
  [
    entry.at,
    entry.tenant_name ?? '',
    entry.actor ?? '',
    entry.action,
    entry.target ?? '',
    AUDIT_LEVEL_LABELS[entry.level],
    entry.message,
  ].map(protectCell);

// One entry per line, whatever a message holds: a line break could forge an entry.
const oneLine = (entry: AuditEntry) =>
  formatAuditLine({ ...entry, message: entry.message.replace(/[\r\n]+/g, ' ') });

export const EXPORT_FILES: Record<AuditExportFormat, ExportFile> = {
  csv: {
    fileName: 'audit-log.csv',
    contentType: 'text/csv; charset=utf-8',
    // The BOM: spreadsheet programs read a UTF-8 CSV without it as their local code page.
    head: UTF8_BOM + csvLines([CSV_HEADER]),
    page: (entries) => csvLines(entries.map(csvCells)),
  },
  text: {
    fileName: 'logs.txt',
    contentType: 'text/plain; charset=utf-8',
    head: '',
    page: (entries) => entries.map((entry) => `${oneLine(entry)}\n`).join(''),
  },
};

/** The export file's text in chunks: its head, then one chunk per page of entries. */
export async function* exportText(
  file: ExportFile,
  pages: AsyncIterable<AuditEntry[]>,
): AsyncGenerator<string> {
  yield file.head;
  for await (const entries of pages) yield file.page(entries);
}
