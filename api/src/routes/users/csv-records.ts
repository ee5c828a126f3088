import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { CsvDelimiter } from '../../csv/csv-dialect';

export interface CsvRecord {
  cells: string[];
  /** Papa's complaint about this record (an unclosed or stray quote), if any. */
  error: string | null;
}

const HIGH_WATER = 2000;
const LOW_WATER = 500;

/**
 * Streams the records of a CSV text stream (give it string chunks, decoded whole:
 * csv/text-encoding.ts), split at `delimiter`. Papa parses one chunk at a time; the input is
 * paused while HIGH_WATER records wait for the consumer, so memory stays flat whatever the
 * file's size. Line endings (CRLF or LF) are detected; quoted fields may hold commas, quotes
 * and line breaks.
 */
export async function* readCsvRecords(
  input: Readable,
  delimiter: CsvDelimiter,
): AsyncGenerator<CsvRecord> {
  const queue: CsvRecord[] = [];
  let finished = false;
  let failure: Error | null = null;
  let paused = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  Papa.parse<string[]>(input, {
    delimiter,
    step: (results) => {
      queue.push({ cells: results.data, error: results.errors[0]?.message ?? null });
      if (!paused && queue.length >= HIGH_WATER) {
        paused = true;
        input.pause();
      }
      notify();
    },
    complete: () => {
      finished = true;
      notify();
    },
    error: (error) => {
      failure = error;
      notify();
    },
  });
  try {
    for (;;) {
      const record = queue.shift();
      if (record) {
        if (paused && queue.length <= LOW_WATER) {
          paused = false;
          input.resume();
        }
        yield record;
      } else if (failure) {
        throw failure;
      } else if (finished) {
        return;
      } else {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    }
  } finally {
    input.destroy();
  }
}
