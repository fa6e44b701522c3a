import { FREELANCER_TABS } from '@fm/contract/enums';
import type { FreelancerListItem } from '@fm/contract/schemas/freelancer';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAgencyUser, useAuthStore } from '../../../stores/auth-store.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/list-page/infinite-list.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import { useFreelancers } from '../api/get-freelancers.ts';
import { useToggleBookmark } from '../api/toggle-bookmark.ts';
import { CompareView } from '../components/compare-view.tsx';
import { FreelancerCard } from '../components/freelancer-card.tsx';
import { FreelancerFilters } from '../components/freelancer-filters.tsx';
import { COMPARE_MAX, useCompareStore } from '../stores/compare-store.ts';
import { bookFreelancerPath } from '../utils/book-link.ts';
import { fullName } from '../utils/format.ts';
import { toFreelancerQuery } from '../utils/freelancer-query.ts';
import '../messages.ts';

export const FREELANCERS_LIST_KEY = 'freelancers';

/**
 * /freelancers (managing director, account manager, finance): tabs BOOKMARKED, ALL and COMPARE, the filters of
 * docs/product.md §8 and infinite scroll 36 at a time (docs/product.md §12).
 */
export function FreelancersPage() {
  const { t } = useTranslation();
  // Agency users request bookings (docs/product.md §3).
  const mayBook = useAuthStore(isAgencyUser);
  const navigate = useNavigate();
  const list = useListState(FREELANCERS_LIST_KEY, { tab: 'BOOKMARKED' });
  const tab = list.tab ?? 'BOOKMARKED';
  const isCompare = tab === 'COMPARE';
  const query = toFreelancerQuery({ ...list, tab });
  const freelancers = useFreelancers(query, !isCompare);
  const bookmark = useToggleBookmark();
  const compared = useCompareStore((state) => state.entries);
  const toggleCompare = useCompareStore((state) => state.toggle);
  const items = freelancers.data?.pages.flatMap((page) => page.data) ?? [];

  const onCompareChange = (freelancer: FreelancerListItem) => {
    if (!toggleCompare({ id: freelancer.id, name: fullName(freelancer) }))
      enqueueSnackbar(t('freelancers.compare.limit', { max: COMPARE_MAX }), { variant: 'info' });
  };

  const tabs = FREELANCER_TABS.map((value) => ({
    value,
    label: t(`freelancers.tabs.${value}`),
    count: value === 'COMPARE' ? compared.length : undefined,
  }));
  const emptyTab = tab === 'BOOKMARKED' ? 'BOOKMARKED' : 'ALL';

  return (
    <ListPage
      title={t('freelancers.title')}
      list={list}
      tabs={tabs}
      hasKeywordSearch={!isCompare}
      dateRanges={isCompare ? [] : [{ name: 'date', label: t('freelancers.filters.period') }]}
      filters={isCompare ? undefined : <FreelancerFilters list={list} />}
      isError={!isCompare && freelancers.isError && items.length === 0}
      onRetry={() => void freelancers.refetch()}
    >
      {isCompare ? (
        <CompareView />
      ) : (
        <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
          <InfiniteList
            aria-label={t('freelancers.title')}
            items={items}
            getKey={(item) => item.id}
            isLoading={freelancers.isPending}
            isError={freelancers.isError}
            onRetry={() => void freelancers.refetch()}
            hasNextPage={freelancers.hasNextPage}
            fetchNextPage={() => freelancers.fetchNextPage()}
            isFetchingNextPage={freelancers.isFetchingNextPage}
            minItemWidth={280}
            emptyState={
              <EmptyState title={t(`freelancers.empty.${emptyTab}`)} text={t(`freelancers.empty.${emptyTab}_TEXT`)} />
            }
            renderItem={(item) => (
              <FreelancerCard
                freelancer={item}
                isCompared={compared.some((entry) => entry.id === item.id)}
                onCompareChange={() => onCompareChange(item)}
                onBookmarkToggle={() => bookmark.mutate({ user_id: item.user_id, bookmark_id: item.bookmark_id })}
                isBookmarkBusy={bookmark.isPending && bookmark.variables?.user_id === item.user_id}
                onBook={mayBook ? () => void navigate(bookFreelancerPath(item)) : undefined}
              />
            )}
          />
        </Box>
      )}
    </ListPage>
  );
}
