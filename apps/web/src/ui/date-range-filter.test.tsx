import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { type DateRange, EMPTY_DATE_RANGE, formatDateRange } from './date-range.ts';
import { DateRangeFilter } from './date-range-filter.tsx';

function Harness({ initial, onRange }: { initial: DateRange; onRange: (range: DateRange) => void }) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangeFilter
      label="Period"
      value={range}
      onChange={(next) => {
        setRange(next);
        onRange(next);
      }}
    />
  );
}

describe('formatDateRange', () => {
  it('writes DD.MM.YY with open ends', () => {
    expect(formatDateRange({ start_date: '2026-03-05', end_date: '2026-12-31' })).toBe('05.03.26 – 31.12.26');
    expect(formatDateRange({ start_date: '2026-03-05', end_date: null })).toBe('05.03.26 – …');
  });
});

describe('DateRangeFilter', () => {
  it('shows the chosen range on the chip and clears it', () => {
    const onRange = vi.fn();
    renderWithProviders(<Harness initial={{ start_date: '2026-01-01', end_date: '2026-06-30' }} onRange={onRange} />);
    expect(screen.getByRole('button', { name: 'Period: 01.01.26 – 30.06.26' })).toBeTruthy();
    fireEvent.keyUp(screen.getByRole('button', { name: /Period/ }), { key: 'Delete' });
    expect(onRange).toHaveBeenLastCalledWith(EMPTY_DATE_RANGE);
    expect(screen.getByRole('button', { name: 'Period' })).toBeTruthy();
  });

  it('clears from the editor', () => {
    const onRange = vi.fn();
    renderWithProviders(<Harness initial={{ start_date: '2026-01-01', end_date: null }} onRange={onRange} />);
    fireEvent.click(screen.getByRole('button', { name: /Period/ }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Period' })).getByRole('button', { name: 'Clear date range' }),
    );
    expect(onRange).toHaveBeenLastCalledWith(EMPTY_DATE_RANGE);
  });

  it('edits the range in a dialog and applies it as ISO dates', async () => {
    const onRange = vi.fn();
    renderWithProviders(<Harness initial={{ start_date: '2026-03-02', end_date: null }} onRange={onRange} />, {
      language: 'de',
    });
    fireEvent.click(screen.getByRole('button', { name: /Period/ }));
    const editor = screen.getByRole('dialog', { name: 'Period' });
    fireEvent.click(within(editor).getAllByRole('button', { name: /choose date/i })[1] as HTMLElement);
    const calendar = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    // Days before the start are not selectable in the "to" picker: the end is never before the start.
    expect((within(calendar).getByRole('gridcell', { name: '1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(calendar).getByRole('gridcell', { name: '20' }));
    fireEvent.click(within(calendar).getByRole('button', { name: 'OK' }));
    fireEvent.click(await within(editor).findByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(onRange).toHaveBeenLastCalledWith({ start_date: '2026-03-02', end_date: '2026-03-20' }));
    expect(screen.getByRole('button', { name: 'Period: 02.03.26 – 20.03.26' })).toBeTruthy();
  });
});
