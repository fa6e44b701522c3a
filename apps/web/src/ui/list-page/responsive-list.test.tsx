import { Button, Chip } from '@mui/material';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/browser-stubs.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { resolveDateRange } from '../date-range.ts';
import { type ListColumn, ResponsiveList } from './responsive-list.tsx';
import { createListStore, hasActiveFilters, toQuery } from './use-list-state.ts';

type Row = { id: number; title: string; amount: string; status: string };
const rows: Row[] = [
  { id: 1, title: 'Website relaunch', amount: '1.200,00 €', status: 'Pending' },
  { id: 2, title: 'Brand film', amount: '800,00 €', status: 'Booked' },
];
const columns: ListColumn<Row>[] = [
  { key: 'title', label: 'Title', isPrimary: true, sortKey: 'title', render: (row) => row.title },
  { key: 'amount', label: 'Total', align: 'right', render: (row) => row.amount },
  { key: 'status', label: 'Status', isStatus: true, render: (row) => <Chip label={row.status} /> },
];

function renderList(onAction = vi.fn(), onSort = vi.fn()) {
  renderWithProviders(
    <ResponsiveList
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      label="Bookings"
      sort={{ sortBy: 'title', sort: 'asc', toggleSort: onSort }}
      actions={(row) => <Button onClick={() => onAction(row.id)}>Approve {row.title}</Button>}
    />,
  );
  return { onAction, onSort };
}

afterEach(() => vi.restoreAllMocks());

describe('ResponsiveList', () => {
  it('is a table from the sm breakpoint on, with a sortable header and the actions in the last column', () => {
    const { onSort, onAction } = renderList();
    const table = screen.getByRole('table', { name: 'Bookings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers[0]).toContain('Title');
    expect(headers.slice(1)).toEqual(['Total', 'Status', 'Actions']);
    fireEvent.click(within(table).getByRole('button', { name: /Title/ }));
    expect(onSort).toHaveBeenCalledWith('title');
    const secondRow = within(table).getAllByRole('row')[2]!;
    fireEvent.click(within(secondRow).getByRole('button', { name: 'Approve Brand film' }));
    expect(onAction).toHaveBeenCalledWith(2);
  });

  it('is a list of cards on a phone, each with its title, status, amount and actions', () => {
    stubMatchMedia('max-width', true);
    const { onAction } = renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Bookings' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByText('Website relaunch')).toBeTruthy();
    expect(card.getByText('Pending')).toBeTruthy();
    expect(card.getByText('Total')).toBeTruthy();
    expect(card.getByText('1.200,00 €')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Approve Website relaunch' }));
    expect(onAction).toHaveBeenCalledWith(1);
  });
});

describe('the current half-year as a rule', () => {
  it('sends the half-year of the day of use, and is the default window, not a filter', () => {
    const store = createListStore(`rule-${Math.random()}`, {
      tab: 'OPEN',
      dateRanges: { date: { start_date: null, end_date: null, rule: 'currentHalfYear' } },
    });
    const state = store.getState();
    const today = resolveDateRange(state.dateRanges.date!);
    expect(toQuery(state)).toMatchObject({ start_date: today.start_date, end_date: today.end_date });
    expect(hasActiveFilters(state)).toBe(false);
    expect(resolveDateRange(state.dateRanges.date!, new Date(2027, 0, 1))).toMatchObject({
      start_date: '2027-01-01',
      end_date: '2027-06-30',
    });
    expect(resolveDateRange(state.dateRanges.date!, new Date(2027, 6, 1))).toMatchObject({
      start_date: '2027-07-01',
      end_date: '2027-12-31',
    });
    state.setDateRange('date', { start_date: '2026-03-01', end_date: '2026-03-31' });
    expect(hasActiveFilters(store.getState())).toBe(true);
  });

  it('replaces a half-year saved as dates by an earlier version with the rule', () => {
    const key = `legacy-${Math.random()}`;
    localStorage.setItem(
      `fm-list:${key}`,
      JSON.stringify({
        state: { tab: 'OPEN', dateRanges: { date: { start_date: '2025-07-01', end_date: '2025-12-31' } } },
        version: 1,
      }),
    );
    const store = createListStore(key, {
      dateRanges: { date: { start_date: null, end_date: null, rule: 'currentHalfYear' } },
    });
    expect(store.getState().dateRanges.date).toEqual({ start_date: null, end_date: null, rule: 'currentHalfYear' });
    expect(store.getState().tab).toBe('OPEN');
  });
});
