import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BOOKING_TRANSITIONS } from './booking.ts';
import { CREDIT_NOTE_TRANSITIONS } from './credit-note.ts';
import { FLAT_RATE_TRANSITIONS } from './flat-rate-payment.ts';
import { TIME_RECORD_TRANSITIONS } from './time-record.ts';

/** docs/product.md draws each state machine; the drawing must hold exactly the table's transitions. */

const PRODUCT_DOC = readFileSync(path.resolve(__dirname, '../../../../docs/product.md'), 'utf8');

function diagramUnder(heading: string): string[] {
  const section = PRODUCT_DOC.split(`### ${heading}\n`)[1];
  const block = section?.match(/```mermaid\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error(`no diagram under "${heading}" in docs/product.md`);
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.includes('-->'))
    .map((line) => line.replace(/\s+/g, ' '))
    .sort();
}

function edgesOf(table: Record<string, Partial<Record<string, string>>>, rename: Record<string, string> = {}) {
  return Object.entries(table)
    .flatMap(([from, actions]) =>
      Object.entries(actions).map(([action, to]) => `${from} --> ${rename[to!] ?? to}: ${action}`),
    )
    .sort();
}

describe('the state diagrams in docs/product.md', () => {
  test('booking', () => {
    expect(diagramUnder('Booking')).toEqual(edgesOf(BOOKING_TRANSITIONS, { RESUBMIT: 'REQUEST' }));
  });
  test('time record', () => {
    expect(diagramUnder('Time record')).toEqual(edgesOf(TIME_RECORD_TRANSITIONS));
  });
  test('flat-rate payment', () => {
    expect(diagramUnder('Flat-rate payment')).toEqual(edgesOf(FLAT_RATE_TRANSITIONS));
  });
  test('credit note', () => {
    expect(diagramUnder('Credit note')).toEqual(edgesOf(CREDIT_NOTE_TRANSITIONS));
  });
});
