import type { TimeRecordStatus } from '@fm/contract/enums';
import type {
  TimeRecord,
  timeRecordCreateInput,
  timeRecordSplitInput,
  timeRecordUpdateInput,
} from '@fm/contract/schemas/time-record';
import { holdsHours, nextTimeRecordStatus } from '@fm/contract/state-machines/time-record';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { rowScope } from '../../auth/row-scope.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fieldError, notFound } from '../../platform/app-error.ts';
import { today } from '../../platform/clock.ts';
import * as bookingsRepo from '../bookings/bookings.repo.ts';
import type { NoticeContext } from './record-notices.ts';
import {
  activeAllocationsOf,
  assertBookingTakes,
  checkSplitAllocations,
  invalidTransition,
  moveMinutesLeft,
  spreadUnits,
} from './record-rules.ts';
import { recordTimeRecordChange } from './time-record-notices.ts';
import { loadTimeRecordOutput } from './time-record-output.ts';
import * as repo from './time-records.repo.ts';

/** A freelancer records, corrects and cancels time on their booked hourly bookings (docs/product.md §14). */

type CreateInput = z.infer<typeof timeRecordCreateInput>;
type SplitInput = z.infer<typeof timeRecordSplitInput>;
type UpdateInput = z.infer<typeof timeRecordUpdateInput>;
type Part = { allocationId: number; minutes: number };

const minutesOf = (hours: number) => Math.round(hours * 60);

/** The booking if it is the caller's (a freelancer's own booking; another's is 404). */
async function loadOwnBooking(db: DbOrTx, auth: RequestAuth, bookingId: number) {
  const booking = await bookingsRepo.findBooking(db, bookingId, { freelancerId: auth.userId });
  if (!booking) throw notFound();
  return booking;
}

/** The whole record on the booking's first active allocation. */
async function singlePart(db: DbOrTx, bookingId: number, minutes: number): Promise<Part[]> {
  const [first] = await activeAllocationsOf(db, bookingId);
  if (!first) throw fieldError('booking_id', 'catalogue.atLeastOneActiveAllocation');
  return [{ allocationId: first.id, minutes }];
}

/** Split hours to minutes that add up to the record's minutes exactly. */
function splitParts(input: Pick<SplitInput, 'allocations'>, minutes: number): Part[] {
  const parts = input.allocations.map((allocation) => ({
    allocationId: allocation.allocation_id,
    minutes: minutesOf(allocation.hours),
  }));
  parts[parts.length - 1]!.minutes += minutes - parts.reduce((sum, part) => sum + part.minutes, 0);
  return parts;
}

export async function createTimeRecord(
  db: Db,
  context: NoticeContext,
  auth: RequestAuth,
  input: CreateInput | SplitInput,
): Promise<TimeRecord> {
  const booking = await loadOwnBooking(db, auth, input.booking_id);
  await assertBookingTakes(db, booking, 'HOURLY', input.date, 'date');
  const minutes = minutesOf(input.hours);
  let parts: Part[];
  if ('allocations' in input) {
    await checkSplitAllocations(
      db,
      booking.id,
      input.allocations.map((allocation) => allocation.allocation_id),
    );
    parts = splitParts(input, minutes);
  } else {
    parts = await singlePart(db, booking.id, minutes);
  }
  const id = await db.transaction(async (tx) => {
    // Taking the minutes first: of many concurrent saves only those that fit get past this UPDATE.
    await moveMinutesLeft(tx, booking.id, minutes);
    const record = await repo.insertRecord(tx, {
      bookingId: booking.id,
      freelancerId: booking.freelancerId,
      agencyId: booking.agencyId,
      workDate: input.date,
      minutes,
      description: input.description,
      status: 'PENDING',
      submittedDate: today(),
    });
    await repo.replaceRecordAllocations(tx, record.id, parts);
    await recordTimeRecordChange(tx, context, {
      record,
      booking,
      actorId: auth.userId,
      action: 'CREATED',
      before: null,
    });
    return record.id;
  });
  await context.events.publish({ type: 'costChanged', agencyId: booking.agencyId });
  return loadTimeRecordOutput(db, auth, id);
}

async function loadRecord(db: DbOrTx, auth: RequestAuth, id: number) {
  const record = await repo.findRecord(db, id, rowScope(auth));
  if (!record) throw notFound();
  return record;
}

export async function currentRecordStatus(db: DbOrTx, id: number): Promise<TimeRecordStatus> {
  const record = await repo.findRecord(db, id);
  if (!record) throw notFound();
  return record.status;
}

/** A correction's own split, on the booking's active allocations. */
async function correctedSplit(
  db: DbOrTx,
  bookingId: number,
  input: Pick<SplitInput, 'allocations'>,
  minutes: number,
): Promise<Part[]> {
  await checkSplitAllocations(
    db,
    bookingId,
    input.allocations.map((allocation) => allocation.allocation_id),
  );
  return splitParts(input, minutes);
}

/** Without a new split the stored one is scaled to the corrected hours. */
async function scaledSplit(db: DbOrTx, recordId: number, bookingId: number, minutes: number): Promise<Part[]> {
  const stored = await repo.listRecordAllocations(db, [recordId]);
  if (stored.length === 0) return singlePart(db, bookingId, minutes);
  return spreadUnits(
    minutes,
    stored.map((part) => part.minutes),
  ).map((share, index) => ({ allocationId: stored[index]!.allocationId, minutes: share }));
}

/** A correction resubmits the record (→ PENDING) and takes its hours again when it had given them back. */
export async function correctTimeRecord(
  db: Db,
  context: NoticeContext,
  auth: RequestAuth,
  input: UpdateInput,
): Promise<TimeRecord> {
  const current = await loadRecord(db, auth, input.id);
  if (input.booking_id !== current.bookingId) throw fieldError('booking_id', 'validation.invalidValue');
  const next = nextTimeRecordStatus(current.status, 'correct');
  if (!next) throw invalidTransition(current.status);
  const booking = await loadOwnBooking(db, auth, current.bookingId);
  await assertBookingTakes(db, booking, 'HOURLY', input.date, 'date');
  const minutes = minutesOf(input.hours);
  const parts = input.allocations
    ? await correctedSplit(db, booking.id, { allocations: input.allocations }, minutes)
    : await scaledSplit(db, current.id, booking.id, minutes);
  const held = holdsHours(current.status) ? current.minutes : 0;
  await db.transaction(async (tx) => {
    const record = await repo.updateRecordIfStatus(tx, current.id, current.status, {
      workDate: input.date,
      minutes,
      description: input.description,
      status: next,
      submittedDate: today(),
    });
    if (!record) throw invalidTransition(await currentRecordStatus(tx, current.id));
    await moveMinutesLeft(tx, booking.id, minutes - held);
    await repo.replaceRecordAllocations(tx, record.id, parts);
    const action = current.status === next ? 'UPDATED' : 'RESUBMITTED';
    await recordTimeRecordChange(tx, context, {
      record,
      booking,
      actorId: auth.userId,
      action,
      before: current.status,
    });
  });
  await context.events.publish({ type: 'costChanged', agencyId: booking.agencyId });
  return loadTimeRecordOutput(db, auth, current.id);
}

/** Cancelling gives the record's hours back to the booking. */
export async function cancelTimeRecord(
  db: Db,
  context: NoticeContext,
  auth: RequestAuth,
  id: number,
): Promise<{ id: number; status: TimeRecordStatus }> {
  const current = await loadRecord(db, auth, id);
  const next = nextTimeRecordStatus(current.status, 'cancel');
  if (!next) throw invalidTransition(current.status);
  const booking = await bookingsRepo.findBooking(db, current.bookingId);
  if (!booking) throw notFound();
  await db.transaction(async (tx) => {
    const record = await repo.updateRecordIfStatus(tx, current.id, current.status, { status: next });
    if (!record) throw invalidTransition(await currentRecordStatus(tx, current.id));
    if (holdsHours(current.status)) await moveMinutesLeft(tx, booking.id, -current.minutes);
    await recordTimeRecordChange(tx, context, {
      record,
      booking,
      actorId: auth.userId,
      action: 'CANCELLED',
      before: current.status,
    });
  });
  return { id: current.id, status: next };
}
