import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createFlatRatePayment } from '../../db/factories/flat-rate-payment.ts';
import { createProject } from '../../db/factories/project.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import { createUser, type User } from '../../db/factories/user.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { agencyBudgets } from '../../db/schema/budget.ts';
import { flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import { agencies } from '../../db/schema/identity.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { budgetNotificationMembers } from '../../db/schema/organisation.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { setClock } from '../../platform/clock.ts';
import { api, createRecordWorld, type RecordWorld } from '../time-records/record-test-world.ts';

/** Increasing a budget, the freelancer fee, closing a financial year and the 80 %/100 % notices. Today: 12.03.2027. */

let t: TestApp;
let w: RecordWorld;
let globalCfo: User;

beforeAll(async () => {
  setClock({ now: () => new Date('2027-03-12T10:00:00Z') });
  t = await createTestApp();
  w = await createRecordWorld(t);
  globalCfo = await createUser(t.db, { role: 'finance-cfo-global' });
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

const increase = (user: User, body: Record<string, unknown>, language: 'en' | 'de' = 'en') =>
  api(t, w, user, 'POST', 'agency/increase/budget', body, language);
const setFee = (user: User, body: Record<string, unknown>) => api(t, w, user, 'POST', 'agency/freelancer-fee', body);
const close = (user: User, body: Record<string, unknown>, language: 'en' | 'de' = 'en') =>
  api(t, w, user, 'POST', 'agency/financial-year/close', body, language);

describe('increase/budget', () => {
  test('admin and the CFOs add to the budget of the current year; the change is logged', async () => {
    const first = await increase(w.admin, { agency_id: w.suedwind.id, amount: 1_000.5 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ agency_id: w.suedwind.id, financial_year: '2026/27', budget: 1_000.5 });
    const second = await increase(w.cfo, { agency_id: w.suedwind.id, amount: 499.5 });
    expect(second.json().data.budget).toBe(1_500);
    const third = await increase(globalCfo, { agency_id: w.suedwind.id, amount: 500, financial_year: '2027/28' });
    expect(third.json().data).toMatchObject({ financial_year: '2027/28', budget: 500 });
    const entries = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'AGENCY_BUDGET_INCREASED'), eq(activityLog.agencyId, w.suedwind.id)));
    expect(entries).toHaveLength(3);
  });

  test('finance users, agency users and freelancers may not; a CFO outside the agency’s groups gets 404', async () => {
    expect((await increase(w.financeUser, { agency_id: w.suedwind.id, amount: 1 })).statusCode).toBe(403);
    expect((await increase(w.md, { agency_id: w.nordlicht.id, amount: 1 })).statusCode).toBe(403);
    expect((await increase(w.freelancer, { agency_id: w.nordlicht.id, amount: 1 })).statusCode).toBe(403);
    expect((await increase(w.groupCfo, { agency_id: w.suedwind.id, amount: 1 })).statusCode).toBe(404);
  });

  test('bad amounts are refused with field errors and change nothing', async () => {
    for (const amount of [0, -5, 1.234, 'viel']) {
      const response = await increase(w.admin, { agency_id: w.suedwind.id, amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('amount');
    }
    const [budget] = await t.db
      .select()
      .from(agencyBudgets)
      .where(and(eq(agencyBudgets.agencyId, w.suedwind.id), eq(agencyBudgets.financialYearStart, 2026)));
    expect(budget!.amountCents).toBe(150_000);
  });
});

describe('freelancer-fee', () => {
  test('admin and the CFOs set it; it shows in the budget', async () => {
    const response = await setFee(w.cfo, { agency_id: w.suedwind.id, fee: 12.5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ agency_id: w.suedwind.id, fee: 12.5 });
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, w.suedwind.id));
    expect(agency!.freelancerFeeBasisPoints).toBe(1250);
    const budget = await api(t, w, w.otherMd, 'GET', 'agency/agency/budget');
    expect(budget.json().data.freelancer_fee).toBe(12.5);
  });

  test('others may not, out-of-range values are refused', async () => {
    expect((await setFee(w.financeUser, { agency_id: w.suedwind.id, fee: 5 })).statusCode).toBe(403);
    expect((await setFee(w.md, { agency_id: w.nordlicht.id, fee: 5 })).statusCode).toBe(403);
    expect((await setFee(w.groupCfo, { agency_id: w.suedwind.id, fee: 5 })).statusCode).toBe(404);
    expect((await setFee(w.admin, { agency_id: w.suedwind.id, fee: 101 })).statusCode).toBe(400);
    expect((await setFee(w.admin, { agency_id: w.suedwind.id, fee: 7.555 })).statusCode).toBe(400);
  });
});

describe('financial-year/close', () => {
  test('refused while work waits for review, with the counts; allowed once it is reviewed', async () => {
    const agency = await createAgency(t.db);
    const project = await createProject(t.db, { agencyId: agency.id, dueDate: '2027-06-30' });
    const hourly = await createBooking(t.db, {
      projectId: project.id,
      freelancerId: w.freelancer.id,
      status: 'BOOKED',
      approvedAt: new Date('2026-12-20T10:00:00Z'),
      startDate: '2027-01-04',
      endDate: '2027-06-30',
    });
    const flat = await createBooking(t.db, {
      projectId: project.id,
      status: 'BOOKED',
      rateType: 'FLAT',
      startDate: '2027-01-04',
      endDate: '2027-06-30',
    });
    const pending = await createTimeRecord(t.db, { bookingId: hourly.id, status: 'PENDING', workDate: '2027-02-01' });
    const awaitingFinance = await createTimeRecord(t.db, {
      bookingId: hourly.id,
      status: 'APPROVED',
      workDate: '2027-02-02',
    });
    const payment = await createFlatRatePayment(t.db, { bookingId: flat.id, paymentDate: '2027-02-03' });
    // Work of the next year does not hold this one up.
    const later = await createProject(t.db, { agencyId: agency.id, dueDate: '2027-08-31' });
    const laterBooking = await createBooking(t.db, {
      projectId: later.id,
      status: 'BOOKED',
      startDate: '2027-01-04',
      endDate: '2027-08-31',
    });
    await createTimeRecord(t.db, { bookingId: laterBooking.id, status: 'PENDING', workDate: '2027-02-01' });

    const refused = await close(globalCfo, { agency_id: agency.id }, 'de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Das Geschäftsjahr 2026/27 kann noch nicht abgeschlossen werden. Noch zu prüfen: Zeiteinträge 2, Pauschalzahlungen 1.',
    );

    await t.db.update(timeRecords).set({ status: 'FINANCE_APPROVED' }).where(eq(timeRecords.id, awaitingFinance.id));
    await t.db.update(timeRecords).set({ status: 'CANCELLED' }).where(eq(timeRecords.id, pending.id));
    const stillOne = await close(globalCfo, { agency_id: agency.id });
    expect(stillOne.json().message).toBe(
      'The financial year 2026/27 cannot be closed yet. Still awaiting review: time records 0, flat-rate payments 1.',
    );
    await t.db.update(flatRatePayments).set({ status: 'FINANCE_APPROVED' }).where(eq(flatRatePayments.id, payment.id));

    const closed = await close(globalCfo, { agency_id: agency.id, financial_year: '2026/27' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'CLOSED', financial_year: '2026/27' });
    expect(closed.json().data.closed_at).not.toBeNull();
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'AGENCY_BUDGET_YEAR_CLOSED'), eq(activityLog.agencyId, agency.id)));
    expect(entry).toMatchObject({ beforeStatus: 'OPEN', afterStatus: 'CLOSED', actorId: globalCfo.id });

    // A closed year takes no new cost and no more budget; closing twice is a conflict.
    const late = await api(t, w, w.freelancer, 'POST', 'freelancer/time-record', {
      booking_id: hourly.id,
      date: '2027-03-01',
      hours: 2,
      description: 'Nachtrag',
    });
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().message).toBe('The financial year 2026/27 is closed and takes no new costs.');
    const more = await increase(w.admin, { agency_id: agency.id, amount: 100 });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe('The budget of the closed financial year 2026/27 cannot be increased.');
    expect((await close(w.admin, { agency_id: agency.id })).statusCode).toBe(409);
  });

  test('only admin and the CFOs close; another group’s agency is not found', async () => {
    expect((await close(w.financeUser, { agency_id: w.nordlicht.id })).statusCode).toBe(403);
    expect((await close(w.md, { agency_id: w.nordlicht.id })).statusCode).toBe(403);
    expect((await close(w.am, { agency_id: w.nordlicht.id })).statusCode).toBe(403);
    expect((await close(w.freelancer, { agency_id: w.nordlicht.id })).statusCode).toBe(403);
    expect((await close(w.groupCfo, { agency_id: w.suedwind.id })).statusCode).toBe(404);
    expect((await close(w.admin, { agency_id: w.nordlicht.id, financial_year: '2026' })).statusCode).toBe(400);
  });
});

describe('threshold notices', () => {
  test('20 concurrent approvals crossing 80 % and 100 % tell each member once per threshold', async () => {
    const agency = await createAgency(t.db, { isBookingApprovalRequired: true });
    const md = await createUser(t.db, { role: 'managing-director', agencyIds: [agency.id], language: 'de' });
    const member = await createUser(t.db, { role: 'agency-manager', agencyIds: [agency.id] });
    await t.db.insert(budgetNotificationMembers).values([
      { agencyId: agency.id, userId: md.id },
      { agencyId: agency.id, userId: member.id },
    ]);
    const project = await createProject(t.db, { agencyId: agency.id, createdBy: md.id, dueDate: '2027-06-30' });
    // Budget 1 000 €; 20 pending flat bookings of 50 € each: 16 approved reach 80 %, all 20 reach 100 %.
    await increase(w.admin, { agency_id: agency.id, amount: 1_000 });
    const pending = await Promise.all(
      Array.from({ length: 20 }, () =>
        createBooking(t.db, {
          projectId: project.id,
          createdBy: md.id,
          status: 'PENDING',
          rateType: 'FLAT',
          flatAmountCents: 5_000,
          startDate: '2027-04-01',
          endDate: '2027-04-30',
        }),
      ),
    );
    const mdHeaders = await w.headers(md);
    const responses = await Promise.all(
      pending.map((booking) =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/agency/booking/approve',
          headers: mdHeaders,
          payload: { booking_id: booking.id },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.agencyId, agency.id), eq(notifications.type, 'BUDGET_THRESHOLD')));
    const percentOf = (params: unknown) => (params as { percent: number }).percent;
    expect(told.map((row) => `${row.userId}: ${percentOf(row.params)} %`).sort()).toEqual(
      [`${md.id}: 100 %`, `${md.id}: 80 %`, `${member.id}: 100 %`, `${member.id}: 80 %`].sort(),
    );
    expect(told[0]!.params).toEqual({ agency: agency.name, year: '2026/27', percent: percentOf(told[0]!.params) });
    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.to, md.email));
    expect(
      mails
        .map((mail) => mail.subject)
        .filter((subject) => subject.includes('%'))
        .sort(),
    ).toEqual([
      `${agency.name} hat 100 % des Budgets für 2026/27 erreicht`,
      `${agency.name} hat 80 % des Budgets für 2026/27 erreicht`,
    ]);
  });
});

describe('threshold notices after other changes', () => {
  /**
   * An agency at 85 % of its 1 000 € budget through a BOOKED flat booking made directly in the database, so no
   * notice went out yet: the next change through the API that books or records money must tell its member.
   */
  async function agencyAt85Percent() {
    const agency = await createAgency(t.db);
    const md = await createUser(t.db, { role: 'managing-director', agencyIds: [agency.id] });
    await t.db.insert(budgetNotificationMembers).values({ agencyId: agency.id, userId: md.id });
    const project = await createProject(t.db, { agencyId: agency.id, createdBy: md.id, dueDate: '2027-06-30' });
    await increase(w.admin, { agency_id: agency.id, amount: 1_000 });
    const booked = {
      projectId: project.id,
      createdBy: md.id,
      freelancerId: w.freelancer.id,
      status: 'BOOKED',
      approvedAt: new Date(),
      startDate: '2027-03-01',
      endDate: '2027-03-31',
    } as const;
    const flat = await createBooking(t.db, { ...booked, rateType: 'FLAT', flatAmountCents: 85_000 });
    /** A BOOKED hourly booking of the agency's freelancer: 2 h at 10 €/h in March 2027. */
    const bookHourly = () => createBooking(t.db, { ...booked, rateType: 'HOURLY', ratePerHourCents: 1_000, hours: 2 });
    const percentsTold = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.agencyId, agency.id), eq(notifications.type, 'BUDGET_THRESHOLD')))
      ).map((row) => `${row.userId}: ${(row.params as { percent: number }).percent} %`);
    expect(await percentsTold()).toEqual([]);
    return { agency, md, project, flat, bookHourly, percentsTold };
  }

  test('a booking created without approval tells the members', async () => {
    const { md, project, percentsTold } = await agencyAt85Percent();
    const response = await api(t, w, md, 'POST', 'agency/booking', {
      project_id: project.id,
      freelancer_id: w.freelancer.id,
      title: 'Retouching',
      start_date: '2027-04-01',
      end_date: '2027-04-30',
      rate_type: 'FLAT',
      flat_amount: 10,
      allocation_ids: [project.allocations[0]!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('APPROVED');
    expect(await percentsTold()).toEqual([`${md.id}: 80 %`]);
  });

  test('a flat-rate payment recorded tells the members', async () => {
    const { md, project, flat, percentsTold } = await agencyAt85Percent();
    const response = await api(t, w, md, 'POST', 'agency/booking/flatrate/split', {
      booking_id: flat.id,
      payment_date: '2027-03-10',
      description: 'First instalment',
      allocations: [{ allocation_id: project.allocations[0]!.id, amount: 100 }],
    });
    expect(response.statusCode).toBe(200);
    expect(await percentsTold()).toEqual([`${md.id}: 80 %`]);
  });

  test('time recorded tells the members', async () => {
    const { agency, md, bookHourly, percentsTold } = await agencyAt85Percent();
    const hourly = await bookHourly();
    expect(hourly.agencyId).toBe(agency.id);
    const response = await api(t, w, w.freelancer, 'POST', 'freelancer/time-record', {
      booking_id: hourly.id,
      date: '2027-03-10',
      hours: 1,
      description: 'Colour correction',
    });
    expect(response.statusCode).toBe(200);
    expect(await percentsTold()).toEqual([`${md.id}: 80 %`]);
  });

  test('a declined time record corrected (hours back on the booking) tells the members', async () => {
    const { md, bookHourly, percentsTold } = await agencyAt85Percent();
    const hourly = await bookHourly();
    const declined = await createTimeRecord(t.db, {
      bookingId: hourly.id,
      status: 'DECLINED',
      minutes: 60,
      workDate: '2027-03-10',
    });
    const response = await api(t, w, w.freelancer, 'PUT', 'freelancer/time-record', {
      id: declined.id,
      booking_id: hourly.id,
      date: '2027-03-10',
      hours: 1,
      description: 'Colour correction, second pass',
    });
    expect(response.statusCode).toBe(200);
    expect(await percentsTold()).toEqual([`${md.id}: 80 %`]);
  });
});
