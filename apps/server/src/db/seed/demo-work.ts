import type { BookingStatus } from '@fm/contract/enums';
import { eq } from 'drizzle-orm';
import { attachDocuments } from '../../modules/credit-notes/credit-note-issue.ts';
import type { FileStorage } from '../../platform/files.ts';
import type { DbOrTx } from '../client.ts';
import { createActivity } from '../factories/activity.ts';
import { type Booking, createBooking } from '../factories/booking.ts';
import { createCreditNote } from '../factories/credit-note.ts';
import { createFlatRatePayment } from '../factories/flat-rate-payment.ts';
import { createTimeRecord } from '../factories/time-record.ts';
import { creditNotes } from '../schema/credit-notes.ts';
import { BOOKINGS, type BookingSpec } from './demo-bookings.ts';
import { addDays, at, DEMO_TODAY, workingDays } from './demo-calendar.ts';
import type { DemoWorld } from './demo-world.ts';

export type SeededBooking = { spec: BookingSpec; booking: Booking };

const minDate = (a: string, b: string) => (a < b ? a : b);

/** The path of statuses a booking went through to reach its status (docs/product.md §14), with the acting party. */
function statusPath(status: BookingStatus, needsApproval: boolean) {
  const created = needsApproval ? ['PENDING'] : ['APPROVED'];
  const approved = needsApproval ? ['PENDING', 'APPROVED'] : ['APPROVED'];
  const paths: Record<BookingStatus, string[]> = {
    PENDING: ['PENDING'],
    APPROVER_DECLINED: ['PENDING', 'APPROVER_DECLINED'],
    APPROVED: approved,
    FREELANCER_DECLINED: [...approved, 'FREELANCER_DECLINED'],
    BOOKED: [...approved, 'BOOKED'],
    FINISHED: [...approved, 'BOOKED', 'FINISHED'],
    CANCELLED: [...created, 'CANCELLED'],
  };
  return paths[status];
}

const ACTION_OF: Record<string, string> = {
  PENDING: 'BOOKING_CREATED',
  APPROVED: 'BOOKING_APPROVED',
  APPROVER_DECLINED: 'BOOKING_DECLINED',
  FREELANCER_DECLINED: 'BOOKING_DECLINED',
  BOOKED: 'BOOKING_ACCEPTED',
  FINISHED: 'BOOKING_CLOSED',
  CANCELLED: 'BOOKING_CANCELLED',
};

async function seedBooking(db: DbOrTx, world: DemoWorld, spec: BookingSpec): Promise<Booking> {
  const project = world.projects[spec.project]!;
  const agency = Object.values(world.agencies).find((candidate) => candidate.id === project.agencyId)!;
  const booker = world.staff[spec.booker]!;
  const freelancer = world.freelancers[spec.freelancer]!;
  const approver = agency.isBookingApprovalRequired ? world.staff.md2! : booker;
  const createdAt = at(minDate(addDays(spec.start, -21), addDays(DEMO_TODAY, -3)), 10);
  const path = statusPath(spec.status, agency.isBookingApprovalRequired);
  const stepAt = (step: number) => new Date(createdAt.getTime() + step * 26 * 60 * 60 * 1000);
  const reached = (status: string) => (path.includes(status) ? stepAt(path.indexOf(status)) : null);
  const booking = await createBooking(db, {
    projectId: project.id,
    freelancerId: freelancer.id,
    createdBy: booker.id,
    approverId: spec.status === 'PENDING' ? null : approver.id,
    title: spec.title,
    status: spec.status,
    startDate: spec.start,
    endDate: spec.end,
    description: `${spec.title} im Projekt „${project.name}“.`,
    ...(spec.hourly
      ? { rateType: 'HOURLY' as const, hours: spec.hourly.hours, ratePerHourCents: spec.hourly.rate * 100 }
      : { rateType: 'FLAT' as const, flatAmountCents: (spec.flat ?? 0) * 100 }),
    itRequirements: spec.it ?? [],
    serverLinks: spec.it?.includes('SERVER_ACCESS') ? [`https://git.${spec.project}.example`] : [],
    declineReason: spec.declineReason ?? null,
    approvedAt: reached('APPROVED'),
    acceptedAt: reached('BOOKED'),
    finishedAt: reached('FINISHED'),
    cancelledAt: reached('CANCELLED'),
    createdAt,
    updatedAt: stepAt(path.length - 1),
  });
  for (const [step, status] of path.entries()) {
    const actor = ['APPROVED', 'APPROVER_DECLINED'].includes(status)
      ? approver
      : ['BOOKED', 'FREELANCER_DECLINED'].includes(status)
        ? freelancer
        : booker;
    await createActivity(db, {
      actorId: actor.id,
      agencyId: agency.id,
      action: ACTION_OF[status]!,
      entityType: 'booking',
      entityId: booking.id,
      beforeStatus: step === 0 ? null : path[step - 1]!,
      afterStatus: status,
      details: { bookingCode: booking.bookingCode, title: spec.title },
      createdAt: stepAt(step),
    });
  }
  return booking;
}

async function issueCreditNote(
  db: DbOrTx,
  world: DemoWorld,
  files: FileStorage | null,
  source: { timeRecordId: number } | { flatRatePaymentId: number },
  issuedAt: Date,
  isCancelled: boolean,
) {
  const finance = world.staff.finance!;
  const note = await createCreditNote(db, { ...source, issuedAt, issuedBy: finance.id });
  if (!isCancelled) return files ? attachDocuments(db, files, note) : undefined;
  const cancelledAt = new Date(issuedAt.getTime() + 2 * 24 * 60 * 60 * 1000);
  await db
    .update(creditNotes)
    .set({
      status: 'CANCELLED',
      cancelledAt,
      cancelledBy: finance.id,
      cancellationNumber: `${note.number}-S`,
      cancellationReason: 'Falsche Rechnungsanschrift – korrigierte Gutschrift folgt.',
    })
    .where(eq(creditNotes.id, note.id));
  const corrected = await createCreditNote(db, { ...source, issuedAt: cancelledAt, issuedBy: finance.id });
  if (!files) return;
  const [cancelled] = await db.select().from(creditNotes).where(eq(creditNotes.id, note.id));
  await attachDocuments(db, files, cancelled!);
  await attachDocuments(db, files, corrected);
}

async function seedTimeRecords(
  db: DbOrTx,
  world: DemoWorld,
  files: FileStorage | null,
  spec: BookingSpec,
  booking: Booking,
) {
  const days = workingDays(spec.start, spec.records?.length ?? 0, minDate(spec.end, addDays(DEMO_TODAY, -2)));
  for (const [index, status] of (spec.records ?? []).entries()) {
    const workDate = days[index] ?? days[days.length - 1]!;
    const isReviewed = !['PENDING', 'CANCELLED'].includes(status);
    const isFinanceReviewed = status === 'FINANCE_APPROVED' || status === 'FINANCE_REJECTED';
    const financeReviewedAt = at(minDate(addDays(workDate, 6), addDays(DEMO_TODAY, -1)), 14, index);
    const record = await createTimeRecord(db, {
      bookingId: booking.id,
      workDate,
      minutes: 480 - (index % 3) * 60,
      status,
      description: ['Konzeption und Abstimmung', 'Gestaltung Entwürfe', 'Reinzeichnung', 'Korrekturschleife'][
        index % 4
      ]!,
      submittedDate: addDays(workDate, 1),
      reviewedBy: isReviewed ? booking.createdBy : null,
      reviewedAt: isReviewed ? at(minDate(addDays(workDate, 3), addDays(DEMO_TODAY, -1)), 11) : null,
      financeReviewedBy: isFinanceReviewed ? world.staff.finance!.id : null,
      financeReviewedAt: isFinanceReviewed ? financeReviewedAt : null,
      declineComment: status === 'DECLINED' ? 'Bitte die Tätigkeit genauer beschreiben.' : null,
      rejectComment: status === 'FINANCE_REJECTED' ? 'Stunden weichen vom Leistungsnachweis ab.' : null,
      createdAt: at(workDate, 18),
    });
    if (status === 'FINANCE_APPROVED') {
      await issueCreditNote(
        db,
        world,
        files,
        { timeRecordId: record.id },
        financeReviewedAt,
        Boolean(spec.isFirstCreditNoteCancelled && index === 0),
      );
    }
  }
}

async function seedPayments(
  db: DbOrTx,
  world: DemoWorld,
  files: FileStorage | null,
  spec: BookingSpec,
  booking: Booking,
) {
  for (const [index, [status, euros]] of (spec.payments ?? []).entries()) {
    const paymentDate = minDate(addDays(spec.start, 14 + index * 21), addDays(DEMO_TODAY, -2));
    const isFinanceReviewed = status === 'FINANCE_APPROVED' || status === 'FINANCE_REJECTED';
    const financeReviewedAt = at(minDate(addDays(paymentDate, 5), addDays(DEMO_TODAY, -1)), 15, index);
    const payment = await createFlatRatePayment(db, {
      bookingId: booking.id,
      amountCents: euros * 100,
      paymentDate,
      status,
      createdBy: booking.createdBy,
      description: `Abschlag ${index + 1}: ${spec.title}`,
      submittedDate: paymentDate,
      financeReviewedBy: isFinanceReviewed ? world.staff.finance!.id : null,
      financeReviewedAt: isFinanceReviewed ? financeReviewedAt : null,
      rejectComment: status === 'FINANCE_REJECTED' ? 'Betrag passt nicht zum vereinbarten Meilenstein.' : null,
      createdAt: at(paymentDate, 10),
    });
    if (status === 'FINANCE_APPROVED') {
      await issueCreditNote(
        db,
        world,
        files,
        { flatRatePaymentId: payment.id },
        financeReviewedAt,
        Boolean(spec.isFirstCreditNoteCancelled && index === 0),
      );
    }
  }
}

/** Bookings with their activity trail, time records, flat-rate payments and the credit notes finance issued. */
/** With `files`, each credit note gets its documents too (the demo and the journeys; unit tests skip them). */
export async function seedWork(db: DbOrTx, world: DemoWorld, files: FileStorage | null): Promise<SeededBooking[]> {
  const seeded: SeededBooking[] = [];
  for (const spec of BOOKINGS) {
    const booking = await seedBooking(db, world, spec);
    await seedTimeRecords(db, world, files, spec, booking);
    await seedPayments(db, world, files, spec, booking);
    seeded.push({ spec, booking });
  }
  return seeded;
}
