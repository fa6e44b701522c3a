import { berlinDateOf } from '@fm/contract/dates';
import type { CreditNote } from '@fm/contract/schemas/credit-note';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { parseDatev } from '../../../test/datev-file.ts';
import { validateAgainstFacturXSchema } from '../../../test/e-invoice-schema.ts';
import { createFlatRatePayment } from '../../db/factories/flat-rate-payment.ts';
import { createTimeRecord } from '../../db/factories/time-record.ts';
import type { User } from '../../db/factories/user.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { creditNotes } from '../../db/schema/credit-notes.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { agencies } from '../../db/schema/identity.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import { api, flatBooking, hourlyBooking, t, useRecordWorld, w } from '../time-records/record-test-world.ts';

useRecordWorld();

/** An APPROVED time record of `hours` on a fresh BOOKED booking at 90 €/h, waiting for finance. */
async function approvedRecord(hours = 8) {
  const booking = await hourlyBooking(w, { ratePerHourCents: 9000 })(t);
  return createTimeRecord(t.db, { bookingId: booking.id, status: 'APPROVED', minutes: hours * 60 });
}

const financeApprove = (id: number, user: User = w.financeUser) =>
  api(t, w, user, 'POST', 'agency/update-time-record', { id, status: 'FINANCE_APPROVED' });
const noteOf = async (timeRecordId: number) =>
  (await t.db.select().from(creditNotes).where(eq(creditNotes.timeRecordId, timeRecordId)))[0];
const list = (user: User, query: Record<string, unknown> = {}) =>
  api(t, w, user, 'GET', 'freelancer/credit-note', { items: 200, ...query });
const cancel = (user: User, id: number, reason: unknown = 'Falscher Leistungszeitraum') =>
  api(t, w, user, 'POST', 'agency/credit-note/cancel', { id, reason });
async function download(user: User, id: number, document: string) {
  const headers = await w.headers(user);
  return t.app.inject({ method: 'GET', url: `/api/freelancer/credit-note/${id}/${document}`, headers });
}
async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('issuing on finance approval', () => {
  test('a finance-approved time record gets one REVIEWED note with net, 19 % VAT and gross', async () => {
    const record = await approvedRecord(8);
    const response = await financeApprove(record.id);
    expect(response.statusCode, response.body).toBe(200);
    const note = await noteOf(record.id);
    expect(note).toMatchObject({ status: 'REVIEWED', netCents: 72_000, vatBasisPoints: 1900, vatCents: 13_680 });
    expect(note!.grossCents).toBe(85_680);
    expect(note!.number).toMatch(/^GS-\d{4}-\d{3}-\d{5}$/);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'CREDIT_NOTE_ISSUED'));
    expect(entry).toBeDefined();
    const told = await t.db.select().from(notifications).where(eq(notifications.entityId, note!.id));
    expect(told.map((n) => [n.userId, n.messageKey])).toContainEqual([
      w.freelancer.id,
      'notifications.creditNoteIssued',
    ]);
    const [mail] = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.subject, `Ihre Gutschrift ${note!.number}`));
    expect(mail?.attachments).toEqual([expect.objectContaining({ filename: `${note!.number}.pdf` })]);
  });

  test('a freelancer who excludes VAT gets a note without VAT and the §19 UStG note in the PDF', async () => {
    await t.db.update(freelancers).set({ excludeVat: true }).where(eq(freelancers.id, w.freelancer.id));
    try {
      const record = await approvedRecord(2);
      expect((await financeApprove(record.id)).statusCode).toBe(200);
      const note = (await noteOf(record.id))!;
      expect(note).toMatchObject({ netCents: 18_000, vatBasisPoints: 0, vatCents: 0, grossCents: 18_000 });
      const pdf = await download(w.freelancer, note.id, 'pdf');
      expect(await pdfText(pdf.rawPayload)).toContain('§ 19 UStG');
    } finally {
      await t.db.update(freelancers).set({ excludeVat: false }).where(eq(freelancers.id, w.freelancer.id));
    }
  });

  test('a finance-approved flat-rate payment gets its note for the payment amount', async () => {
    const booking = await flatBooking(w)(t);
    const payment = await createFlatRatePayment(t.db, { bookingId: booking.id, amountCents: 150_000 });
    const response = await api(t, w, w.financeUser, 'PUT', 'agency/flatrate-payment', {
      id: payment.id,
      status: 'FINANCE_APPROVED',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.flatRatePaymentId, payment.id));
    expect(note).toMatchObject({ netCents: 150_000, vatCents: 28_500, grossCents: 178_500 });
  });

  test.each([
    [
      'vendor number',
      () => t.db.update(freelancers).set({ vendorNumber: null }).where(eq(freelancers.id, w.freelancer.id)),
      'A credit note cannot be created because the freelancer has no vendor number.',
    ],
    [
      'consent to the credit memo procedure',
      () =>
        t.db
          .update(freelancers)
          .set({ hasAcceptedCreditMemoProcedure: false })
          .where(eq(freelancers.id, w.freelancer.id)),
      'A credit note cannot be created because the freelancer has not accepted the credit memo procedure.',
    ],
    [
      'credit-note footer',
      () => t.db.update(agencies).set({ creditNoteFooter: ' ' }).where(eq(agencies.id, w.nordlicht.id)),
      'A credit note cannot be created because the agency has no credit note header or footer.',
    ],
  ] as const)('a missing %s refuses the approval and changes nothing', async (_what, breakIt, message) => {
    const [before] = await t.db.select().from(freelancers).where(eq(freelancers.id, w.freelancer.id));
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, w.nordlicht.id));
    const record = await approvedRecord(1);
    await breakIt();
    try {
      const response = await financeApprove(record.id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      const [after] = await t.db.select().from(timeRecords).where(eq(timeRecords.id, record.id));
      expect(after?.status).toBe('APPROVED');
      expect(await noteOf(record.id)).toBeUndefined();
    } finally {
      await t.db
        .update(freelancers)
        .set({
          vendorNumber: before!.vendorNumber,
          hasAcceptedCreditMemoProcedure: before!.hasAcceptedCreditMemoProcedure,
        })
        .where(eq(freelancers.id, w.freelancer.id));
      await t.db
        .update(agencies)
        .set({ creditNoteFooter: agency!.creditNoteFooter })
        .where(eq(agencies.id, w.nordlicht.id));
    }
  });

  // An agency's numbers are handed out one at a time, and each approval renders its documents while it holds its
  // number (about 0.5 s here), so N concurrent approvals in one agency take N times that; at 30 the last one's wait
  // came near the statement timeout (15 s) when CI's other test files shared the two cores, and it answered 503.
  test('12 concurrent approvals in one agency are numbered 1..12 of the year without a gap; a refused one takes no number', async () => {
    const records = await Promise.all(Array.from({ length: 12 }, () => approvedRecord(1)));
    await Promise.all([w.headers(w.financeUser), w.headers(w.cfo)]);
    const before = await t.db
      .select({ sequence: creditNotes.sequence })
      .from(creditNotes)
      .where(eq(creditNotes.agencyId, w.nordlicht.id));
    const start = Math.max(0, ...before.map((row) => row.sequence));
    const responses = await Promise.all(records.map((record) => financeApprove(record.id)));
    expect(responses.map((response) => response.statusCode)).toEqual(records.map(() => 200));
    const notes = await Promise.all(records.map((record) => noteOf(record.id)));
    const sequences = notes.map((note) => note!.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 12 }, (_, index) => start + index + 1));

    // A refused approval rolls back its number: the next note continues the row.
    const refused = await approvedRecord(1);
    await t.db.update(freelancers).set({ taxNumber: null }).where(eq(freelancers.id, w.freelancer.id));
    expect((await financeApprove(refused.id)).statusCode).toBe(400);
    await t.db.update(freelancers).set({ taxNumber: '27/815/08151' }).where(eq(freelancers.id, w.freelancer.id));
    expect((await financeApprove(refused.id)).statusCode).toBe(200);
    expect((await noteOf(refused.id))!.sequence).toBe(start + 13);
  });
});

describe('the documents', () => {
  test('the PDF carries every field §14 (4) UStG asks of a self-billed invoice', async () => {
    const record = await approvedRecord(8);
    await financeApprove(record.id);
    const note = (await noteOf(record.id))!;
    const response = await download(w.freelancer, note.id, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    const [freelancer] = await t.db.select().from(freelancers).where(eq(freelancers.id, w.freelancer.id));
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, w.nordlicht.id));
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, record.bookingId));
    for (const field of [
      'Gutschrift',
      note.number,
      `${w.freelancer.firstName} ${w.freelancer.lastName}`,
      freelancer!.residentialStreet!,
      freelancer!.taxNumber!,
      freelancer!.vendorNumber!,
      agency!.name,
      agency!.street!,
      agency!.creditNoteHeader!,
      agency!.creditNoteFooter!,
      booking!.title,
      '8 Std.',
      '720,00 €',
      'Umsatzsteuer 19 %',
      '136,80 €',
      '856,80 €',
      'Leistungszeitraum',
      'Ausstellungsdatum',
    ]) {
      expect(text, field).toContain(field);
    }
  });

  test('the e-invoice is XRechnung CII with type code 389 and valid against the EN 16931 schema', async () => {
    const record = await approvedRecord(3);
    await financeApprove(record.id);
    const note = (await noteOf(record.id))!;
    const response = await download(w.am, note.id, 'e-invoice');
    expect(response.statusCode).toBe(200);
    const xml = response.body;
    expect(xml).toContain('<ram:TypeCode>389</ram:TypeCode>');
    expect(xml).toContain(`<ram:ID>${note.number}</ram:ID>`);
    expect(xml).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
    // The seller's contact with telephone and e-mail, the buyer reference: what XRechnung adds to EN 16931.
    expect(xml).toMatch(/<ram:TelephoneUniversalCommunication>\s*<ram:CompleteNumber>\+49 30 555/);
    expect(xml).toMatch(/<ram:BuyerReference>V-\d{6}<\/ram:BuyerReference>/);
    expect(await validateAgainstFacturXSchema(xml)).toEqual([]);
  });
});

describe('cancelling', () => {
  test('finance cancels with a reason: CANCELLED, a cancellation document, the record back to FINANCE_REJECTED', async () => {
    const record = await approvedRecord(4);
    await financeApprove(record.id);
    const note = (await noteOf(record.id))!;
    const [bookingBefore] = await t.db.select().from(bookings).where(eq(bookings.id, record.bookingId));
    const response = await cancel(w.financeUser, note.id);
    expect(response.json()).toEqual({ status: 'success', data: { id: note.id, status: 'CANCELLED' } });
    const cancelled = (await noteOf(record.id))!;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancellationNumber: `${note.number}-S`,
      cancellationReason: 'Falscher Leistungszeitraum',
    });
    const [reopened] = await t.db.select().from(timeRecords).where(eq(timeRecords.id, record.id));
    expect(reopened).toMatchObject({ status: 'FINANCE_REJECTED', rejectComment: 'Falscher Leistungszeitraum' });
    const [bookingAfter] = await t.db.select().from(bookings).where(eq(bookings.id, record.bookingId));
    expect(bookingAfter!.minutesLeft).toBe(bookingBefore!.minutesLeft! + 240);

    const document = await download(w.freelancer, note.id, 'cancellation-pdf');
    const text = await pdfText(document.rawPayload);
    expect(text).toContain(`${note.number}-S`);
    expect(text).toContain(note.number);
    expect(text).toContain('-');
    const xml = (await download(w.freelancer, note.id, 'cancellation-e-invoice')).body;
    expect(xml).toContain(`<ram:ID>${note.number}-S</ram:ID>`);
    expect(xml).toContain(`Stornorechnung zur Gutschrift\n${note.number}`);
    expect(xml).toContain('<ram:GrandTotalAmount>-');
    expect(await validateAgainstFacturXSchema(xml)).toEqual([]);

    // Twice is a conflict; the corrected record, approved again, gets a new note.
    expect((await cancel(w.financeUser, note.id)).statusCode).toBe(409);
    const corrected = await api(t, w, w.freelancer, 'PUT', 'freelancer/time-record', {
      id: record.id,
      booking_id: record.bookingId,
      date: record.workDate,
      hours: 3,
      description: 'Corrected',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await t.db.update(timeRecords).set({ status: 'APPROVED' }).where(eq(timeRecords.id, record.id));
    expect((await financeApprove(record.id)).statusCode).toBe(200);
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.timeRecordId, record.id));
    expect(notes.map((n) => [n.status, n.netCents])).toEqual([
      ['CANCELLED', 36_000],
      ['REVIEWED', 27_000],
    ]);
  });

  test('a cancelled note keeps the service date it states when its record is corrected: in the list and in DATEV', async () => {
    const record = await approvedRecord(4);
    await financeApprove(record.id);
    const note = (await noteOf(record.id))!;
    expect((await cancel(w.financeUser, note.id)).statusCode).toBe(200);
    const corrected = await api(t, w, w.freelancer, 'PUT', 'freelancer/time-record', {
      id: record.id,
      booking_id: record.bookingId,
      date: '2026-09-02',
      hours: 4,
      description: 'Worked the next day',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await t.db.update(timeRecords).set({ status: 'APPROVED' }).where(eq(timeRecords.id, record.id));
    expect((await financeApprove(record.id)).statusCode).toBe(200);
    const [renewed] = await t.db
      .select()
      .from(creditNotes)
      .where(and(eq(creditNotes.timeRecordId, record.id), eq(creditNotes.status, 'REVIEWED')));

    const rows: CreditNote[] = (await list(w.financeUser)).json().data.data;
    const periodOf = (number: string) => rows.find((row) => row.number === number)?.service_period;
    expect(periodOf(note.number)).toEqual({ start: '2026-09-01', end: '2026-09-01' });
    expect(periodOf(renewed!.number)).toEqual({ start: '2026-09-02', end: '2026-09-02' });

    // The note, its cancellation and the renewed note were all issued today: DATEV's Leistungsdatum of each line.
    const day = berlinDateOf(note.issuedAt);
    const datev = await t.app.inject({
      method: 'GET',
      url: `/api/agency/accounting/datev?start_date=${day}&end_date=${day}`,
      headers: await w.headers(w.financeUser),
    });
    expect(datev.statusCode, datev.body).toBe(200);
    const lines = parseDatev(datev.rawPayload).rows;
    const serviceDateOf = (number: string) => lines.find((fields) => fields[10] === number)?.[114];
    expect([note.number, `${note.number}-S`, renewed!.number].map(serviceDateOf)).toEqual([
      '01092026',
      '01092026',
      '02092026',
    ]);
  });

  test('bad input changes nothing: a 2,000-character reason, no reason, an unknown id', async () => {
    const record = await approvedRecord(1);
    await financeApprove(record.id);
    const note = (await noteOf(record.id))!;
    const long = await cancel(w.financeUser, note.id, 'x'.repeat(2000));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.reason).toBeDefined();
    expect((await cancel(w.financeUser, note.id, '')).statusCode).toBe(400);
    expect((await cancel(w.financeUser, 999_999)).statusCode).toBe(404);
    expect((await noteOf(record.id))!.status).toBe('REVIEWED');
  });

  test('only finance and admins cancel (403 for agency users and freelancers)', async () => {
    const record = await approvedRecord(1);
    await financeApprove(record.id);
    const note = (await noteOf(record.id))!;
    for (const user of [w.md, w.am, w.freelancer]) expect((await cancel(user, note.id)).statusCode).toBe(403);
    expect((await cancel(w.admin, note.id)).statusCode).toBe(200);
  });
});

describe('the list', () => {
  test('freelancers see only their own notes whatever they send; agencies their own; finance all', async () => {
    const record = await approvedRecord(1);
    await financeApprove(record.id);
    const note = (await noteOf(record.id))!;
    const ids = async (user: User, query = {}) =>
      ((await list(user, query)).json().data.data as { id: number }[]).map((row) => row.id);
    expect(await ids(w.freelancer)).toContain(note.id);
    expect(await ids(w.otherFreelancer, { freelancers: [w.freelancer.id] })).not.toContain(note.id);
    expect(await ids(w.am)).toContain(note.id);
    expect(await ids(w.otherAm)).not.toContain(note.id);
    expect(await ids(w.financeUser)).toContain(note.id);
    expect((await download(w.otherFreelancer, note.id, 'pdf')).statusCode).toBe(404);
    expect((await download(w.otherAm, note.id, 'e-invoice')).statusCode).toBe(404);
  });

  test('tabs, keyword and paging: newest first, data.data and data.total, allowed actions by role', async () => {
    const response = await list(w.financeUser, { status: 'REVIEWED', items: 5, page: 1 });
    const { data } = response.json();
    expect(data.data.length).toBeLessThanOrEqual(5);
    expect(data.total).toBeGreaterThan(5);
    const dates = data.data.map((row: { created_at: string }) => row.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.data.every((row: { status: string }) => row.status === 'REVIEWED')).toBe(true);
    expect(data.data[0].allowed_actions).toEqual(['cancel']);
    expect((await list(w.freelancer)).json().data.data[0].allowed_actions).toEqual([]);
    const number = data.data[0].number as string;
    const found = (await list(w.financeUser, { keyword: [number] })).json().data;
    expect(found.data.map((row: { number: string }) => row.number)).toEqual([number]);
    const cancelledTab = (await list(w.financeUser, { status: 'CANCELLED' })).json().data.data;
    expect(cancelledTab.every((row: { status: string }) => row.status === 'CANCELLED')).toBe(true);
    expect(cancelledTab.length).toBeGreaterThan(0);
  });
});

test('the activity log names the cancellation and the reopened record', async () => {
  const rows = await t.db
    .select({ action: activityLog.action })
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'time_record'), eq(activityLog.action, 'TIME_RECORD_REOPENED')));
  expect(rows.length).toBeGreaterThan(0);
});
