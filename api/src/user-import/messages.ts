// Texts of the tenant users' CSV template, export and import. The spec fixes the upload
// success text (§8).

export { SELECT_CSV_FILE } from '@bizcard/shared/model';
export const CSV_TOO_LARGE = 'CSV file is too large (10 MB at most)';
export const CSV_EMPTY = 'The CSV file is empty';
export const csvTooManyRows = (max: number) =>
  `The CSV file has more than ${max.toLocaleString('en-US')} user rows; split it and upload each part.`;
export const CSV_NO_ROWS = 'The CSV file has a header but no user rows';
export const CSV_HEADER_REQUIRED =
  'The CSV header must include the columns first_name, last_name and email';
export const csvRepeatedColumn = (column: string) => `The CSV header repeats the column ${column}`;
export const csvDuplicateEmail = (firstRow: number) =>
  `Duplicate email: row ${firstRow} has the same email`;
// Rows the CSV text itself leaves in doubt; the upload modal shows each after 'Row 5: '.
export const CSV_UNCLOSED_QUOTE = 'A value opened with a quote (") is never closed';
export const CSV_TEXT_AFTER_QUOTE =
  'Text follows the closing quote of a value: quote the whole value and double the quotes inside it';

export const csvInvalidRows = (count: number) =>
  `CSV has ${count} invalid ${count === 1 ? 'row' : 'rows'}; nothing was imported.`;
// The spec's text, and the users the file left as they were when there are any.
export const csvUploaded = (created: number, updated: number, unchanged = 0) =>
  `CSV uploaded successfully! ${created} users created, ${updated} users updated.` +
  (unchanged > 0 ? ` ${unchanged} unchanged.` : '');
// SCIM-managed people the file named (decision 054): their directory's fields stayed.
export const csvDirectoryKept = (count: number) =>
  count > 0
    ? ` ${count} managed by your directory (SCIM): the fields it provisions were left as they are.`
    : '';
export const CSV_UPLOAD_RUNNING =
  'Another CSV upload for this tenant is still running. Please wait for it to finish.';

export const CSV_UPLOADS_BUSY =
  'Too many CSV uploads are running right now. Please try again in a minute.';
