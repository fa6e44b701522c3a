import type { ActivityVerb } from '@fm/contract/activity-texts';
import type { TimeRecordStatus } from '@fm/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { financeReviewerIds, type Notice, type NoticeContext, recordChange } from './record-notices.ts';
import { timeRecordNumberOf } from './time-record-output.ts';
import type { TimeRecordRow } from './time-records.repo.ts';

/** Who acts next on a time record, who is told, and what they read (docs/product.md §7). */

const NOTICES = {
  reviewRequested: {
    type: 'TIME_RECORD_REVIEW_REQUESTED',
    key: 'notifications.timeRecordReviewRequested',
  },
  financeReviewRequested: {
    type: 'TIME_RECORD_FINANCE_REVIEW_REQUESTED',
    key: 'notifications.timeRecordFinanceReviewRequested',
  },
  approved: {
    type: 'TIME_RECORD_APPROVED',
    key: 'notifications.timeRecordApproved',
  },
  declined: {
    type: 'TIME_RECORD_DECLINED',
    key: 'notifications.timeRecordDeclined',
  },
  financeApproved: {
    type: 'TIME_RECORD_FINANCE_APPROVED',
    key: 'notifications.timeRecordFinanceApproved',
  },
  financeRejected: {
    type: 'TIME_RECORD_FINANCE_REJECTED',
    key: 'notifications.timeRecordFinanceRejected',
  },
  cancelled: {
    type: 'TIME_RECORD_CANCELLED',
    key: 'notifications.timeRecordCancelled',
  },
} satisfies Record<string, Notice>;

type Parties = { bookerId: number; freelancerId: number; finance: number[] };
type Plan = { toDo: number[]; info: number[]; toDoNotice?: Notice; infoNotice: Notice };

function planFor(after: TimeRecordStatus, p: Parties): Plan {
  switch (after) {
    case 'PENDING':
      return { toDo: [p.bookerId], info: [], toDoNotice: NOTICES.reviewRequested, infoNotice: NOTICES.reviewRequested };
    case 'APPROVED':
      return {
        toDo: p.finance,
        info: [p.freelancerId],
        toDoNotice: NOTICES.financeReviewRequested,
        infoNotice: NOTICES.approved,
      };
    case 'DECLINED':
      return { toDo: [p.freelancerId], info: [], toDoNotice: NOTICES.declined, infoNotice: NOTICES.declined };
    case 'FINANCE_APPROVED':
      return { toDo: [], info: [p.freelancerId, p.bookerId], infoNotice: NOTICES.financeApproved };
    case 'FINANCE_REJECTED':
      return {
        toDo: [p.freelancerId],
        info: [p.bookerId],
        toDoNotice: NOTICES.financeRejected,
        infoNotice: NOTICES.financeRejected,
      };
    case 'CANCELLED':
      return { toDo: [], info: [p.bookerId], infoNotice: NOTICES.cancelled };
  }
}

export async function recordTimeRecordChange(
  db: DbOrTx,
  context: NoticeContext,
  change: {
    record: TimeRecordRow;
    booking: { id: number; bookingCode: string; createdBy: number };
    actorId: number;
    action: ActivityVerb;
    before: TimeRecordStatus | null;
    comment?: string | null | undefined;
  },
) {
  const { record } = change;
  const finance = record.status === 'APPROVED' ? await financeReviewerIds(db) : [];
  const plan = planFor(record.status, {
    bookerId: change.booking.createdBy,
    freelancerId: record.freelancerId,
    finance,
  });
  const number = timeRecordNumberOf(record.id);
  await recordChange(db, context, {
    entityType: 'time_record',
    entityId: record.id,
    agencyId: record.agencyId,
    actorId: change.actorId,
    action: `TIME_RECORD_${change.action}`,
    before: change.before,
    after: record.status,
    details: {
      timeRecord: number,
      bookingCode: change.booking.bookingCode,
      minutes: record.minutes,
      date: record.workDate,
      ...(change.comment ? { comment: change.comment } : {}),
    },
    params: { record: number, booking: change.booking.bookingCode, date: record.workDate },
    toDoIds: plan.toDo,
    infoIds: plan.info,
    toDoNotice: plan.toDoNotice,
    infoNotice: plan.infoNotice,
    path: '/time-recording',
  });
}
