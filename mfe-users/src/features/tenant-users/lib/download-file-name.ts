export type CsvDownloadKind = 'template' | 'users';

const PREFIX: Record<CsvDownloadKind, string> = { template: 'user-template', users: 'users' };

/** YYYY-MM-DD of the admin's own calendar day. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** user-template-{tenant}-{date}.csv and users-{tenant}-{date}.csv (spec §9). */
export function downloadFileName(kind: CsvDownloadKind, tenantName: string, date = new Date()) {
  const tenant = tenantName.replace(/[^a-zA-Z0-9]/g, '_');
  return `${PREFIX[kind]}-${tenant}-${localDate(date)}.csv`;
}
