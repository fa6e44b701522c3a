import type { timeRecordsList, timeReviewList } from '@fm/contract/endpoints/time-records';
import { TIME_RECORDING_TABS, TIME_REVIEW_TABS, type TimeRecordStatus } from '@fm/contract/enums';
import type {
  timeRecordStatusUpdateInput,
  timeRecordsListQuery,
  timeReviewListQuery,
} from '@fm/contract/schemas/time-record';
import { holdsHours, nextTimeRecordStatus, REVIEW_ACTION_OF } from '@fm/contract/state-machines/time-record';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { rowScope } from '../../auth/row-scope.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../platform/app-error.ts';
import { pageOf } from '../../platform/paging.ts';
import * as bookingsRepo from '../bookings/bookings.repo.ts';
import { issueCreditNote } from '../credit-notes/credit-note-issue.ts';
import type { NoticeContext } from './record-notices.ts';
import { invalidTransition, moveMinutesLeft, submittedListFilters } from './record-rules.ts';
import { mayActOnRecord } from './time-record-access.ts';
import { recordTimeRecordChange } from './time-record-notices.ts';
import { toTimeRecords } from './time-record-output.ts';
import * as repo from './time-records.repo.ts';
import { currentRecordStatus } from './time-records.service.ts';

/** The two-stage review of time records and the two time-record lists (docs/product.md §8/§4, docs/product.md §10.4). */

type ReviewInput = z.infer<typeof timeRecordStatusUpdateInput>;

function reviewColumns(status: ReviewInput['status'], auth: RequestAuth, comment: string | null) {
  const now = new Date();
  switch (status) {
    case 'APPROVED':
      return { reviewedBy: auth.userId, reviewedAt: now };
    case 'DECLINED':
      return { reviewedBy: auth.userId, reviewedAt: now, declineComment: comment };
    case 'FINANCE_APPROVED':
      return { financeReviewedBy: auth.userId, financeReviewedAt: now };
    case 'FINANCE_REJECTED':
      return { financeReviewedBy: auth.userId, financeReviewedAt: now, rejectComment: comment };
  }
}

export async function reviewTimeRecord(
  db: Db,
  context: NoticeContext,
  auth: RequestAuth,
  input: ReviewInput,
): Promise<{ id: number; status: TimeRecordStatus }> {
  const current = await repo.findRecord(db, input.id, rowScope(auth));
  if (!current) throw notFound();
  const booking = await bookingsRepo.findBooking(db, current.bookingId);
  if (!booking) throw notFound();
  const action = REVIEW_ACTION_OF[input.status];
  if (!mayActOnRecord(auth, { freelancerId: current.freelancerId, bookerId: booking.createdBy }, action)) {
    throw forbidden();
  }
  const next = nextTimeRecordStatus(current.status, action);
  if (!next) throw invalidTransition(current.status);
  const comment = input.comment ?? null;
  await db.transaction(async (tx) => {
    const record = await repo.updateRecordIfStatus(tx, current.id, current.status, {
      status: next,
      ...reviewColumns(input.status, auth, comment),
    });
    if (!record) throw invalidTransition(await currentRecordStatus(tx, current.id));
    // Declined and rejected records give their hours back; a correction takes them again.
    if (holdsHours(current.status) && !holdsHours(next)) await moveMinutesLeft(tx, booking.id, -current.minutes);
    if (next === 'FINANCE_APPROVED') {
      await issueCreditNote(tx, context, { type: 'time-record', id: record.id, actorId: auth.userId });
    }
    await recordTimeRecordChange(tx, context, {
      record,
      booking,
      actorId: auth.userId,
      action: next,
      before: current.status,
      comment,
    });
  });
  await context.events.publish({ type: 'costChanged', agencyId: booking.agencyId });
  return { id: current.id, status: next };
}

type ListQuery = z.infer<typeof timeRecordsListQuery>;
type ReviewQuery = z.infer<typeof timeReviewListQuery>;
type ListOutput = z.input<(typeof timeRecordsList)['output']>;

async function listPageOf(
  db: Db,
  auth: RequestAuth,
  query: ListQuery | ReviewQuery,
  tabStatuses?: readonly TimeRecordStatus[],
): Promise<ListOutput> {
  const dates = {
    dateFrom: query.timeframe_start_date,
    dateTo: query.timeframe_end_date,
    submittedFrom: query.submitted_start_date,
    submittedTo: query.submitted_end_date,
  };
  const { rows, total } = await repo.listRecords(db, {
    ...submittedListFilters(auth, query, tabStatuses, Object.values(dates)),
    ...dates,
  });
  return pageOf(await toTimeRecords(db, auth, rows), total, query);
}

export function listTimeRecords(db: Db, auth: RequestAuth, query: ListQuery): Promise<ListOutput> {
  return listPageOf(db, auth, query, query.tab ? TIME_RECORDING_TABS[query.tab] : undefined);
}

export function listTimeReview(
  db: Db,
  auth: RequestAuth,
  query: ReviewQuery,
): Promise<z.input<(typeof timeReviewList)['output']>> {
  return listPageOf(db, auth, query, query.tab ? TIME_REVIEW_TABS[query.tab] : undefined);
}
