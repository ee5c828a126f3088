import { formatLogLine, type LogLine } from '../sample-logs';

export const LOG_EXPORT_FILE = 'logs.txt';

/** Saves the lines shown as a text file; no network involved. */
export function exportLogLines(lines: LogLine[]): void {
  const text = `${lines.map(formatLogLine).join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = LOG_EXPORT_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
