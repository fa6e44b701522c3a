import type { TimeRecord } from '@fm/contract/schemas/time-record';
import type { TimeRecordAction } from '@fm/contract/state-machines/time-record';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { toBookingParties, toEuros, toHours } from '../bookings/booking-output.ts';
import { allowedTimeRecordActions } from './time-record-access.ts';
import * as repo from './time-records.repo.ts';

/** `TR-000123`: the human-readable record number. */
export const timeRecordNumberOf = (id: number) => `TR-${String(id).padStart(6, '0')}`;

export function toTimeRecord(
  row: repo.TimeRecordDetailRow,
  allowedActions: TimeRecordAction[],
  allocations: { allocationId: number; number: string; minutes: number }[],
): TimeRecord {
  const { record, booking } = row;
  const rateCents = booking.ratePerHourCents ?? 0;
  return {
    id: record.id,
    time_record_id: timeRecordNumberOf(record.id),
    booking_id: record.bookingId,
    status: record.status,
    date: record.workDate,
    hours: toHours(record.minutes),
    amount: toEuros(Math.round((rateCents * record.minutes) / 60)),
    description: record.description,
    comment:
      record.status === 'DECLINED'
        ? record.declineComment
        : record.status === 'FINANCE_REJECTED'
          ? record.rejectComment
          : null,
    booking: {
      id: booking.id,
      title: booking.title,
      booking_code: booking.bookingCode,
      rate_per_hour: booking.ratePerHourCents === null ? null : toEuros(booking.ratePerHourCents),
      hours_left: booking.minutesLeft === null ? null : toHours(booking.minutesLeft),
    },
    ...toBookingParties(row),
    allocations: allocations.map((allocation) => ({
      allocation_id: allocation.allocationId,
      number: allocation.number,
      hours: toHours(allocation.minutes),
    })),
    credit_note_id: row.creditNoteId,
    allowed_actions: allowedActions,
    created_at: record.createdAt.toISOString(),
    submitted_date: record.submittedDate,
  };
}

export async function toTimeRecords(
  db: DbOrTx,
  auth: RequestAuth,
  rows: repo.TimeRecordDetailRow[],
): Promise<TimeRecord[]> {
  const allocations = await repo.listRecordAllocations(
    db,
    rows.map((row) => row.record.id),
  );
  return rows.map((row) =>
    toTimeRecord(
      row,
      allowedTimeRecordActions(auth, {
        status: row.record.status,
        freelancerId: row.freelancer.id,
        bookerId: row.booker.id,
      }),
      allocations.filter((allocation) => allocation.timeRecordId === row.record.id),
    ),
  );
}

export async function loadTimeRecordOutput(db: DbOrTx, auth: RequestAuth, id: number): Promise<TimeRecord> {
  const row = await repo.findRecordDetail(db, id);
  if (!row) throw new Error(`time record ${id} vanished`);
  const [output] = await toTimeRecords(db, auth, [row]);
  return output!;
}
