// Files as spreadsheet programs save them, for the tests of both CSV importers.

const WINDOWS_1252_ABOVE_LATIN_1: Record<string, number> = { '€': 0x80, '“': 0x93, '”': 0x94 };

/** `text` in Windows-1252 (Latin-1 plus the euro sign and curly quotes used here). */
function windows1252(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      const byte = WINDOWS_1252_ABOVE_LATIN_1[char] ?? char.charCodeAt(0);
      if (byte > 0xff) throw new Error(`${char} is not in Windows-1252`);
      return byte;
    }),
  );
}

/** The encodings a person's CSV arrives in, each as it would be saved. */
export const CSV_ENCODINGS: Record<string, (text: string) => Buffer> = {
  'UTF-8': (text) => Buffer.from(text, 'utf8'),
  'UTF-8 with BOM': (text) => Buffer.from(`\uFEFF${text}`, 'utf8'),
  'UTF-16 LE with BOM': (text) => Buffer.from(`\uFEFF${text}`, 'utf16le'),
  'UTF-16 BE with BOM': (text) => Buffer.from(`\uFEFF${text}`, 'utf16le').swap16(),
  'Windows-1252': windows1252,
};

/** Files no reader can tell the characters of for sure. */
export const DOUBTFUL_CSV_FILES: Record<string, Buffer> = {
  // 'Иванов' saved in Windows-1251.
  'Windows-1251': Buffer.concat([
    Buffer.from('first_name,last_name,email\nIvan,'),
    Buffer.from([0xc8, 0xe2, 0xe0, 0xed, 0xee, 0xe2]),
    Buffer.from(',ivan@example.com\n'),
  ]),
  // A UTF-8 'ü' and a Latin-1 'ü' in one file.
  'mixed UTF-8 and Latin-1': Buffer.concat([
    Buffer.from('first_name,last_name,email\nJürgen,M'),
    Buffer.from([0xfc]),
    Buffer.from('ller,jurgen@example.com\n'),
  ]),
};

/** A table of people in the delimiter given, with the headers a spreadsheet user types. */
export function peopleCsv(delimiter: string, rows: string[][]): string {
  const header = ['First Name', 'Last Name', 'E-mail', 'Role', 'Title'];
  return `${[header, ...rows].map((cells) => cells.join(delimiter)).join('\r\n')}\r\n`;
}
