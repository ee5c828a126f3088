/** A file name made from a batch's name: letters and digits kept, the rest as dashes. */
export function batchFileName(batchName: string, suffix: string): string {
  const stem = batchName
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${stem || 'batch'}-${suffix}`;
}
