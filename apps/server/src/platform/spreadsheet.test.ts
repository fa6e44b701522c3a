import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { type Cell, writeSheet } from './spreadsheet.ts';

const ROWS = 100_000;

/** 100 000 rows, made one by one; `made` tells how far the writer has pulled. */
function source() {
  const state = { made: 0 };
  async function* rows(): AsyncGenerator<Cell[]> {
    for (let index = 1; index <= ROWS; index++) {
      state.made = index;
      yield [`Zeile ${index}`, '2026-10-05', index * 100];
    }
  }
  return { state, rows: rows() };
}

const columns = [
  { header: 'Text', type: 'text' as const },
  { header: 'Datum', type: 'date' as const },
  { header: 'Betrag', type: 'euro' as const },
];

describe('streamed downloads of 100 000 rows', () => {
  test('the CSV flows out while rows are still being made, and every row arrives', async () => {
    const { state, rows } = source();
    const stream = writeSheet({ title: 'Test', columns, rows }, 'csv');
    let madeAtFirstChunk = -1;
    let text = '';
    for await (const chunk of stream) {
      if (madeAtFirstChunk < 0) madeAtFirstChunk = state.made;
      text += chunk.toString();
    }
    expect(madeAtFirstChunk).toBeLessThan(ROWS);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[ROWS]).toBe(`Zeile ${ROWS};05.10.2026;${ROWS},00`);
  });

  test('the XLSX flows out while rows are still being made, and reads back with every row', async () => {
    const { state, rows } = source();
    const stream = writeSheet({ title: 'Test', columns, rows }, 'xlsx');
    let madeAtFirstChunk = -1;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      if (madeAtFirstChunk < 0) madeAtFirstChunk = state.made;
      chunks.push(chunk as Buffer);
    }
    expect(madeAtFirstChunk).toBeLessThan(ROWS);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.concat(chunks)]), {});
    let count = 0;
    let last: ExcelJS.Row | undefined;
    for await (const sheet of reader) {
      for await (const row of sheet) {
        count += 1;
        last = row as ExcelJS.Row;
      }
    }
    expect(count).toBe(ROWS + 2);
    expect(last?.getCell(1).value).toBe(`Zeile ${ROWS}`);
    expect(last?.getCell(3).value).toBe(ROWS);
  }, 120_000);
});
