import { Card } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../test/browser-stubs.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { InfiniteList } from './infinite-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Person = { id: number; name: string };

const LAST_PAGE = 3;
function fetchPage(page: number): Promise<{ data: Person[]; page: number; last_page: number }> {
  const data = Array.from({ length: 2 }, (_, index) => ({ id: page * 10 + index, name: `Person ${page}.${index}` }));
  return Promise.resolve({ data, page, last_page: LAST_PAGE });
}

function People({ fetcher }: { fetcher: typeof fetchPage }) {
  const query = useInfiniteQuery({
    queryKey: ['people'],
    queryFn: ({ pageParam }) => fetcher(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.last_page ? last.page + 1 : undefined),
  });
  return (
    <InfiniteList
      aria-label="Freelancers"
      items={query.data?.pages.flatMap((page) => page.data) ?? []}
      getKey={(person) => person.id}
      renderItem={(person) => <Card>{person.name}</Card>}
      hasNextPage={query.hasNextPage}
      fetchNextPage={query.fetchNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      isLoading={query.isLoading}
    />
  );
}

describe('InfiniteList', () => {
  it('loads the next page whenever the sentinel is visible, until the last page', async () => {
    const observer = stubIntersectionObserver();
    const fetcher = vi.fn(fetchPage);
    renderWithProviders(<People fetcher={fetcher} />);
    expect(await screen.findByText('Person 1.0')).toBeTruthy();

    for (const page of [2, 3]) {
      await act(async () => observer.intersect());
      expect(await screen.findByText(`Person ${page}.1`)).toBeTruthy();
    }
    expect(fetcher).toHaveBeenCalledTimes(LAST_PAGE);
    expect(screen.getByText('All entries are shown')).toBeTruthy();
    await act(async () => observer.intersect());
    expect(fetcher).toHaveBeenCalledTimes(LAST_PAGE);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('can load more from the keyboard without an observer', async () => {
    const fetcher = vi.fn(fetchPage);
    renderWithProviders(<People fetcher={fetcher} />, { language: 'de' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByText('Person 2.0')).toBeTruthy();
  });

  it('shows the empty state without items', () => {
    renderWithProviders(
      <InfiniteList
        items={[]}
        getKey={() => 1}
        renderItem={() => null}
        hasNextPage={false}
        fetchNextPage={vi.fn()}
        isFetchingNextPage={false}
      />,
    );
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
  });
});
