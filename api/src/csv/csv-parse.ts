import type { CsvDelimiter } from './csv-dialect';

// What both importers read a CSV text as (decisions 013 and 036). A library that guesses one
// line ending for the whole file (PapaParse) glues every row ending otherwise into the last
// value of the row before: a header saved with CRLF and rows added with LF made one row.
// Here CRLF, LF and CR each end a record wherever they stand outside quotes.

/** Why a record cannot be read for sure: its quotes do not pair up. */
export type CsvRecordError = 'unclosed-quote' | 'text-after-quote';

export interface CsvRecord {
  /** One value per delimiter-separated cell; a blank line is one empty value. */
  cells: string[];
  error: CsvRecordError | null;
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

// Where the reader is in a value.
/** Nothing of the current value read yet. */
const VALUE_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** A quote inside a quoted value: a second one is a quote, else the value ends. */
const QUOTE_IN_QUOTED = 3;
type State = typeof VALUE_START | typeof UNQUOTED | typeof QUOTED | typeof QUOTE_IN_QUOTED;

/** Where `char` next occurs from `from` on; the text's length when it does not. */
function indexOrLength(text: string, char: string, from: number): number {
  const at = text.indexOf(char, from);
  return at < 0 ? text.length : at;
}

/**
 * RFC 4180 records from text given in pieces of any size. A value opened by a quote may hold
 * delimiters, doubled quotes and line breaks of any kind, kept as they are; a quote inside
 * an unquoted value is an ordinary character (as in spreadsheet programs). Text after a
 * closing quote, or a quote never closed, marks the record with an error.
 */
export class CsvParser {
  private readonly delimiter: number;
  private readonly delimiterChar: string;
  private state: State = VALUE_START;
  private cells: string[] = [];
  private value = '';
  private error: CsvRecordError | null = null;
  /** Whether the current record has begun: a line break at the very end adds no record. */
  private started = false;
  /** A CR just ended a record: an LF right after it belongs to it, in this piece or the next. */
  private afterCr = false;

  constructor(delimiter: CsvDelimiter) {
    this.delimiter = delimiter.charCodeAt(0);
    this.delimiterChar = delimiter;
  }

  /** Reads `text`, adding each record it completes to `out`. */
  push(text: string, out: CsvRecord[]): void {
    const delimiter = this.delimiter;
    const length = text.length;
    if (length === 0) return;
    let { state, value, cells, error, started } = this;
    let i = this.afterCr && text.charCodeAt(0) === LF ? 1 : 0;
    // Where the next delimiter and line break characters are, each looked up once it is passed.
    let nextDelimiter = -1;
    let nextLf = -1;
    let nextCr = -1;
    this.afterCr = false;
    while (i < length) {
      if (state === QUOTED) {
        const close = text.indexOf('"', i);
        if (close < 0) {
          value += text.slice(i);
          break;
        }
        value += text.slice(i, close);
        state = QUOTE_IN_QUOTED;
        i = close + 1;
        continue;
      }
      let code = text.charCodeAt(i);
      if (state === QUOTE_IN_QUOTED) {
        if (code === QUOTE) {
          value += '"';
          state = QUOTED;
          i += 1;
          continue;
        }
        if (code !== delimiter && code !== LF && code !== CR) {
          // '"a"b': kept as 'ab', as a spreadsheet would, but the record is in doubt.
          error ??= 'text-after-quote';
          state = UNQUOTED;
        }
      } else if (state === VALUE_START && code === QUOTE) {
        state = QUOTED;
        started = true;
        i += 1;
        continue;
      }
      // Unquoted text runs to the next delimiter or line break; a quote in it is a character.
      if (nextDelimiter < i) nextDelimiter = indexOrLength(text, this.delimiterChar, i);
      if (nextLf < i) nextLf = indexOrLength(text, '\n', i);
      if (nextCr < i) nextCr = indexOrLength(text, '\r', i);
      const end = Math.min(nextDelimiter, nextLf, nextCr);
      code = end < length ? text.charCodeAt(end) : 0;
      if (end > i) {
        value += text.slice(i, end);
        state = UNQUOTED;
        started = true;
      }
      if (end === length) break;
      cells.push(value);
      value = '';
      state = VALUE_START;
      started = true;
      i = end + 1;
      if (code === delimiter) continue;
      out.push({ cells, error });
      cells = [];
      error = null;
      started = false;
      if (code === CR) {
        if (i === length) this.afterCr = true;
        else if (text.charCodeAt(i) === LF) i += 1;
      }
    }
    this.state = state;
    this.value = value;
    this.cells = cells;
    this.error = error;
    this.started = started;
  }

  /** The last record, when the text does not end with a line break. */
  end(out: CsvRecord[]): void {
    if (this.state === QUOTED) this.error ??= 'unclosed-quote';
    if (!this.started) return;
    this.cells.push(this.value);
    out.push({ cells: this.cells, error: this.error });
    this.state = VALUE_START;
    this.value = '';
    this.cells = [];
    this.error = null;
    this.started = false;
  }
}

/** Every record of a whole text. */
export function parseCsv(text: string, delimiter: CsvDelimiter): CsvRecord[] {
  const parser = new CsvParser(delimiter);
  const records: CsvRecord[] = [];
  parser.push(text, records);
  parser.end(records);
  return records;
}

/**
 * The records of text arriving in pieces, as they complete: only the records of one piece
 * are held at a time, and the next piece is asked for once they are taken.
 */
export async function* parseCsvStream(
  pieces: AsyncIterable<string>,
  delimiter: CsvDelimiter,
): AsyncGenerator<CsvRecord> {
  const parser = new CsvParser(delimiter);
  const records: CsvRecord[] = [];
  for await (const piece of pieces) {
    parser.push(piece, records);
    yield* records;
    records.length = 0;
  }
  parser.end(records);
  yield* records;
}
