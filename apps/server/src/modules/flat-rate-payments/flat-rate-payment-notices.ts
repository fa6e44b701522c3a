import type { ActivityVerb } from '@fm/contract/activity-texts';
import type { FlatRateStatus } from '@fm/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { toEuros } from '../bookings/booking-output.ts';
import { financeReviewerIds, type Notice, type NoticeContext, recordChange } from '../time-records/record-notices.ts';
import type { PaymentRow } from './flat-rate-payments.repo.ts';

/** Who acts next on a flat-rate payment, who is told, and what they read (docs/product.md §7). */

const NOTICES = {
  reviewRequested: {
    type: 'FLAT_RATE_PAYMENT_REVIEW_REQUESTED',
    key: 'notifications.flatRatePaymentReviewRequested',
  },
  approved: {
    type: 'FLAT_RATE_PAYMENT_APPROVED',
    key: 'notifications.flatRatePaymentApproved',
  },
  rejected: {
    type: 'FLAT_RATE_PAYMENT_REJECTED',
    key: 'notifications.flatRatePaymentRejected',
  },
  deleted: {
    type: 'FLAT_RATE_PAYMENT_DELETED',
    key: 'notifications.flatRatePaymentDeleted',
  },
} satisfies Record<string, Notice>;

type Parties = { recorderId: number; bookerId: number; freelancerId: number; finance: number[] };
type Plan = { toDo: number[]; info: number[]; toDoNotice?: Notice; infoNotice: Notice };

function planFor(after: FlatRateStatus, p: Parties): Plan {
  switch (after) {
    case 'FINANCE_PENDING':
      return {
        toDo: p.finance,
        info: [p.bookerId],
        toDoNotice: NOTICES.reviewRequested,
        infoNotice: NOTICES.reviewRequested,
      };
    case 'FINANCE_APPROVED':
      return { toDo: [], info: [p.recorderId, p.bookerId, p.freelancerId], infoNotice: NOTICES.approved };
    case 'FINANCE_REJECTED':
      return { toDo: [p.recorderId], info: [p.bookerId], toDoNotice: NOTICES.rejected, infoNotice: NOTICES.rejected };
    case 'DELETED':
      return { toDo: [], info: [p.recorderId, p.bookerId], infoNotice: NOTICES.deleted };
  }
}

export async function recordPaymentChange(
  db: DbOrTx,
  context: NoticeContext,
  change: {
    payment: PaymentRow;
    booking: { id: number; bookingCode: string; createdBy: number };
    actorId: number;
    action: ActivityVerb;
    before: FlatRateStatus | null;
    comment?: string | null | undefined;
  },
) {
  const { payment } = change;
  const finance = payment.status === 'FINANCE_PENDING' ? await financeReviewerIds(db) : [];
  const plan = planFor(payment.status, {
    recorderId: payment.createdBy,
    bookerId: change.booking.createdBy,
    freelancerId: payment.freelancerId,
    finance,
  });
  await recordChange(db, context, {
    entityType: 'flat_rate_payment',
    entityId: payment.id,
    agencyId: payment.agencyId,
    actorId: change.actorId,
    action: `FLAT_RATE_PAYMENT_${change.action}`,
    before: change.before,
    after: payment.status,
    details: {
      bookingCode: change.booking.bookingCode,
      amount: toEuros(payment.amountCents),
      paymentDate: payment.paymentDate,
      ...(change.comment ? { comment: change.comment } : {}),
    },
    params: { booking: change.booking.bookingCode, amount: toEuros(payment.amountCents).toFixed(2) },
    toDoIds: plan.toDo,
    infoIds: plan.info,
    toDoNotice: plan.toDoNotice,
    infoNotice: plan.infoNotice,
    path: '/flat-rate-payments',
  });
}
