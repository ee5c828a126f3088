import type { BulkRegistrationLink } from '@bizcard/shared/model';
import { localDate } from './download-file-name';

// A cell a spreadsheet would run as a formula gets a leading quote, as in the API's export.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const protect = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
const quote = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

const cells = (link: BulkRegistrationLink) => [
  link.first_name,
  link.last_name,
  link.email,
  link.url,
];

/** The links as a CSV for a mail merge: the export's column names, a BOM for spreadsheets. */
export function registrationLinksCsv(links: readonly BulkRegistrationLink[]): string {
  const header = ['first_name', 'last_name', 'email', 'registration_link'];
  const rows = links.map((link) => cells(link).map(protect).map(quote).join(','));
  return `\uFEFF${[header.join(','), ...rows].join('\r\n')}\r\n`;
}

/** The links as pasted into a message or a spreadsheet: name, email and link, one per line. */
export const registrationLinksText = (links: readonly BulkRegistrationLink[]) =>
  links
    .map((link) => `${link.first_name} ${link.last_name}\t${link.email}\t${link.url}`)
    .join('\n');

/** registration-links-{tenant}-{date}.csv, like the other downloads' names (spec §9). */
export const registrationLinksFileName = (tenantName: string, date = new Date()) =>
  `registration-links-${tenantName.replace(/[^a-zA-Z0-9]/g, '_')}-${localDate(date)}.csv`;
