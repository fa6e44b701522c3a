import { PassThrough, type Readable } from 'node:stream';
import type { Language } from '@fm/contract/enums';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { today } from './clock.ts';

/**
 * Spreadsheet downloads that open right in German spreadsheet programs (decision 015): XLSX with a bold title
 * row (what and which time frame), the headers below it, real date cells (DD.MM.YYYY) and real number cells
 * with a euro format; CSV with `;`, German decimal commas, DD.MM.YYYY dates and a UTF-8 BOM so that German
 * Excel shows umlauts. Rows may come from an async generator: both writers stream, so a download of 100 000
 * rows never holds them all in memory.
 *
 * Cell values by column type: `text` string; `date` 'YYYY-MM-DD' or a Date; `month` 'YYYY-MM' or
 * 'YYYY-MM-DD'; `euro` cents (integer); `number` and `integer` plain numbers. null and undefined stay empty.
 */

export type ColumnType = 'text' | 'date' | 'month' | 'euro' | 'number' | 'integer';
export type SheetColumn = { header: string; type: ColumnType; width?: number };
export type Cell = string | number | Date | null | undefined;
export type SheetRows = Iterable<Cell[]> | AsyncIterable<Cell[]>;
export type Sheet = {
  /** The title row (XLSX), e.g. "Gutschriften 01.10.2026 – 31.10.2026". */
  title: string;
  /** The worksheet's tab name (max. 31 characters). */
  sheetName?: string;
  columns: SheetColumn[];
  rows: SheetRows;
};
export type SheetFormat = 'xlsx' | 'csv';

/** A column whose header is written in both languages; `localColumns` picks the reader's. */
export type BilingualColumn = Omit<SheetColumn, 'header'> & { header: { en: string; de: string } };
export const bilingual = (en: string, de: string) => ({ en, de });
export const localColumns = (columns: readonly BilingualColumn[], language: Language): SheetColumn[] =>
  columns.map((column) => ({ ...column, header: column.header[language] }));

export const EURO_FORMAT = '#,##0.00 "€";-#,##0.00 "€"';
export const DATE_FORMAT = 'DD.MM.YYYY';
export const MONTH_FORMAT = 'MM.YYYY';
const NUMBER_FORMAT = '#,##0.00';
const INTEGER_FORMAT = '0';

const NUMBER_FORMATS: Record<ColumnType, string | undefined> = {
  text: undefined,
  date: DATE_FORMAT,
  month: MONTH_FORMAT,
  euro: EURO_FORMAT,
  number: NUMBER_FORMAT,
  integer: INTEGER_FORMAT,
};

/** 'YYYY-MM-DD' (or 'YYYY-MM') as a UTC midnight Date: spreadsheet dates have no time zone. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year!, (month ?? 1) - 1, day ?? 1));
}

function xlsxValue(type: ColumnType, value: Cell): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'date':
    case 'month':
      return toDate(value as string | Date);
    case 'euro':
      return Number(value) / 100;
    case 'number':
    case 'integer':
      return Number(value);
    default:
      return String(value);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as German text, DD.MM.YYYY (titles, CSV, file contents). */
export function germanDate(value: string | Date): string {
  const date = toDate(value);
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** The time frame as it stands in a title row: "01.10.2026 – 31.10.2026", open ends say so. */
export function timeFrameText(start: string | null, end: string | null, language: Language): string {
  if (!start && !end) return language === 'de' ? 'gesamter Zeitraum' : 'all dates';
  return `${start ? germanDate(start) : '…'} – ${end ? germanDate(end) : '…'}`;
}

/** German number text without thousands separators, so that German Excel reads it as a number: 1234,56. */
function germanNumber(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}

function csvValue(type: ColumnType, value: Cell): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'date':
      return germanDate(value as string | Date);
    case 'month': {
      const date = toDate(value as string | Date);
      return `${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
    }
    case 'euro':
      return germanNumber(Number(value) / 100, 2);
    case 'number':
      return germanNumber(Number(value), 2);
    case 'integer':
      return String(Math.round(Number(value)));
    default:
      return quoteCsv(String(value));
  }
}

function quoteCsv(text: string): string {
  return /[";\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function* iterate(rows: SheetRows): AsyncGenerator<Cell[]> {
  for await (const row of rows as AsyncIterable<Cell[]>) yield row;
}

/** Waits until the stream wants more (backpressure), so a slow client does not make the server buffer. */
function drained(stream: PassThrough): Promise<void> | undefined {
  if (!stream.writableNeedDrain) return undefined;
  return new Promise((resolve) => stream.once('drain', () => resolve()));
}

async function pumpCsv(sheet: Sheet, out: PassThrough) {
  out.write('\uFEFF');
  out.write(`${sheet.columns.map((column) => quoteCsv(column.header)).join(';')}\r\n`);
  for await (const row of iterate(sheet.rows)) {
    const line = sheet.columns.map((column, index) => csvValue(column.type, row[index])).join(';');
    if (!out.write(`${line}\r\n`)) await drained(out);
  }
  out.end();
}

async function pumpXlsx(sheet: Sheet, out: PassThrough) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheetNameOf(sheet), { views: [{ state: 'frozen', ySplit: 2 }] });
  worksheet.columns = sheet.columns.map((column) => ({
    width: column.width ?? defaultWidth(column.type),
    ...(NUMBER_FORMATS[column.type] ? { style: { numFmt: NUMBER_FORMATS[column.type]! } } : {}),
  }));
  const title = worksheet.addRow([sheet.title]);
  title.font = { bold: true, size: 13 };
  title.commit();
  const header = worksheet.addRow(sheet.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  let count = 0;
  for await (const row of iterate(sheet.rows)) {
    const added = worksheet.addRow(sheet.columns.map((column, index) => xlsxValue(column.type, row[index])));
    sheet.columns.forEach((column, index) => {
      const format = NUMBER_FORMATS[column.type];
      if (format) added.getCell(index + 1).numFmt = format;
    });
    added.commit();
    count += 1;
    // Let the zip compress and send what is committed (its deflate runs on the event loop), and wait while
    // a slow client has not taken the last chunks.
    if (count % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    await drained(out);
  }
  worksheet.commit();
  await workbook.commit();
}

const YIELD_EVERY = 500;
const defaultWidth = (type: ColumnType) => (type === 'text' ? 24 : type === 'euro' ? 16 : 13);
const sheetNameOf = (sheet: Sheet) => (sheet.sheetName ?? sheet.title).replace(/[*?:\\/[\]]/g, ' ').slice(0, 31);

/** The sheet as a stream of bytes in the given format; errors end the stream with that error. */
export function writeSheet(sheet: Sheet, format: SheetFormat): Readable {
  const out = new PassThrough();
  const pump = format === 'csv' ? pumpCsv(sheet, out) : pumpXlsx(sheet, out);
  pump.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

export const CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** A file name with today's date: `gutschriften-2026-11-25.xlsx` (ASCII only, safe in every header). */
export function datedFileName(base: string, extension: string): string {
  const safe = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${safe || 'download'}-${today()}.${extension}`;
}

/** Sends a file as an attachment; a stream goes out chunked, a buffer with its Content-Length. */
export function sendFile(
  reply: FastifyReply,
  body: Readable | Buffer | string,
  options: { contentType: string; fileName: string },
) {
  reply
    .header('content-type', options.contentType)
    .header('content-disposition', `attachment; filename="${options.fileName}"`)
    .header('access-control-expose-headers', 'Content-Disposition, Content-Length');
  if (typeof body === 'string' || Buffer.isBuffer(body)) reply.header('content-length', Buffer.byteLength(body));
  return reply.send(body);
}

/** Streams a sheet as a download named `<base>-<today>.<format>`. */
export function sendSheet(reply: FastifyReply, sheet: Sheet, format: SheetFormat, fileBase: string) {
  return sendFile(reply, writeSheet(sheet, format), {
    contentType: CONTENT_TYPES[format],
    fileName: datedFileName(fileBase, format),
  });
}
