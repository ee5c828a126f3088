/** COPY writes this many rows a chunk: 2 socket writes a chunk rather than 2 a row. */
const COPY_CHUNK_ROWS = 500;

const COPY_SPECIAL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** One value in COPY's text format: `\N` for null, booleans as t/f, objects and arrays as JSON. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  return fieldText(value).replace(COPY_SPECIAL, (special) => COPY_ESCAPES[special]!);
}

/** The rows as the lines of `COPY … FROM STDIN` (text format), COPY_CHUNK_ROWS lines a chunk. */
export async function* copyText(
  rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>,
): AsyncGenerator<string> {
  let lines: string[] = [];
  for await (const values of rows) {
    lines.push(`${values.map(copyField).join('\t')}\n`);
    if (lines.length >= COPY_CHUNK_ROWS) {
      yield lines.join('');
      lines = [];
    }
  }
  if (lines.length > 0) yield lines.join('');
}
