import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/screen.tsx';
import { getListStore, useListState } from '../../ui/list-page/use-list-state.ts';
import { OptionFilters } from './option-filter.tsx';

const PROJECTS = [
  { id: 3, name: 'Messefilm' },
  { id: 4, name: 'Kampagne' },
];

function Filters({ listKey }: { listKey: string }) {
  const list = useListState(listKey);
  return <OptionFilters list={list} filters={[{ name: 'projects', label: 'Project', options: PROJECTS }]} />;
}

describe('OptionFilters', () => {
  it('sets the list filter to the one chosen option and clears it with "Alle"', async () => {
    renderScreen(<Filters listKey="option-filter-test" />, { language: 'de' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Project' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kampagne' }));
    expect(getListStore('option-filter-test').getState().filters.projects).toEqual([4]);
    expect(screen.getByRole('combobox', { name: 'Project' }).textContent).toBe('Kampagne');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Project' }));
    const options = await screen.findByRole('listbox');
    fireEvent.click(within(options).getByRole('option', { name: 'Alle' }));
    expect(getListStore('option-filter-test').getState().filters.projects).toBeNull();
  });
});
