import { Box, Button, Chip, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_DATE_RANGE, resolveDateRange } from '../date-range.ts';
import { DateRangeFilter } from '../date-range-filter.tsx';
import { EmptyState } from '../empty-state.tsx';
import { ErrorState } from '../error-state.tsx';
import { KeywordInput } from './keyword-input.tsx';
import { ListPaginator } from './list-paginator.tsx';
import { hasActiveFilters, type ListStateApi } from './use-list-state.ts';

export type ListTab = { value: string; label: ReactNode; count?: number };
export type ListDateRange = { name: string; label: string };

export type ListPageProps = {
  title: ReactNode;
  /** The title's heading level: h1 on a list screen, lower when the frame sits inside another page. */
  titleComponent?: 'h1' | 'h2' | 'h3';
  /** Buttons beside the title, e.g. "Create project". */
  actions?: ReactNode;
  /** The list's persisted state (useListState). Tabs, keywords, date ranges and paging read and write it. */
  list: ListStateApi;
  tabs?: readonly ListTab[];
  dateRanges?: readonly ListDateRange[];
  /** Show the keyword tag input (default true). */
  hasKeywordSearch?: boolean;
  /** Further filter controls (selects, chip toggles…), wired to `list.setFilter` by the screen. */
  filters?: ReactNode;
  /** Total rows on the server; with it the paginator is shown. Leave it out for infinite lists. */
  total?: number;
  /** The server stopped counting at its cap (`is_total_capped`). */
  isTotalCapped?: boolean;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  isEmpty?: boolean;
  emptyState?: ReactNode;
  /** Rows of the loading skeleton. */
  skeletonRows?: number;
  /** The table or the cards. */
  children: ReactNode;
};

function TabLabel({ label, count }: Pick<ListTab, 'label' | 'count'>) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {label}
      {count === undefined ? null : <Chip size="small" label={count} sx={{ height: 20, pointerEvents: 'none' }} />}
    </Box>
  );
}

function LoadingRows({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} aria-busy="true" aria-label={t('ui.list.loading')} role="status" sx={{ py: 1 }}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}

/**
 * The frame of every list screen (docs/product.md §3 and §4): title, tabs, keyword tags, date ranges, a filters slot,
 * the body with loading, empty and error states, and the paginator. Every tab, filter or keyword change goes back
 * to page 1 through the list state.
 */
export function ListPage({
  title,
  titleComponent = 'h1',
  actions,
  list,
  tabs,
  dateRanges = [],
  hasKeywordSearch = true,
  filters,
  total,
  isTotalCapped,
  isLoading = false,
  isError = false,
  onRetry,
  isEmpty = false,
  emptyState,
  skeletonRows = 5,
  children,
}: ListPageProps) {
  const { t } = useTranslation();
  const isFiltered = hasActiveFilters(list);
  const hasToolbar = hasKeywordSearch || dateRanges.length > 0 || Boolean(filters);

  const body = (() => {
    if (isError) return <ErrorState onRetry={onRetry} />;
    if (isLoading) return <LoadingRows rows={skeletonRows} />;
    if (isEmpty) {
      return (
        emptyState ?? (
          <EmptyState
            action={isFiltered ? <Button onClick={list.clearFilters}>{t('ui.list.clearFilters')}</Button> : undefined}
          />
        )
      );
    }
    return children;
  })();

  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component={titleComponent}>
          {title}
        </Typography>
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      </Box>

      {tabs && tabs.length > 0 ? (
        <Tabs
          value={list.tab ?? tabs[0]?.value}
          onChange={(_event, value: string) => list.setTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={<TabLabel label={tab.label} count={tab.count} />} />
          ))}
        </Tabs>
      ) : null}

      {hasToolbar ? (
        <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
          {hasKeywordSearch ? (
            <KeywordInput keywords={list.keywords} onAdd={list.addKeyword} onRemove={list.removeKeyword} />
          ) : null}
          {dateRanges.map((range) => (
            <Box key={range.name} sx={{ pt: 0.5 }}>
              <DateRangeFilter
                label={range.label}
                value={resolveDateRange(list.dateRanges[range.name] ?? EMPTY_DATE_RANGE)}
                onChange={(value) => list.setDateRange(range.name, value)}
              />
            </Box>
          ))}
          {filters}
          {isFiltered ? (
            <Button size="small" onClick={list.clearFilters} sx={{ mt: 0.5 }}>
              {t('ui.list.clearFilters')}
            </Button>
          ) : null}
        </Box>
      ) : null}

      <Paper variant="outlined" sx={{ minWidth: 0, overflow: 'hidden' }}>
        <Box sx={{ overflowX: 'auto' }}>{body}</Box>
        {/* No "0–0 of 0" under the loading skeleton: the paginator waits for the first answer. */}
        {total !== undefined && !isError && !isLoading ? (
          <ListPaginator
            total={total}
            isTotalCapped={isTotalCapped}
            page={list.page}
            items={list.items}
            onPageChange={list.setPage}
            onItemsChange={list.setItems}
          />
        ) : null}
      </Paper>
    </Box>
  );
}
