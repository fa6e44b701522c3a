import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../../test/test-app.ts';
import type { Db } from './client.ts';
import { createAgency } from './factories/agency.ts';
import { createBooking } from './factories/booking.ts';
import { createMessage } from './factories/conversation.ts';
import { createCreditNote } from './factories/credit-note.ts';
import { createFlatRatePayment } from './factories/flat-rate-payment.ts';
import { createFreelancer } from './factories/freelancer.ts';
import { createProject } from './factories/project.ts';
import { createTimeRecord } from './factories/time-record.ts';
import { createUser } from './factories/user.ts';
import { bookings } from './schema/bookings.ts';
import { creditNotes } from './schema/credit-notes.ts';
import { freelancerAbsences, freelancerBookmarks, freelancers } from './schema/freelancers.ts';
import { clients } from './schema/organisation.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

/** The statement must fail on the named constraint (drizzle wraps the driver's error as `cause`). */
async function rejects(statement: Promise<unknown>, constraint: string) {
  const error = await statement.then(
    () => null,
    (caught: unknown) => caught as { message?: string; cause?: { constraint?: string; message?: string } },
  );
  expect(error, `expected a violation of ${constraint}`).not.toBeNull();
  const text = `${error?.cause?.constraint ?? ''} ${error?.cause?.message ?? ''} ${error?.message ?? ''}`;
  expect(text).toContain(constraint);
}

describe('bookings', () => {
  test('an hourly booking starts with its booked minutes left and the derived total cost', async () => {
    const booking = await createBooking(db, { hours: 10, ratePerHourCents: 9_050 });
    expect(booking).toMatchObject({ bookedMinutes: 600, minutesLeft: 600, totalCostCents: 90_500 });
    expect(booking.bookingCode).toMatch(/^BK-2026-\d{6}$/);
  });

  test('time records draw minutes_left down, and never below zero', async () => {
    const booking = await createBooking(db, { hours: 8, status: 'BOOKED' });
    await createTimeRecord(db, { bookingId: booking.id, minutes: 300 });
    await createTimeRecord(db, { bookingId: booking.id, minutes: 200, status: 'DECLINED' });
    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after?.minutesLeft).toBe(180);
    await rejects(createTimeRecord(db, { bookingId: booking.id, minutes: 181 }), 'bookings_minutes_left_range');
    await rejects(
      db.update(bookings).set({ minutesLeft: -1 }).where(eq(bookings.id, booking.id)),
      'bookings_minutes_left_range',
    );
  });

  test('flat payments draw amount_left down, and never below zero', async () => {
    const booking = await createBooking(db, { rateType: 'FLAT', flatAmountCents: 300_000, status: 'BOOKED' });
    expect(booking).toMatchObject({ totalCostCents: 300_000, amountLeftCents: 300_000, minutesLeft: null });
    await createFlatRatePayment(db, { bookingId: booking.id, amountCents: 250_000 });
    await rejects(
      createFlatRatePayment(db, { bookingId: booking.id, amountCents: 50_001 }),
      'bookings_amount_left_range',
    );
  });

  test('an end date before the start date is rejected', async () => {
    await rejects(createBooking(db, { startDate: '2026-10-10', endDate: '2026-10-09' }), 'bookings_dates');
  });

  test('an hourly booking needs rate and minutes, a flat one its amount', async () => {
    const booking = await createBooking(db);
    await rejects(
      db.update(bookings).set({ ratePerHourCents: null }).where(eq(bookings.id, booking.id)),
      'bookings_hourly_fields',
    );
    await rejects(
      db.update(bookings).set({ rateType: 'FLAT' }).where(eq(bookings.id, booking.id)),
      'bookings_flat_fields',
    );
  });

  test('unknown statuses and duplicate booking codes are rejected', async () => {
    const booking = await createBooking(db);
    await rejects(
      db.execute(sql`update bookings set status = 'DONE' where id = ${booking.id}`),
      'bookings_status_check',
    );
    await rejects(createBooking(db, { bookingCode: booking.bookingCode }), 'bookings_booking_code_unique');
  });
});

describe('freelancers', () => {
  test('a company id must have exactly four digits', async () => {
    const { freelancer } = await createFreelancer(db, { profile: { companyId: '1234' } });
    expect(freelancer.companyId).toBe('1234');
    await rejects(createFreelancer(db, { profile: { companyId: '12345' } }), 'freelancers_company_id_format');
    await rejects(createFreelancer(db, { profile: { companyId: '12a4' } }), 'freelancers_company_id_format');
  });

  test('a user bookmarks a freelancer once', async () => {
    const user = await createUser(db, { role: 'managing-director' });
    const { freelancer } = await createFreelancer(db);
    await db.insert(freelancerBookmarks).values({ userId: user.id, freelancerId: freelancer.id });
    await rejects(
      db.insert(freelancerBookmarks).values({ userId: user.id, freelancerId: freelancer.id }),
      'freelancer_bookmarks_user_freelancer_unique',
    );
  });

  test('one absence per freelancer and day', async () => {
    const { freelancer } = await createFreelancer(db, { absentDates: ['2026-12-24'] });
    await rejects(
      db.insert(freelancerAbsences).values({ freelancerId: freelancer.id, date: '2026-12-24' }),
      'freelancer_absences_freelancer_date_unique',
    );
  });

  test('an incomplete profile has no vendor number or rates', async () => {
    const { freelancer, user } = await createFreelancer(db, { isComplete: false });
    expect(freelancer).toMatchObject({ id: user.id, isProfileComplete: false, vendorNumber: null, dayRateCents: null });
    const [row] = await db.select().from(freelancers).where(eq(freelancers.id, user.id));
    expect(row?.hasAcceptedCreditMemoProcedure).toBe(false);
  });
});

describe('credit notes', () => {
  test('numbers are sequential per agency and year, and a sequence cannot repeat', async () => {
    const agency = await createAgency(db);
    const project = await createProject(db, { agencyId: agency.id });
    const booking = await createBooking(db, { projectId: project.id, status: 'BOOKED' });
    const issuedAt = new Date('2026-11-02T10:00:00Z');
    const first = await createCreditNote(db, {
      timeRecordId: (await createTimeRecord(db, { bookingId: booking.id, status: 'FINANCE_APPROVED' })).id,
      issuedAt,
    });
    const second = await createCreditNote(db, {
      timeRecordId: (await createTimeRecord(db, { bookingId: booking.id, status: 'FINANCE_APPROVED' })).id,
      issuedAt,
    });
    expect([first.year, first.sequence, second.sequence]).toEqual([2026, 1, 2]);
    expect(first.grossCents).toBe(first.netCents + first.vatCents);
    const { id: _id, ...copy } = second;
    const third = await createTimeRecord(db, { bookingId: booking.id, status: 'FINANCE_APPROVED' });
    await rejects(
      db.insert(creditNotes).values({ ...copy, number: 'GS-DUPLICATE', timeRecordId: third.id }),
      'credit_notes_agency_year_sequence_unique',
    );
  });

  test('a cancelled credit note carries its cancellation document', async () => {
    const note = await createCreditNote(db, { status: 'CANCELLED' });
    expect(note.cancellationNumber).toBe(`${note.number}-S`);
    await rejects(
      db.update(creditNotes).set({ cancelledAt: null }).where(eq(creditNotes.id, note.id)),
      'credit_notes_cancellation_consistent',
    );
  });
});

describe('other tables', () => {
  test('client names are unique per agency regardless of case', async () => {
    const agency = await createAgency(db);
    const other = await createAgency(db);
    await db.insert(clients).values({ agencyId: agency.id, name: 'Hafen AG' });
    await db.insert(clients).values({ agencyId: other.id, name: 'Hafen AG' });
    await rejects(db.insert(clients).values({ agencyId: agency.id, name: 'HAFEN ag' }), 'clients_agency_name_unique');
  });

  test('a message opens the conversation of the two users once', async () => {
    const a = await createUser(db);
    const b = await createUser(db);
    const first = await createMessage(db, { senderId: a.id, receiverId: b.id });
    const reply = await createMessage(db, { senderId: b.id, receiverId: a.id });
    expect(reply.conversationId).toBe(first.conversationId);
    await rejects(createMessage(db, { senderId: a.id, receiverId: a.id }), 'conversations_ordered_pair');
  });

  test('a user role must be one of the known roles', async () => {
    await rejects(
      db.execute(sql`insert into users (email, realm, role) values ('x@factory.test', 'admin', 'superuser')`),
      'users_role_check',
    );
  });
});
