import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state.tsx';
import { ErrorState } from '../error-state.tsx';

export type InfiniteListProps<T> = {
  /** Every loaded item, e.g. `data.pages.flatMap((page) => page.data)`. */
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  emptyState?: ReactNode;
  /** 'grid' lays items out as responsive cards (freelancers, projects); 'list' stacks them. */
  layout?: 'grid' | 'list';
  /** Minimum card width in the grid. */
  minItemWidth?: number;
  /** How early to load: the sentinel's distance below the viewport. */
  rootMargin?: string;
  'aria-label'?: string;
};

/**
 * Infinite scroll for useInfiniteQuery (docs/product.md §4: freelancers and projects page until the last page). A
 * sentinel after the items loads the next page when it comes near the viewport. The observer is made anew after
 * every load, so a sentinel that is still visible (short pages) keeps loading. A "load more" button is the
 * keyboard and no-observer fallback.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey,
  hasNextPage,
  fetchNextPage,
  isFetchingNextPage,
  isLoading = false,
  isError = false,
  onRetry,
  emptyState,
  layout = 'grid',
  minItemWidth = 260,
  rootMargin = '400px',
  'aria-label': ariaLabel,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const fetchNext = useRef(fetchNextPage);
  fetchNext.current = fetchNextPage;

  // items.length: a new observer after each load reports a sentinel that is still visible, so short pages keep loading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchingNextPage || isError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          fetchNext.current();
        }
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isError, items.length, rootMargin]);

  if (isLoading) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('ui.list.loading')} />
      </Box>
    );
  }
  if (items.length === 0 && !isError) return <>{emptyState ?? <EmptyState />}</>;

  return (
    <Box>
      <Box
        component="ul"
        aria-label={ariaLabel}
        aria-busy={isFetchingNextPage}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns:
            layout === 'grid' ? `repeat(auto-fill, minmax(min(100%, ${minItemWidth}px), 1fr))` : '1fr',
        }}
      >
        {items.map((item, index) => (
          <Box component="li" key={getKey(item, index)} sx={{ minWidth: 0 }}>
            {renderItem(item, index)}
          </Box>
        ))}
      </Box>
      {isError ? <ErrorState onRetry={onRetry} /> : null}
      <Box
        ref={sentinel}
        data-testid="infinite-list-sentinel"
        sx={{ display: 'grid', placeItems: 'center', minHeight: 48, py: 2 }}
      >
        {isFetchingNextPage ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} />
            <Typography variant="body2">{t('ui.list.loadingMore')}</Typography>
          </Box>
        ) : hasNextPage && !isError ? (
          <Button variant="text" onClick={() => fetchNextPage()}>
            {t('ui.list.loadMore')}
          </Button>
        ) : !isError ? (
          <Typography variant="body2" color="text.secondary">
            {t('ui.list.endOfList')}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
