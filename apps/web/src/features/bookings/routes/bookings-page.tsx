import { DEFAULT_SORT } from '@fm/contract/constants';
import { bookingsList } from '@fm/contract/endpoints/bookings';
import {
  BOOKING_LIST_TABS,
  BOOKING_STATUSES,
  type BookingStatus,
  type BookingTab,
  RATE_TYPES,
} from '@fm/contract/enums';
import type { BookingListItem } from '@fm/contract/schemas/booking';
import AddIcon from '@mui/icons-material/Add';
import { Button, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { isAgencyUser, selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { listPageStateOf } from '../../../ui/list-page/list-page-state.ts';
import { listQuery } from '../../../ui/list-page/list-query.ts';
import { type ListColumn, ResponsiveList } from '../../../ui/list-page/responsive-list.tsx';
import { getListStore, hasActiveFilters, useListState } from '../../../ui/list-page/use-list-state.ts';
import { SelectFilter } from '../../../ui/select-filter.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { AgencyFilter } from '../../../components/agency-filter.tsx';
import {
  useBookerOptions,
  useFreelancerOptions,
  useProjectOptions,
} from '../../../components/record-list/api/get-filter-options.ts';
import { OptionFilters } from '../../../components/record-list/option-filter.tsx';
import { type BookingsQuery, useBookings } from '../api/get-bookings.ts';
import { BookingDialog } from '../components/booking-dialog.tsx';
import { BookingStatusChip } from '../components/booking-status-chip.tsx';
import { AWAITING_PARAM } from '../utils/awaiting-approval.ts';
import { formatMoney, formatPeriod } from '../utils/format.ts';

export const BOOKINGS_LIST_KEY = 'bookings';
const TABS: BookingTab[] = ['OPEN', 'CLOSED'];

/**
 * Defaults of docs/product.md §12: the OPEN tab, the current half-year, id descending. The half-year is kept as the rule
 * "current half-year", so a saved default moves on with the calendar on 1 January and 1 July.
 */
export function bookingListDefaults() {
  return {
    tab: 'OPEN',
    sortBy: DEFAULT_SORT.bookings.sortBy,
    sort: DEFAULT_SORT.bookings.sort,
    dateRanges: { date: { start_date: null, end_date: null, rule: 'currentHalfYear' as const } },
  };
}

/** The list request: with any filter applied the tab's statuses are dropped (docs/product.md §4), else the tab applies. */
export function bookingsQueryOf(list: ReturnType<typeof useListState>, tab: BookingTab): BookingsQuery {
  const isFiltered = hasActiveFilters(list);
  return listQuery(bookingsList.query, { ...list, tab: isFiltered ? null : tab }, { tabParam: 'tab' });
}

/** /bookings — tabs OPEN and CLOSED over the bookings the caller may see, with filters and paging. */
export function BookingsPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const isAgency = useAuthStore(isAgencyUser);
  const roles = useAuthStore(selectRoles);
  const isStaff = roles.some((role) => role === 'admin' || role.startsWith('finance'));
  const isFreelancer = !isAgency && !isStaff;
  const list = useListState(BOOKINGS_LIST_KEY, bookingListDefaults());
  const tab = (TABS.includes(list.tab as BookingTab) ? list.tab : 'OPEN') as BookingTab;
  const isFiltered = hasActiveFilters(list);
  const query = bookingsQueryOf(list, tab);
  const bookings = useBookings(query);
  const projects = useProjectOptions(['bookings'], !isFreelancer);
  const freelancers = useFreelancerOptions(['bookings'], isStaff);
  const bookers = useBookerOptions(['bookings'], isAgency);
  const isAwaitingRequested = searchParams.get(AWAITING_PARAM) === 'approval';
  useEffect(() => {
    if (!isAwaitingRequested) return;
    getListStore(BOOKINGS_LIST_KEY).setState({
      keywords: [],
      filters: { status: ['PENDING'] },
      dateRanges: { date: { start_date: null, end_date: null } },
      page: 1,
    });
    setSearchParams({}, { replace: true });
  }, [isAwaitingRequested, setSearchParams]);
  const rows = bookings.data?.data ?? [];
  const isNewRequested = searchParams.get('new') === '1';
  const [isCreating, setIsCreating] = useState(false);
  const projectId = Number(searchParams.get('project'));
  const preselected =
    isNewRequested && projectId > 0 ? { id: projectId, name: searchParams.get('projectName') ?? '' } : null;
  const freelancerId = Number(searchParams.get('freelancer'));
  const preselectedFreelancer =
    isNewRequested && freelancerId > 0
      ? {
          id: freelancerId,
          first_name: searchParams.get('firstName') ?? '',
          last_name: searchParams.get('lastName') ?? '',
        }
      : null;

  const closeDialog = () => {
    setIsCreating(false);
    if (isNewRequested) setSearchParams({}, { replace: true });
  };
  const statusFilter = ((list.filters.status as string[] | undefined) ?? [])[0] ?? '';
  // A filtered list spans every status (the tab's are dropped), so the status filter offers them all.
  const statusOptions: readonly BookingStatus[] = isFiltered ? BOOKING_STATUSES : BOOKING_LIST_TABS[tab];
  const rateType = (list.filters.rate_type as string | undefined) ?? '';

  const columns: ListColumn<BookingListItem>[] = [
    {
      key: 'title',
      label: t('bookings.columns.title'),
      sortKey: 'title',
      isPrimary: true,
      render: (booking) => (
        <>
          <Link component={RouterLink} to={`/bookings/${booking.id}`}>
            {booking.title}
          </Link>
          <Typography variant="caption" color="text.secondary" component="div">
            {booking.booking_code}
          </Typography>
        </>
      ),
    },
    ...(isFreelancer
      ? []
      : [
          {
            key: 'freelancer',
            label: t('bookings.columns.freelancer'),
            render: (booking: BookingListItem) => `${booking.freelancer.first_name} ${booking.freelancer.last_name}`,
          },
        ]),
    { key: 'project', label: t('bookings.columns.project'), render: (booking) => booking.project.name },
    ...(isAgency
      ? []
      : [
          {
            key: 'agency',
            label: t('bookings.columns.agency'),
            hideBelow: 'lg' as const,
            render: (booking: BookingListItem) => booking.agency_name,
          },
        ]),
    {
      key: 'period',
      label: t('bookings.columns.period'),
      sortKey: 'start_date',
      render: (booking) => formatPeriod(booking.start_date, booking.end_date),
    },
    {
      key: 'total',
      label: t('bookings.columns.total'),
      sortKey: 'total_cost',
      align: 'right',
      isNoWrap: true,
      render: (booking) => formatMoney(booking.total_cost, language),
    },
    {
      key: 'status',
      label: t('bookings.columns.status'),
      sortKey: 'status',
      isStatus: true,
      render: (booking) => <BookingStatusChip status={booking.status} />,
    },
  ];

  return (
    <PageFrame title={t('bookings.title')}>
      <ListPage
        title={t(`bookings.listTitle.${tab}`)}
        titleComponent="h2"
        list={list}
        tabs={TABS.map((value) => ({ value, label: t(`bookings.tabs.${value}`) }))}
        dateRanges={[{ name: 'date', label: t('bookings.period') }]}
        actions={
          isAgency ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
              {t('bookings.newBooking')}
            </Button>
          ) : undefined
        }
        filters={
          <>
            {isStaff ? (
              <AgencyFilter
                value={((list.filters.agencies as number[] | undefined) ?? [])[0] ?? null}
                onChange={(id) => list.setFilter('agencies', id === null ? null : [id])}
              />
            ) : null}
            <SelectFilter
              label={t('bookings.columns.status')}
              emptyLabel="—"
              options={statusOptions.map((status) => ({ value: status, label: t(`bookings.status.${status}`) }))}
              value={statusFilter}
              onChange={(status) => list.setFilter('status', status ? [status] : null)}
              minWidth={180}
            />
            <SelectFilter
              label={t('bookings.rateTypeFilter')}
              emptyLabel={t('bookings.anyRateType')}
              options={RATE_TYPES.map((type) => ({ value: type, label: t(`bookings.rateType.${type}`) }))}
              value={rateType}
              onChange={(type) => list.setFilter('rate_type', type || null)}
              minWidth={160}
            />
            <OptionFilters
              list={list}
              filters={[
                ...(isStaff
                  ? [{ name: 'freelancers', label: t('bookings.filters.freelancer'), options: freelancers.data }]
                  : []),
                ...(isAgency ? [{ name: 'bookers', label: t('bookings.filters.booker'), options: bookers.data }] : []),
                ...(isFreelancer
                  ? []
                  : [{ name: 'projects', label: t('bookings.filters.project'), options: projects.data }]),
              ]}
            />
          </>
        }
        {...listPageStateOf(bookings)}
        emptyState={<EmptyState text={t('bookings.empty')} />}
      >
        <ResponsiveList
          rows={rows}
          rowKey={(booking) => booking.id}
          columns={columns}
          label={t('bookings.title')}
          sort={list}
        />
      </ListPage>
      {isCreating || isNewRequested ? (
        <BookingDialog
          isOpen
          project={preselected}
          freelancer={preselectedFreelancer}
          onClose={closeDialog}
          onSaved={(saved) => void navigate(`/bookings/${saved.id}`)}
        />
      ) : null}
    </PageFrame>
  );
}
