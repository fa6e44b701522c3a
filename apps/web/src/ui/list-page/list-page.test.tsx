import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ListPage, type ListPageProps } from './list-page.tsx';
import { SortableHeaderCell } from './sortable-header-cell.tsx';
import { getListStore, type ListStateApi, useListState } from './use-list-state.ts';

let counter = 0;

type HarnessProps = Partial<Omit<ListPageProps, 'list' | 'children'>> & { listKey: string };

function Harness({ listKey, ...props }: HarnessProps) {
  const list = useListState(listKey, { tab: 'pending', sortBy: 'created_at', sort: 'desc' });
  return (
    <ListPage
      title="Time records"
      list={list}
      tabs={[
        { value: 'pending', label: 'Pending', count: 3 },
        { value: 'approved', label: 'Approved' },
      ]}
      dateRanges={[{ name: 'submitted', label: 'Submitted' }]}
      total={120}
      {...props}
    >
      <Table>
        <TableHead>
          <TableRow>
            <SortableHeaderCell
              column="created_at"
              label="Created"
              sortBy={list.sortBy}
              sort={list.sort}
              onSort={list.toggleSort}
            />
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>Row one</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </ListPage>
  );
}

function setup(props: Omit<HarnessProps, 'listKey'> = {}, language: 'en' | 'de' = 'en') {
  const listKey = `list-page-${++counter}`;
  renderWithProviders(<Harness listKey={listKey} {...props} />, { language });
  return () => getListStore(listKey).getState() as ListStateApi;
}

describe('ListPage', () => {
  it('shows title, tabs with counts and the body', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Time records' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending 3', selected: true })).toBeTruthy();
    expect(screen.getByText('Row one')).toBeTruthy();
  });

  it('switches tabs and goes back to page 1', () => {
    const state = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(state().page).toBe(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(state()).toMatchObject({ tab: 'approved', page: 1 });
  });

  it('adds keyword tags with Enter and removes them', () => {
    const state = setup();
    state().setPage(3);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: ' Müller ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(state()).toMatchObject({ keywords: ['Müller'], page: 1 });
    expect((input as HTMLInputElement).value).toBe('');
    const tag = screen.getByRole('button', { name: 'Remove search term Müller' });
    fireEvent.keyUp(tag, { key: 'Delete' });
    expect(state().keywords).toEqual([]);
  });

  it('pages with translated labels and 25/50/100/200 rows', () => {
    const state = setup({}, 'de');
    expect(screen.getByText('1–25 von 120')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zur letzten Seite' }));
    expect(state().page).toBe(5);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Zeilen pro Seite/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['25', '50', '100', '200']);
    fireEvent.click(options[1] as HTMLElement);
    expect(state()).toMatchObject({ items: 50, page: 1 });
  });

  it('says "more than" when the server stopped counting, and pages up to the counted rows', () => {
    const state = setup({ total: 10_000, isTotalCapped: true }, 'de');
    expect(screen.getByText('1–25 von mehr als 10.000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zur letzten Seite' }));
    expect(state().page).toBe(400);
  });

  it('sorts by a column header', () => {
    const state = setup();
    const header = screen.getByRole('columnheader', { name: /Created/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header).getByRole('button'));
    expect(state()).toMatchObject({ sortBy: 'created_at', sort: 'asc' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows skeletons while loading', () => {
    setup({ isLoading: true });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByText('Row one')).toBeNull();
  });

  it('shows an error with retry and hides the paginator', () => {
    const onRetry = vi.fn();
    setup({ isError: true, onRetry });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });

  it('offers to clear filters when a filtered list is empty', async () => {
    const state = setup({ isEmpty: true, total: 0 });
    act(() => state().addKeyword('nothing'));
    const [emptyStateButton] = await screen.findAllByRole('button', { name: 'Clear all filters' });
    fireEvent.click(emptyStateButton as HTMLElement);
    expect(state().keywords).toEqual([]);
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
  });
});
