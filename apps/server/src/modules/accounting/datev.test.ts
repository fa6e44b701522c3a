import iconv from 'iconv-lite';
import { describe, expect, test } from 'vitest';
import type { DatevNote } from './accounting.repo.ts';
import { datevFile } from './datev.ts';

const options = {
  period: { start: '2025-07-01', end: '2026-06-30' },
  financialYearStart: '2025-07-01',
  consultantNumber: 1001,
  clientNumber: 1,
  expenseAccount: '4900',
  exportedBy: 'Finance',
  createdAt: new Date('2026-07-02T08:00:00Z'),
};

/** A note issued in the period; every tenth also cancelled in it. */
const noteOf = (index: number): DatevNote => ({
  number: `GS-1-${index}`,
  status: index % 10 === 0 ? 'CANCELLED' : 'REVIEWED',
  issuedOn: `2026-0${1 + (index % 6)}-1${index % 10}`,
  cancelledOn: index % 10 === 0 ? '2026-06-30' : null,
  cancellationNumber: index % 10 === 0 ? `GS-1-${index}-S` : null,
  grossCents: 11_900,
  vatBasisPoints: 1_900,
  serviceDate: '2025-12-01',
  vendorNumber: '70001',
  firstName: 'Anna',
  lastName: 'Müller',
  allocation: 'K-1',
});

describe('the DATEV booking batch', () => {
  test('a financial year of a large group’s notes, more lines than a call takes arguments, is written whole', () => {
    const notes = Array.from({ length: 182_000 }, (_, index) => noteOf(index));
    const { bytes, count } = datevFile(notes, options, { note: 'Gutschrift', cancellation: 'Storno' });
    expect(count).toBe(200_200);
    const lines = iconv.decode(bytes, 'win1252').split('\r\n');
    // The header, the column names, one line a booking and the final line break.
    expect(lines).toHaveLength(2 + 200_200 + 1);
    expect(lines[2]).toContain('"Gutschrift Anna Müller"');
    expect(lines.at(-2)).toMatch(/^"?119,00/);
  });
});
