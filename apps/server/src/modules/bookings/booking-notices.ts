import type { BookingStatus } from '@fm/contract/enums';
import { mailText } from '@fm/contract/mail-texts';
import { translate } from '@fm/contract/messages';
import { NOTIFICATION_MESSAGES, type NotificationMessageKey } from '@fm/contract/notifications';
import type { DbOrTx } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notify } from '../../platform/notify.ts';
import { effectiveApprovers } from '../users/replacements.service.ts';
import type { BookingRow } from './bookings.repo.ts';
import * as repo from './bookings.repo.ts';

/**
 * What every booking state change leaves behind, in the transaction of the change (docs/product.md §14): one activity
 * entry, a to_do notification and an e-mail for whoever must act next, and info notifications for the others.
 */

export type BookingChange =
  | 'CREATED'
  | 'UPDATED'
  | 'EXTENDED'
  | 'APPROVED'
  | 'DECLINED'
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'CLOSED';

type Party = 'approvers' | 'booker' | 'freelancer';
/** The notification's type and text key; its text (also the mail's subject) is the contract's. */
type Notice = { type: string; key: NotificationMessageKey };
type Plan = { toDo: Party[]; info: Party[]; toDoNotice?: Notice; infoNotice: Notice };

const NOTICES = {
  approvalRequested: {
    type: 'BOOKING_APPROVAL_REQUESTED',
    key: 'notifications.bookingApprovalRequested',
  },
  acceptRequested: {
    type: 'BOOKING_ACCEPT_REQUESTED',
    key: 'notifications.bookingAcceptRequested',
  },
  approved: {
    type: 'BOOKING_APPROVED',
    key: 'notifications.bookingApproved',
  },
  declinedByApprover: {
    type: 'BOOKING_DECLINED',
    key: 'notifications.bookingDeclinedByApprover',
  },
  declinedByFreelancer: {
    type: 'BOOKING_DECLINED',
    key: 'notifications.bookingDeclinedByFreelancer',
  },
  accepted: {
    type: 'BOOKING_ACCEPTED',
    key: 'notifications.bookingAccepted',
  },
  closed: {
    type: 'BOOKING_CLOSED',
    key: 'notifications.bookingClosed',
  },
  cancelled: {
    type: 'BOOKING_CANCELLED',
    key: 'notifications.bookingCancelled',
  },
  extended: {
    type: 'BOOKING_EXTENDED',
    key: 'notifications.bookingExtended',
  },
} satisfies Record<string, Notice>;

/** Who acts next and who is told, by the status the change led to. */
function planFor(change: BookingChange, after: BookingStatus): Plan {
  if (change === 'EXTENDED')
    return { toDo: [], info: ['freelancer', 'booker', 'approvers'], infoNotice: NOTICES.extended };
  switch (after) {
    case 'PENDING':
      return {
        toDo: ['approvers'],
        info: [],
        toDoNotice: NOTICES.approvalRequested,
        infoNotice: NOTICES.approvalRequested,
      };
    case 'APPROVED':
      return {
        toDo: ['freelancer'],
        info: change === 'APPROVED' ? ['booker'] : [],
        toDoNotice: NOTICES.acceptRequested,
        infoNotice: NOTICES.approved,
      };
    case 'APPROVER_DECLINED':
      return {
        toDo: ['booker'],
        info: [],
        toDoNotice: NOTICES.declinedByApprover,
        infoNotice: NOTICES.declinedByApprover,
      };
    case 'FREELANCER_DECLINED':
      return {
        toDo: ['booker'],
        info: ['approvers'],
        toDoNotice: NOTICES.declinedByFreelancer,
        infoNotice: NOTICES.declinedByFreelancer,
      };
    case 'BOOKED':
      return { toDo: [], info: ['booker', 'approvers'], infoNotice: NOTICES.accepted };
    case 'FINISHED':
      return { toDo: [], info: ['freelancer', 'approvers'], infoNotice: NOTICES.closed };
    case 'CANCELLED':
      return { toDo: [], info: ['freelancer', 'booker', 'approvers'], infoNotice: NOTICES.cancelled };
  }
}

/**
 * Who is asked to approve: the named approver unless someone stands in for them (organisation module), else the
 * agency's current approvers: the managing directors who are there and the stand-ins of those who are not
 * (a stand-in approves while the replacement lasts); the directors when nobody is left.
 */
async function approversOf(db: DbOrTx, booking: BookingRow): Promise<number[]> {
  const effective = await effectiveApprovers(db, booking.agencyId);
  if (booking.approverId && effective.includes(booking.approverId)) return [booking.approverId];
  if (effective.length) return effective;
  return (await repo.listManagingDirectors(db, booking.agencyId)).map((director) => director.id);
}

async function partyIds(db: DbOrTx, booking: BookingRow, party: Party): Promise<number[]> {
  if (party === 'booker') return [booking.createdBy];
  // A freelancer hears of a booking only once it reached them (it was approved at some point).
  if (party === 'freelancer') return booking.approvedAt ? [booking.freelancerId] : [];
  return approversOf(db, booking);
}

async function idsOf(db: DbOrTx, booking: BookingRow, parties: Party[], excluded: Set<number>) {
  const ids = (await Promise.all(parties.map((party) => partyIds(db, booking, party)))).flat();
  return [...new Set(ids)].filter((id) => !excluded.has(id));
}

export async function recordBookingChange(
  db: DbOrTx,
  context: { mailer: Mailer; publicUrl: string },
  change: {
    booking: BookingRow;
    actorId: number;
    kind: BookingChange;
    before: BookingStatus | null;
    reason?: string | null | undefined;
  },
) {
  const { booking, actorId, kind, before } = change;
  await logActivity(db, {
    actorId,
    agencyId: booking.agencyId,
    action: `BOOKING_${kind}`,
    entityType: 'booking',
    entityId: booking.id,
    beforeStatus: before,
    afterStatus: booking.status,
    details: {
      bookingCode: booking.bookingCode,
      title: booking.title,
      ...(change.reason ? { reason: change.reason } : {}),
    },
  });
  const plan = planFor(kind, booking.status);
  const toDoIds = await idsOf(db, booking, plan.toDo, new Set([actorId]));
  const infoIds = await idsOf(db, booking, plan.info, new Set([actorId, ...toDoIds]));
  const params = { booking: booking.bookingCode, title: booking.title };
  const base = { entityType: 'booking', entityId: booking.id, agencyId: booking.agencyId, params };
  if (plan.toDoNotice) {
    await notify(db, {
      ...base,
      userIds: toDoIds,
      category: 'to_do',
      type: plan.toDoNotice.type,
      messageKey: plan.toDoNotice.key,
    });
  }
  await notify(db, {
    ...base,
    userIds: infoIds,
    category: 'info',
    type: plan.infoNotice.type,
    messageKey: plan.infoNotice.key,
  });
  // The e-mail goes to whoever must act; when nobody must, to the people told.
  const notice = toDoIds.length && plan.toDoNotice ? plan.toDoNotice : plan.infoNotice;
  const recipients = await repo.listUsers(db, toDoIds.length ? toDoIds : infoIds);
  for (const recipient of recipients.filter((user) => user.isActive)) {
    const subject = translate(NOTIFICATION_MESSAGES, notice.key, recipient.language, params);
    const text = mailText('mail.bookingNoticeBody', recipient.language, {
      subject,
      title: booking.title,
      start: booking.startDate,
      end: booking.endDate,
      link: `${context.publicUrl}/bookings/${booking.id}`,
    });
    await context.mailer.send(db, { to: recipient.email, subject, text });
  }
}
