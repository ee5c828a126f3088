// What the importers of people tables agree on besides the encoding (text-encoding.ts): the
// delimiter, how a header names a column, and how a cell names one of a fixed set of values.

export type CsvDelimiter = ',' | ';' | '\t';

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];
// The header is short; a first line longer than this is not a header worth reading further.
const HEADER_SCAN_LIMIT = 64 * 1024;

/**
 * The delimiter of a CSV text: whichever of ',', ';' (Excel where the decimal mark is a
 * comma) and tab occurs most often outside quotes on the first non-blank line, the header,
 * whose titles hardly ever hold one. ',' when none does.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  let seen = false;
  for (let i = 0; i < text.length && i < HEADER_SCAN_LIMIT; i++) {
    const char = text[i]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (seen) break;
    } else if (!quoted) {
      if (char.trim() || char === '\t') seen = true;
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

/**
 * A header title as both importers compare it: without a byte-order mark, case, spaces,
 * underscores or punctuation. 'First Name', 'first_name' and 'FIRST-NAME' are one column;
 * so are 'address1_zipCode' and 'Address 1 Zip Code'.
 */
export const headerKey = (title: string): string =>
  title
    .replace(/^\uFEFF/, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

export type PersonColumn = 'first_name' | 'last_name' | 'email';

// The usual titles of the three columns every person row needs, by headerKey.
const PERSON_COLUMN_BY_KEY: Record<string, PersonColumn> = {
  firstname: 'first_name',
  first: 'first_name',
  givenname: 'first_name',
  forename: 'first_name',
  lastname: 'last_name',
  last: 'last_name',
  surname: 'last_name',
  familyname: 'last_name',
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
};

/** The required column a header title names, under any usual title ('Surname' is last_name). */
export const personColumn = (title: string): PersonColumn | null =>
  PERSON_COLUMN_BY_KEY[headerKey(title)] ?? null;

/** `value` spelled as the choice it names case-insensitively ('manager' is 'Manager'). */
export function canonicalChoice(value: string, choices: readonly string[]): string {
  const wanted = value.trim().toLowerCase();
  return choices.find((choice) => choice.toLowerCase() === wanted) ?? value;
}
