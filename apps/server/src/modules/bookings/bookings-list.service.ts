import { currentHalfYear } from '@fm/contract/constants';
import type { bookingsList } from '@fm/contract/endpoints/bookings';
import { BOOKING_LIST_TABS, type BookingStatus } from '@fm/contract/enums';
import type { bookingsListQuery } from '@fm/contract/schemas/booking';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { rowScope } from '../../auth/row-scope.ts';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../platform/paging.ts';
import { allowedBookingActions, asBookingActor } from './booking-access.ts';
import { toBookingListItem } from './booking-output.ts';
import * as repo from './bookings.repo.ts';

type ListQuery = z.infer<typeof bookingsListQuery>;

/** The tab's statuses (the spec's open/closed split), narrowed by a status filter; null when none is left. */
function statusesOf(query: ListQuery): BookingStatus[] | null {
  if (!query.tab) return query.status;
  const tabStatuses: readonly BookingStatus[] = BOOKING_LIST_TABS[query.tab];
  if (query.status.length === 0) return [...tabStatuses];
  const narrowed = query.status.filter((status) => tabStatuses.includes(status));
  return narrowed.length ? narrowed : null;
}

export async function listBookings(
  db: Db,
  auth: RequestAuth,
  query: ListQuery,
): Promise<z.input<(typeof bookingsList)['output']>> {
  const isStaff = auth.realm === 'admin' || auth.realm === 'finance';
  const statuses = statusesOf(query);
  if (statuses === null) return { data: [], total: 0, page: query.page, items: query.items, last_page: 1 };
  const hasDates = query.start_date !== undefined || query.end_date !== undefined;
  // The spec's default window (the current half-year) is the window of the OPEN tab; without a tab (a filtered
  // list drops it, docs/product.md §4) only the dates given narrow the list.
  const window =
    query.tab === 'OPEN' && !hasDates
      ? currentHalfYear(new Date())
      : { start_date: query.start_date, end_date: query.end_date };
  // Who the caller is to the booking rules does not depend on the page: both are asked side by side.
  const [{ rows, total }, actor] = await Promise.all([
    repo.listBookings(db, {
      ...rowScope(auth),
      statuses,
      keywords: query.keyword,
      runningFrom: window.start_date,
      runningTo: window.end_date,
      rateType: query.rate_type,
      // Agency and freelancer filters are ignored for agency and freelancer users (docs/product.md §9.5).
      agencyIds: isStaff ? query.agencies : [],
      freelancerIds: isStaff ? query.freelancers : [],
      projectIds: query.projects,
      bookerIds: query.bookers,
      sortBy: query.sortBy,
      sort: query.sort,
      page: query.page,
      items: query.items,
    }),
    asBookingActor(db, auth),
  ]);
  return pageOf(
    rows.map((row) => toBookingListItem(row, allowedBookingActions(actor, row.booking))),
    total,
    query,
  );
}
