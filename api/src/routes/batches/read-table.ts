import { Readable } from 'node:stream';
import { BATCH_MAX_ROWS, BATCH_MESSAGES, type BatchFileKind } from '@bizcard/shared/model';
import type ExcelJS from 'exceljs';
import { detectDelimiter } from '../../csv/csv-dialect';
import { parseCsv } from '../../csv/csv-parse';
import { decodeText } from '../../csv/text-encoding';
import { HttpError } from '../../errors';
import { zipIsIntact } from './zip-integrity';

/** A row of cell texts with its 1-based row number in the file. */
export interface TableRow {
  number: number;
  cells: string[];
}

const unreadable = () => new HttpError(400, BATCH_MESSAGES.unreadable);
const tooManyRows = () => new HttpError(400, BATCH_MESSAGES.tooManyRows);
// The header and a few blank rows on top of the data rows a batch may hold.
const MAX_TABLE_ROWS = BATCH_MAX_ROWS + 100;

/** The file's text; 400 asking for UTF-8 when its encoding is in doubt (csv/text-encoding.ts). */
function csvText(content: Buffer): string {
  // NUL characters do not occur in text (UTF-16 aside): a binary file with a .csv name.
  let text: string;
  try {
    text = decodeText(content);
  } catch (error) {
    throw content.includes(0) ? unreadable() : error;
  }
  if (text.includes('\u0000')) throw unreadable();
  return text;
}

function readCsv(content: Buffer): TableRow[] {
  const text = csvText(content);
  // Blank lines are kept so that row numbers match the rows a spreadsheet shows: header 1.
  const records = parseCsv(text, detectDelimiter(text));
  if (records.some((record) => record.error)) throw unreadable();
  if (records.length > MAX_TABLE_ROWS) throw tooManyRows();
  return records.map(({ cells }, index) => ({ number: index + 1, cells }));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

const isZip = (content: Buffer) => content.subarray(0, 4).equals(Buffer.from('PK\x03\x04'));

const xlsxRow = (number: number, values: ExcelJS.Row['values']): TableRow => ({
  number,
  // row.values is 1-based: index 0 is always empty.
  cells: Array.isArray(values) ? Array.from(values.slice(1), (v) => cellText(v)) : [],
});

// Loaded at the first spreadsheet, not at start: exceljs alone adds about 27 MB to the API's memory.
const loadExcel = async () => (await import('exceljs')).default;

/** The first worksheet, read with exceljs's streaming reader (no whole-workbook model). */
async function streamFirstSheet(content: Buffer): Promise<TableRow[]> {
  const Excel = await loadExcel();
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([content]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    const rows: TableRow[] = [];
    for await (const row of worksheet) {
      if (rows.length >= MAX_TABLE_ROWS) throw tooManyRows();
      rows.push(xlsxRow(row.number, row.values));
    }
    return rows;
  }
  throw unreadable();
}

/** The first worksheet, read from the whole workbook loaded at once. */
async function loadFirstSheet(content: Buffer): Promise<TableRow[]> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  // A copy of exactly the file's bytes: a small Buffer's memory may be a slice of a shared pool.
  await workbook.xlsx.load(new Uint8Array(content).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  if (sheet.actualRowCount > MAX_TABLE_ROWS) throw tooManyRows();
  const rows: TableRow[] = [];
  sheet.eachRow((row) => rows.push(xlsxRow(row.number, row.values)));
  return rows;
}

async function readXlsx(content: Buffer): Promise<TableRow[]> {
  if (!isZip(content) || !(await zipIsIntact(content))) throw unreadable();
  try {
    return await streamFirstSheet(content);
  } catch (error) {
    if (error instanceof HttpError) throw error;
  }
  // The streaming reader at times loses xl/workbook.xml when a workbook's entries are stored
  // uncompressed (exceljs issue 3064); the whole-workbook reader reads those every time. It
  // only runs after the streaming one failed, and on a file of 10 MB at most.
  try {
    return await loadFirstSheet(content);
  } catch (error) {
    throw error instanceof HttpError ? error : unreadable();
  }
}

/** The rows of a CSV or XLSX file as text; 400 when the file cannot be read. */
export function readTable(kind: BatchFileKind, content: Buffer): Promise<TableRow[]> {
  return kind === 'csv' ? Promise.resolve(readCsv(content)) : readXlsx(content);
}
