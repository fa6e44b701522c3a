import { currentHalfYear, DEFAULT_SORT } from '@fm/contract/constants';
import { BOOKING_LIST_TABS, type BookingStatus, type BookingTab, RATE_TYPES } from '@fm/contract/enums';
import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { isAgencyUser, selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { SortableHeaderCell } from '../../../ui/list-page/sortable-header-cell.tsx';
import { toQuery, useListState } from '../../../ui/list-page/use-list-state.ts';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { AgencyFilter } from '../../../components/agency-filter.tsx';
import { type BookingsQuery, useBookings } from '../api/get-bookings.ts';
import { BookingDialog } from '../components/booking-dialog.tsx';
import { BookingStatusChip } from '../components/booking-status-chip.tsx';
import { formatMoney, formatPeriod } from '../utils/format.ts';

export const BOOKINGS_LIST_KEY = 'bookings';
const TABS: BookingTab[] = ['OPEN', 'CLOSED'];

/** Defaults of document 2 §9: the OPEN tab, the current half-year, id descending. */
export function bookingListDefaults(today: Date = new Date()) {
  return {
    tab: 'OPEN',
    sortBy: DEFAULT_SORT.bookings.sortBy,
    sort: DEFAULT_SORT.bookings.sort,
    dateRanges: { date: currentHalfYear(today) },
  };
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
  const list = useListState(BOOKINGS_LIST_KEY, bookingListDefaults());
  const tab = (TABS.includes(list.tab as BookingTab) ? list.tab : 'OPEN') as BookingTab;
  // The server applies the tab's statuses (its split is the spec's); a status filter narrows inside the tab.
  const query = toQuery({ ...list, tab }, {}, { tabParam: 'tab' }) as BookingsQuery;
  const bookings = useBookings(query);
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
  const statusFilter = (list.filters.status as string | undefined) ?? '';
  const rateType = (list.filters.rate_type as string | undefined) ?? '';

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
            <FormControl size="small" sx={{ minWidth: 180 }}>
              <InputLabel id="bookings-status-filter">{t('bookings.columns.status')}</InputLabel>
              <Select
                labelId="bookings-status-filter"
                label={t('bookings.columns.status')}
                value={BOOKING_LIST_TABS[tab].some((status) => status === statusFilter) ? statusFilter : ''}
                onChange={(event) => list.setFilter('status', event.target.value ? [event.target.value] : null)}
              >
                <MenuItem value="">—</MenuItem>
                {BOOKING_LIST_TABS[tab].map((status: BookingStatus) => (
                  <MenuItem key={status} value={status}>
                    {t(`bookings.status.${status}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl size="small" sx={{ minWidth: 160 }}>
              <InputLabel id="bookings-rate-filter">{t('bookings.rateTypeFilter')}</InputLabel>
              <Select
                labelId="bookings-rate-filter"
                label={t('bookings.rateTypeFilter')}
                value={rateType}
                onChange={(event) => list.setFilter('rate_type', event.target.value || null)}
              >
                <MenuItem value="">{t('bookings.anyRateType')}</MenuItem>
                {RATE_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`bookings.rateType.${type}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </>
        }
        total={bookings.data?.total ?? 0}
        isLoading={bookings.isLoading}
        isError={bookings.isError}
        onRetry={() => void bookings.refetch()}
        isEmpty={rows.length === 0}
        emptyState={<EmptyState text={t('bookings.empty')} />}
      >
        <Table size="small" aria-label={t('bookings.title')}>
          <TableHead>
            <TableRow>
              <SortableHeaderCell column="id" label={t('bookings.columns.id')} {...sortProps(list)} />
              <SortableHeaderCell column="title" label={t('bookings.columns.title')} {...sortProps(list)} />
              <TableCell>{t('bookings.columns.freelancer')}</TableCell>
              <TableCell>{t('bookings.columns.project')}</TableCell>
              {isAgency ? null : <TableCell>{t('bookings.columns.agency')}</TableCell>}
              <SortableHeaderCell column="start_date" label={t('bookings.columns.period')} {...sortProps(list)} />
              <SortableHeaderCell
                column="total_cost"
                align="right"
                label={t('bookings.columns.total')}
                {...sortProps(list)}
              />
              <SortableHeaderCell column="status" label={t('bookings.columns.status')} {...sortProps(list)} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((booking) => (
              <TableRow key={booking.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{booking.booking_code}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <Link component={RouterLink} to={`/bookings/${booking.id}`}>
                    {booking.title}
                  </Link>
                </TableCell>
                <TableCell>
                  {booking.freelancer.first_name} {booking.freelancer.last_name}
                </TableCell>
                <TableCell>{booking.project.name}</TableCell>
                {isAgency ? null : <TableCell>{booking.agency_name}</TableCell>}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatPeriod(booking.start_date, booking.end_date)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(booking.total_cost, language)}
                </TableCell>
                <TableCell>
                  <BookingStatusChip status={booking.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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

function sortProps(list: ReturnType<typeof useListState>) {
  return { sortBy: list.sortBy, sort: list.sort, onSort: list.toggleSort };
}
