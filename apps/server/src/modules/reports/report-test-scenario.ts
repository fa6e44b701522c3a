import type { TestApp } from '../../../test/test-app.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createCreditNote } from '../../db/factories/credit-note.ts';
import { createFlatRatePayment } from '../../db/factories/flat-rate-payment.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import { bookingRatings } from '../../db/schema/bookings.ts';
import type { RecordWorld } from '../time-records/record-test-world.ts';

/**
 * The seeded scenario of the report and accounting tests, on the record world: October 2026 credit notes of
 * Nordlicht (8 h and 2 h at 90 €/h, a 1 000 € flat-rate payment, a cancelled 1 h note) and one of Südwind
 * (1 h at 100 €/h); a November note; and a 4-star rating by the account manager. All with 19 % VAT.
 */
export async function seedScenario(t: TestApp, w: RecordWorld) {
  const [kstA, kstB] = w.splitProject.allocations;
  const hourly = (allocationId: number) =>
    createBooking(t.db, {
      projectId: w.splitProject.id,
      createdBy: w.am.id,
      freelancerId: w.freelancer.id,
      status: 'BOOKED',
      rateType: 'HOURLY',
      ratePerHourCents: 9000,
      hours: 40,
      startDate: '2026-09-01',
      endDate: '2026-12-31',
      allocationIds: [allocationId],
    });
  const onA = await hourly(kstA!.id);
  const onB = await hourly(kstB!.id);
  const flat = await createBooking(t.db, {
    projectId: w.splitProject.id,
    createdBy: w.am.id,
    freelancerId: w.freelancer.id,
    status: 'BOOKED',
    rateType: 'FLAT',
    flatAmountCents: 500_000,
    startDate: '2026-09-01',
    endDate: '2026-12-31',
    allocationIds: [kstB!.id],
  });
  const record = (bookingId: number, hours: number, workDate: string) =>
    createTimeRecord(t.db, { bookingId, minutes: hours * 60, workDate, status: 'FINANCE_APPROVED' });
  const note = (source: { timeRecordId?: number; flatRatePaymentId?: number }, issuedOn: string, cancelled = false) =>
    createCreditNote(t.db, {
      ...source,
      vatBasisPoints: 1900,
      issuedAt: new Date(`${issuedOn}T10:00:00Z`),
      ...(cancelled ? { status: 'CANCELLED' as const } : {}),
    });
  const first = await note({ timeRecordId: (await record(onA.id, 8, '2026-10-05')).id }, '2026-10-06');
  const cancelled = await note({ timeRecordId: (await record(onA.id, 1, '2026-10-07')).id }, '2026-10-08', true);
  const second = await note({ timeRecordId: (await record(onB.id, 2, '2026-10-12')).id }, '2026-10-13');
  const payment = await createFlatRatePayment(t.db, {
    bookingId: flat.id,
    amountCents: 100_000,
    paymentDate: '2026-10-20',
    status: 'FINANCE_APPROVED',
  });
  const flatNote = await note({ flatRatePaymentId: payment.id }, '2026-10-21');
  const november = await note({ timeRecordId: (await record(onA.id, 4, '2026-11-03')).id }, '2026-11-04');
  const other = await createBooking(t.db, {
    projectId: w.otherProject.id,
    createdBy: w.otherAm.id,
    freelancerId: w.otherFreelancer.id,
    status: 'BOOKED',
    rateType: 'HOURLY',
    ratePerHourCents: 10_000,
    hours: 10,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  });
  const southern = await note({ timeRecordId: (await record(other.id, 1, '2026-10-09')).id }, '2026-10-10');
  await t.db.insert(bookingRatings).values({
    bookingId: onA.id,
    ratedBy: w.am.id,
    rating: 4,
    comment: 'Sehr zuverlässig, gerne wieder',
    createdAt: new Date('2026-10-15T09:00:00Z'),
  });
  return { onA, onB, flat, other, first, cancelled, second, flatNote, november, southern };
}
export type Scenario = Awaited<ReturnType<typeof seedScenario>>;
