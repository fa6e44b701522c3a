import { financialYearOf } from '@fm/contract/constants';
import type { BookingStatus } from '@fm/contract/enums';
import type { Booking, bookingCreateInput, bookingUpdateInput } from '@fm/contract/schemas/booking';
import { nextBookingStatus, requestStatus } from '@fm/contract/state-machines/booking';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { rowScope } from '../../auth/row-scope.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findAgency } from '../../db/finders.ts';
import { badRequest, fieldError, notFound } from '../../platform/app-error.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import type { Mailer } from '../../platform/mail.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import {
  allowedBookingActions,
  asBookingActor,
  assertMayAct,
  canApprove,
  invalidTransition,
  loadBooking,
} from './booking-access.ts';
import { recordBookingChange } from './booking-notices.ts';
import { toBooking } from './booking-output.ts';
import {
  assertMayTakeBooking,
  bookingCodeOf,
  checkAllocations,
  checkApprover,
  costsOf,
  openProjectOf,
  toCents,
} from './booking-rules.ts';
import * as repo from './bookings.repo.ts';

type CreateInput = z.infer<typeof bookingCreateInput>;
type UpdateInput = z.infer<typeof bookingUpdateInput>;
export type BookingContext = { mailer: Mailer; publicUrl: string; events: DomainEvents };

export async function getBooking(db: DbOrTx, auth: RequestAuth, id: number): Promise<Booking> {
  const row = await repo.findBookingDetail(db, id, rowScope(auth));
  if (!row) throw notFound();
  const [allocations, absenceDays] = await Promise.all([
    repo.listBookingAllocations(db, id),
    repo.listAbsenceDays(db, row.booking.freelancerId, row.booking.startDate, row.booking.endDate),
  ]);
  const actor = await asBookingActor(db, auth);
  return toBooking(row, {
    allocations: allocations.map(({ allocation }) => allocation),
    absenceDays,
    canApprove: canApprove(actor, row.booking),
    allowedActions: allowedBookingActions(actor, row.booking),
  });
}

export async function createBooking(
  db: Db,
  context: BookingContext,
  auth: RequestAuth,
  input: CreateInput,
): Promise<Booking> {
  const agencyId = requireActiveGroup(auth);
  const project = await openProjectOf(db, input.project_id, agencyId);
  const agency = await findAgency(db, agencyId);
  if (!agency) throw notFound();
  const period = { startDate: input.start_date, endDate: input.end_date };
  const freelancer = await assertMayTakeBooking(db, agency, input.freelancer_id, period);
  const allocationIds = await checkAllocations(db, project.id, input.allocation_ids);
  const approverId = await checkApprover(db, agencyId, input.approver_id);
  const costs = costsOf(input);
  const status = requestStatus(agency.isBookingApprovalRequired);
  const id = await db.transaction(async (tx) => {
    const id = await repo.reserveBookingId(tx);
    const booking = await repo.insertBooking(tx, {
      id,
      bookingCode: bookingCodeOf(id, input.start_date),
      agencyId,
      projectId: project.id,
      freelancerId: input.freelancer_id,
      createdBy: auth.userId,
      approverId,
      title: input.title,
      description: input.description ?? null,
      ...period,
      rateType: input.rate_type,
      status,
      dayRateCents: input.rate == null ? freelancer.dayRateCents : toCents(input.rate),
      ...costs,
      itRequirements: [...new Set(input.it_requirements)],
      serverLinks: input.server_links,
      approvedAt: status === 'APPROVED' ? new Date() : null,
    });
    await repo.replaceBookingAllocations(tx, id, allocationIds);
    await recordBookingChange(tx, context, { booking, actorId: auth.userId, kind: 'CREATED', before: null });
    return id;
  });
  await context.events.publish({ type: 'costChanged', agencyId });
  return getBooking(db, auth, id);
}

/** The booking as it would be after the edit: sent fields replace stored ones. */
function mergeEdit(current: repo.BookingRow, input: UpdateInput) {
  const merged = {
    projectId: input.project_id ?? current.projectId,
    freelancerId: input.freelancer_id ?? current.freelancerId,
    startDate: input.start_date ?? current.startDate,
    endDate: input.end_date ?? current.endDate,
    rate_type: input.rate_type ?? current.rateType,
    rate_per_hour:
      input.rate_per_hour !== undefined
        ? input.rate_per_hour
        : current.ratePerHourCents === null
          ? null
          : current.ratePerHourCents / 100,
    hours: input.hours !== undefined ? input.hours : current.bookedMinutes === null ? null : current.bookedMinutes / 60,
    flat_amount:
      input.flat_amount !== undefined
        ? input.flat_amount
        : current.flatAmountCents === null
          ? null
          : current.flatAmountCents / 100,
  };
  if (merged.endDate < merged.startDate) throw fieldError('end_date', 'validation.endBeforeStart');
  return merged;
}

/** Editing resubmits the booking (docs/product.md §14): PENDING when the agency requires approval, else APPROVED. */
export async function updateBooking(
  db: Db,
  context: BookingContext,
  auth: RequestAuth,
  input: UpdateInput,
): Promise<Booking> {
  const current = await loadBooking(db, auth, input.id);
  assertMayAct(auth, current, 'edit');
  const agency = await findAgency(db, current.agencyId);
  if (!agency) throw notFound();
  const next = nextBookingStatus(current.status, 'edit', { isApprovalRequired: agency.isBookingApprovalRequired });
  if (!next) throw invalidTransition(current.status);
  const merged = mergeEdit(current, input);
  await openProjectOf(db, merged.projectId, agency.id);
  await assertMayTakeBooking(db, agency, merged.freelancerId, merged);
  const storedAllocations = (await repo.listBookingAllocations(db, current.id)).map(({ allocation }) => allocation.id);
  const allocationIds = await checkAllocations(db, merged.projectId, input.allocation_ids ?? storedAllocations);
  const approverId =
    input.approver_id === undefined ? current.approverId : await checkApprover(db, agency.id, input.approver_id);
  const costs = costsOf(merged);
  await db.transaction(async (tx) => {
    const booking = await repo.updateBookingIfStatus(tx, current.id, current.status, {
      projectId: merged.projectId,
      freelancerId: merged.freelancerId,
      startDate: merged.startDate,
      endDate: merged.endDate,
      rateType: merged.rate_type,
      ...costs,
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.rate !== undefined ? { dayRateCents: input.rate === null ? null : toCents(input.rate) } : {}),
      ...(input.it_requirements !== undefined ? { itRequirements: [...new Set(input.it_requirements)] } : {}),
      ...(input.server_links !== undefined ? { serverLinks: input.server_links } : {}),
      approverId,
      status: next,
      declineReason: null,
      approvedAt: next === 'APPROVED' ? new Date() : null,
    });
    if (!booking) throw invalidTransition(await currentStatus(tx, current.id));
    await repo.replaceBookingAllocations(tx, current.id, allocationIds);
    await recordBookingChange(tx, context, { booking, actorId: auth.userId, kind: 'UPDATED', before: current.status });
  });
  await context.events.publish({ type: 'costChanged', agencyId: current.agencyId });
  return getBooking(db, auth, current.id);
}

export async function currentStatus(db: DbOrTx, id: number): Promise<BookingStatus> {
  const booking = await repo.findBooking(db, id);
  if (!booking) throw notFound();
  return booking.status;
}

/** A later end date on an APPROVED or BOOKED booking. */
export async function extendBooking(
  db: Db,
  context: BookingContext,
  auth: RequestAuth,
  bookingId: number,
  endDate: string,
): Promise<Booking> {
  const current = await loadBooking(db, auth, bookingId);
  assertMayAct(auth, current, 'extend');
  const next = nextBookingStatus(current.status, 'extend', { isApprovalRequired: false });
  if (!next) throw invalidTransition(current.status);
  if (endDate <= current.endDate) {
    throw badRequest('rule.extendNotLater', { fieldErrors: { end_date: ['rule.extendNotLater'] } });
  }
  const year = financialYearOf(endDate);
  if ((await repo.closedFinancialYears(db, current.agencyId, [year.start])).length) {
    throw badRequest('rule.financialYearClosed', { params: { year: year.label } });
  }
  await db.transaction(async (tx) => {
    const booking = await repo.updateBookingIfStatus(tx, current.id, current.status, { endDate, status: next });
    if (!booking) throw invalidTransition(await currentStatus(tx, current.id));
    await recordBookingChange(tx, context, {
      booking,
      actorId: auth.userId,
      kind: 'EXTENDED',
      before: current.status,
    });
  });
  return getBooking(db, auth, current.id);
}
