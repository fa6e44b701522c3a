import { agenciesListQuery } from '@fm/contract/endpoints/agencies';
import { creditNotesListQuery } from '@fm/contract/schemas/credit-note';
import { describe, expect, it } from 'vitest';
import { listQuery } from './list-query.ts';
import { initialListState } from './use-list-state.ts';

const base = initialListState({ page: 2 });

describe('listQuery', () => {
  it('sends the default sort while the list has none of its own', () => {
    expect(listQuery(agenciesListQuery, base, { defaultSort: { sortBy: 'name', sort: 'asc' } })).toEqual({
      page: 2,
      items: 25,
      sortBy: 'name',
      sort: 'asc',
    });
    expect(
      listQuery(agenciesListQuery, { ...base, sortBy: 'created_at' }, { defaultSort: { sortBy: 'name', sort: 'asc' } }),
    ).toMatchObject({ sortBy: 'created_at', sort: 'desc' });
  });

  it('adds the page’s extra parameters', () => {
    expect(listQuery(agenciesListQuery, { ...base, keywords: ['Nord'] }, { extra: { is_active: false } })).toEqual({
      page: 2,
      items: 25,
      keyword: ['Nord'],
      is_active: false,
    });
  });

  it('leaves out what the schema refuses (a stale saved sort column), keeping the rest', () => {
    const stale = { ...base, sortBy: 'no_such_column', sort: 'asc' as const, filters: { agencies: [3] } };
    expect(listQuery(creditNotesListQuery, stale, { extra: { status: 'UNKNOWN' } })).toEqual({
      page: 2,
      items: 25,
      sort: 'asc',
      agencies: [3],
    });
  });
});
