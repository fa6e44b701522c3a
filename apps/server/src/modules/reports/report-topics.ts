import type { BookingStatus, Language, Role } from '@fm/contract/enums';
import { and, asc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { berlinDate, onBerlinDays } from '../../db/berlin-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingAllocations, bookingRatings, bookings } from '../../db/schema/bookings.ts';
import { creditNotes } from '../../db/schema/credit-notes.ts';
import { flatRatePaymentAllocations, flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { agencies, agencyUsers, users } from '../../db/schema/identity.ts';
import { clients } from '../../db/schema/organisation.ts';
import { projectAllocations, projects } from '../../db/schema/projects.ts';
import type { reports } from '../../db/schema/reports.ts';
import { timeRecordAllocations, timeRecords } from '../../db/schema/time-records.ts';
import {
  type BilingualColumn,
  bilingual,
  type Cell,
  localColumns,
  type Sheet,
  timeFrameText,
} from '../../platform/spreadsheet.ts';

/**
 * What each report topic downloads: its rows and columns (decision 015). Every topic runs now, in the caller's
 * reach (`agencyIds`: null for all agencies), with the report's time frame and filter lists.
 */

type Report = typeof reports.$inferSelect;
type Text = { en: string; de: string };
type Column = BilingualColumn;

const BATCH = 2000;

const TOPIC_TITLES: Record<Report['topic'], Text> = {
  CREDIT_NOTE: { en: 'Credit notes', de: 'Gutschriften' },
  COST_ALLOCATION: { en: 'Cost allocation', de: 'Kostenstellen' },
  BOOKING_DETAILS: { en: 'Booking details', de: 'Buchungsdetails' },
  USER_LIST: { en: 'User list', de: 'Benutzerliste' },
  CREDIT_NOTE_AMOUNT: { en: 'Credit note amounts', de: 'Gutschriftsbeträge' },
  AGENCY_BOOKING_AMOUNT: { en: 'Agency booking amounts', de: 'Buchungsbeträge je Agentur' },
  AGENCY_RATING: { en: 'Agency ratings', de: 'Bewertungen' },
};
export const topicTitle = (topic: Report['topic'], language: Language) => TOPIC_TITLES[topic][language];

export const STATUS_NAMES: Record<string, Text> = {
  APPROVED: { en: 'Approved', de: 'Freigegeben' },
  CANCELLED: { en: 'Cancelled', de: 'Storniert' },
  PENDING: { en: 'Pending', de: 'Ausstehend' },
  BOOKED: { en: 'Booked', de: 'Gebucht' },
  DONE: { en: 'Done', de: 'Abgeschlossen' },
  FREELANCER: { en: 'Freelancer', de: 'Freelancer' },
  ACCOUNT_MANAGER: { en: 'Account manager', de: 'Account Manager' },
  MANAGING_DIRECTOR: { en: 'Managing director', de: 'Geschäftsführung' },
  ADMIN: { en: 'Admin', de: 'Administration' },
  FINANCE: { en: 'Finance', de: 'Finanzen' },
  ACTIVE: { en: 'Active', de: 'Aktiv' },
  INACTIVE: { en: 'Inactive', de: 'Inaktiv' },
  HOURLY: { en: 'Hourly', de: 'Stundensatz' },
  FLAT: { en: 'Flat rate', de: 'Pauschale' },
};
export const statusName = (status: string, language: Language) => STATUS_NAMES[status]?.[language] ?? status;

/** The report status of a booking (docs/product.md §8): not yet booked is PENDING, FINISHED is DONE. */
export const BOOKING_REPORT_STATUS: Record<BookingStatus, 'PENDING' | 'BOOKED' | 'DONE' | 'CANCELLED'> = {
  PENDING: 'PENDING',
  APPROVED: 'PENDING',
  APPROVER_DECLINED: 'PENDING',
  FREELANCER_DECLINED: 'PENDING',
  BOOKED: 'BOOKED',
  FINISHED: 'DONE',
  CANCELLED: 'CANCELLED',
};
const bookingStatusesOf = (reportStatuses: string[]) =>
  (Object.keys(BOOKING_REPORT_STATUS) as BookingStatus[]).filter((status) =>
    reportStatuses.includes(BOOKING_REPORT_STATUS[status]),
  );

/** The report status of a user's role. */
export const ROLE_REPORT_STATUS: Record<Role, string> = {
  freelancer: 'FREELANCER',
  'agency-manager': 'ACCOUNT_MANAGER',
  'managing-director': 'MANAGING_DIRECTOR',
  admin: 'ADMIN',
  'finance-cfo-global': 'FINANCE',
  'finance-cfo': 'FINANCE',
  'finance-user': 'FINANCE',
};

const freelancerUser = alias(users, 'freelancer_user');
const bookerUser = alias(users, 'booker_user');
const raterUser = alias(users, 'rater_user');
const fullName = (table: { firstName: PgColumn; lastName: PgColumn }) =>
  sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/** agencies ∩ reach, as a condition on an agency column. */
function agencyConditions(column: PgColumn, report: Report, reach: number[] | null): SQL[] {
  return [
    ...(reach === null ? [] : [reach.length ? inArray(column, reach) : sql`false`]),
    ...(report.agencies.length ? [inArray(column, report.agencies)] : []),
  ];
}

/** The filter lists on a query that joins bookings and projects. */
function bookingFilters(report: Report, reach: number[] | null, agencyColumn: PgColumn = bookings.agencyId): SQL[] {
  return [
    ...agencyConditions(agencyColumn, report, reach),
    ...(report.bookers.length ? [inArray(bookings.createdBy, report.bookers)] : []),
    ...(report.freelancers.length ? [inArray(bookings.freelancerId, report.freelancers)] : []),
    ...(report.projects.length ? [inArray(bookings.projectId, report.projects)] : []),
    ...(report.clients.length ? [inArray(projects.clientId, report.clients)] : []),
  ];
}

/** A date (not an instant: see onBerlinDays) within the report's time frame. */
function inTimeFrame(value: SQL | PgColumn, report: Report): SQL[] {
  return [
    ...(report.timeframeStart ? [sql`${value} >= ${report.timeframeStart}`] : []),
    ...(report.timeframeEnd ? [sql`${value} <= ${report.timeframeEnd}`] : []),
  ];
}

/** Credit-note statuses of the report; `fallback` when the report names none of them. */
function creditNoteStatuses(report: Report, fallback: ('REVIEWED' | 'CANCELLED')[]) {
  const chosen = [
    ...(report.status.includes('APPROVED') ? (['REVIEWED'] as const) : []),
    ...(report.status.includes('CANCELLED') ? (['CANCELLED'] as const) : []),
  ];
  return chosen.length ? chosen : fallback;
}

/** Pages through a query in batches, so that the download streams without holding all rows. */
async function* batches<T>(page: (limit: number, offset: number) => Promise<T[]>): AsyncGenerator<T> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await page(BATCH, offset);
    yield* rows;
    if (rows.length < BATCH) return;
  }
}

async function* mapRows<T>(rows: AsyncIterable<T> | Iterable<T>, toCells: (row: T) => Cell[]) {
  for await (const row of rows) yield toCells(row);
}

type TopicRun = { columns: Column[]; rows: AsyncIterable<Cell[]> | Iterable<Cell[]> };
type Topic = (db: DbOrTx, report: Report, reach: number[] | null, language: Language) => TopicRun | Promise<TopicRun>;

const h = bilingual;

/** CREDIT_NOTE: one row per credit note issued in the time frame (Berlin issue date), in number order. */
const creditNoteTopic: Topic = (db, report, reach, language) => {
  const columns: Column[] = [
    { header: h('Credit note no.', 'Gutschrift-Nr.'), type: 'text', width: 22 },
    { header: h('Issued on', 'Ausgestellt am'), type: 'date' },
    { header: h('Service date', 'Leistungsdatum'), type: 'date' },
    { header: h('Status', 'Status'), type: 'text', width: 14 },
    { header: h('Agency', 'Agentur'), type: 'text' },
    { header: h('Freelancer', 'Freelancer'), type: 'text' },
    { header: h('Vendor no.', 'Kreditor-Nr.'), type: 'text', width: 14 },
    { header: h('Project', 'Projekt'), type: 'text' },
    { header: h('Client', 'Kunde'), type: 'text' },
    { header: h('Booking', 'Buchung'), type: 'text' },
    { header: h('Net', 'Netto'), type: 'euro' },
    { header: h('VAT %', 'USt-Satz %'), type: 'number', width: 11 },
    { header: h('VAT', 'USt'), type: 'euro' },
    { header: h('Gross', 'Brutto'), type: 'euro' },
    { header: h('Cancellation no.', 'Storno-Nr.'), type: 'text', width: 22 },
    { header: h('Cancelled on', 'Storniert am'), type: 'date' },
  ];
  const where = and(
    inArray(creditNotes.status, creditNoteStatuses(report, ['REVIEWED', 'CANCELLED'])),
    ...onBerlinDays(creditNotes.issuedAt, report.timeframeStart, report.timeframeEnd),
    ...bookingFilters(report, reach, creditNotes.agencyId),
  );
  const rows = batches((limit, offset) =>
    db
      .select({
        number: creditNotes.number,
        issuedOn: sql<string>`${berlinDate(creditNotes.issuedAt)}::text`,
        serviceDate: sql<string>`coalesce(${timeRecords.workDate}, ${flatRatePayments.paymentDate})::text`,
        status: creditNotes.status,
        agency: agencies.name,
        freelancer: fullName(freelancerUser),
        vendorNumber: freelancers.vendorNumber,
        project: projects.name,
        client: clients.name,
        booking: bookings.title,
        net: creditNotes.netCents,
        vatBasisPoints: creditNotes.vatBasisPoints,
        vat: creditNotes.vatCents,
        gross: creditNotes.grossCents,
        cancellationNumber: creditNotes.cancellationNumber,
        cancelledOn: sql<string | null>`${berlinDate(creditNotes.cancelledAt)}::text`,
      })
      .from(creditNotes)
      .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
      .innerJoin(projects, eq(projects.id, bookings.projectId))
      .leftJoin(clients, eq(clients.id, projects.clientId))
      .innerJoin(agencies, eq(agencies.id, creditNotes.agencyId))
      .innerJoin(freelancers, eq(freelancers.id, creditNotes.freelancerId))
      .innerJoin(freelancerUser, eq(freelancerUser.id, creditNotes.freelancerId))
      .leftJoin(timeRecords, eq(timeRecords.id, creditNotes.timeRecordId))
      .leftJoin(flatRatePayments, eq(flatRatePayments.id, creditNotes.flatRatePaymentId))
      .where(where)
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number))
      .limit(limit)
      .offset(offset),
  );
  return {
    columns,
    rows: mapRows(rows, (row) => [
      row.number,
      row.issuedOn,
      row.serviceDate,
      statusName(row.status === 'REVIEWED' ? 'APPROVED' : 'CANCELLED', language),
      row.agency,
      row.freelancer,
      row.vendorNumber,
      row.project,
      row.client,
      row.booking,
      row.net,
      row.vatBasisPoints / 100,
      row.vat,
      row.gross,
      row.cancellationNumber,
      row.cancelledOn,
    ]),
  };
};

/**
 * COST_ALLOCATION: net cost per cost allocation number and service month, from the credit notes (approved by
 * default): a time record's minutes on an allocation at the booking's hourly rate, a flat-rate payment's amount
 * on it.
 */
const costAllocationTopic: Topic = async (db, report, reach) => {
  const statuses = creditNoteStatuses(report, ['REVIEWED']);
  const common = (serviceDate: PgColumn) =>
    and(
      inArray(creditNotes.status, statuses),
      ...inTimeFrame(serviceDate, report),
      ...bookingFilters(report, reach, creditNotes.agencyId),
    );
  const select = {
    agency: agencies.name,
    project: projects.name,
    number: projectAllocations.number,
    name: projectAllocations.name,
  };
  const [timeLines, flatLines] = await Promise.all([
    db
      .select({
        ...select,
        month: sql<string>`to_char(${timeRecords.workDate}, 'YYYY-MM')`,
        minutes: timeRecordAllocations.minutes,
        cents: sql<number>`round(${timeRecordAllocations.minutes} * coalesce(${bookings.ratePerHourCents}, 0) / 60.0)::int`,
      })
      .from(creditNotes)
      .innerJoin(timeRecords, eq(timeRecords.id, creditNotes.timeRecordId))
      .innerJoin(timeRecordAllocations, eq(timeRecordAllocations.timeRecordId, timeRecords.id))
      .innerJoin(projectAllocations, eq(projectAllocations.id, timeRecordAllocations.allocationId))
      .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
      .innerJoin(projects, eq(projects.id, bookings.projectId))
      .innerJoin(agencies, eq(agencies.id, creditNotes.agencyId))
      .where(common(timeRecords.workDate)),
    db
      .select({
        ...select,
        month: sql<string>`to_char(${flatRatePayments.paymentDate}, 'YYYY-MM')`,
        minutes: sql<number | null>`null`,
        cents: flatRatePaymentAllocations.amountCents,
      })
      .from(creditNotes)
      .innerJoin(flatRatePayments, eq(flatRatePayments.id, creditNotes.flatRatePaymentId))
      .innerJoin(flatRatePaymentAllocations, eq(flatRatePaymentAllocations.flatRatePaymentId, flatRatePayments.id))
      .innerJoin(projectAllocations, eq(projectAllocations.id, flatRatePaymentAllocations.allocationId))
      .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
      .innerJoin(projects, eq(projects.id, bookings.projectId))
      .innerJoin(agencies, eq(agencies.id, creditNotes.agencyId))
      .where(common(flatRatePayments.paymentDate)),
  ]);
  type Sum = {
    month: string;
    number: string;
    name: string;
    project: string;
    agency: string;
    minutes: number;
    cents: number;
  };
  const sums = new Map<string, Sum>();
  for (const line of [...timeLines, ...flatLines]) {
    const key = [line.month, line.number, line.project, line.agency].join('\u0000');
    const sum = sums.get(key) ?? { ...line, minutes: 0, cents: 0 };
    sum.minutes += line.minutes ?? 0;
    sum.cents += Number(line.cents);
    sums.set(key, sum);
  }
  const sorted = [...sums.values()].sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      a.number.localeCompare(b.number) ||
      a.project.localeCompare(b.project) ||
      a.agency.localeCompare(b.agency),
  );
  return {
    columns: [
      { header: h('Month', 'Monat'), type: 'month', width: 10 },
      { header: h('Cost allocation no.', 'Kostenstelle'), type: 'text', width: 18 },
      { header: h('Cost allocation', 'Bezeichnung'), type: 'text' },
      { header: h('Project', 'Projekt'), type: 'text' },
      { header: h('Agency', 'Agentur'), type: 'text' },
      { header: h('Hours', 'Stunden'), type: 'number', width: 10 },
      { header: h('Net cost', 'Kosten netto'), type: 'euro' },
    ],
    rows: sorted.map((sum) => [
      sum.month,
      sum.number,
      sum.name,
      sum.project,
      sum.agency,
      sum.minutes ? sum.minutes / 60 : null,
      sum.cents,
    ]),
  };
};

/** BOOKING_DETAILS: one row per booking whose period overlaps the time frame, by start date. */
const bookingDetailsTopic: Topic = (db, report, reach, language) => {
  const statuses = bookingStatusesOf(report.status);
  const where = and(
    ...(statuses.length ? [inArray(bookings.status, statuses)] : []),
    ...(report.timeframeEnd ? [lte(bookings.startDate, report.timeframeEnd)] : []),
    ...(report.timeframeStart ? [gte(bookings.endDate, report.timeframeStart)] : []),
    ...bookingFilters(report, reach),
  );
  const rows = batches((limit, offset) =>
    db
      .select({
        code: bookings.bookingCode,
        title: bookings.title,
        status: bookings.status,
        agency: agencies.name,
        project: projects.name,
        client: clients.name,
        freelancer: fullName(freelancerUser),
        booker: fullName(bookerUser),
        start: bookings.startDate,
        end: bookings.endDate,
        rateType: bookings.rateType,
        rate: bookings.ratePerHourCents,
        minutes: bookings.bookedMinutes,
        total: bookings.totalCostCents,
        minutesLeft: bookings.minutesLeft,
        amountLeft: bookings.amountLeftCents,
        allocations: sql<string>`coalesce((select string_agg(${projectAllocations.number}, ', ' order by ${projectAllocations.number})
          from ${bookingAllocations} join ${projectAllocations} on ${projectAllocations.id} = ${bookingAllocations.allocationId}
          where ${bookingAllocations.bookingId} = ${bookings.id}), '')`,
      })
      .from(bookings)
      .innerJoin(projects, eq(projects.id, bookings.projectId))
      .leftJoin(clients, eq(clients.id, projects.clientId))
      .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
      .innerJoin(freelancerUser, eq(freelancerUser.id, bookings.freelancerId))
      .innerJoin(bookerUser, eq(bookerUser.id, bookings.createdBy))
      .where(where)
      .orderBy(asc(bookings.startDate), asc(bookings.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    columns: [
      { header: h('Booking code', 'Buchungscode'), type: 'text', width: 16 },
      { header: h('Title', 'Titel'), type: 'text', width: 30 },
      { header: h('Status', 'Status'), type: 'text', width: 14 },
      { header: h('Agency', 'Agentur'), type: 'text' },
      { header: h('Project', 'Projekt'), type: 'text' },
      { header: h('Client', 'Kunde'), type: 'text' },
      { header: h('Freelancer', 'Freelancer'), type: 'text' },
      { header: h('Booked by', 'Gebucht von'), type: 'text' },
      { header: h('Start', 'Beginn'), type: 'date' },
      { header: h('End', 'Ende'), type: 'date' },
      { header: h('Rate type', 'Abrechnungsart'), type: 'text', width: 14 },
      { header: h('Hourly rate', 'Stundensatz'), type: 'euro' },
      { header: h('Booked hours', 'Gebuchte Stunden'), type: 'number' },
      { header: h('Total cost', 'Gesamtkosten'), type: 'euro' },
      { header: h('Remaining', 'Verbleibend'), type: 'euro' },
      { header: h('Cost allocation no.', 'Kostenstellen'), type: 'text' },
    ],
    rows: mapRows(rows, (row) => [
      row.code,
      row.title,
      statusName(BOOKING_REPORT_STATUS[row.status], language),
      row.agency,
      row.project,
      row.client,
      row.freelancer,
      row.booker,
      row.start,
      row.end,
      statusName(row.rateType, language),
      row.rate,
      row.minutes === null ? null : row.minutes / 60,
      row.total,
      row.rateType === 'HOURLY' ? Math.round(((row.minutesLeft ?? 0) * (row.rate ?? 0)) / 60) : (row.amountLeft ?? 0),
      row.allocations,
    ]),
  };
};

export type UserListFilters = {
  reach: number[] | null;
  agencies: number[];
  roles: Role[];
  from: string | null;
  to: string | null;
};

/** The USER_LIST topic's columns. */
export const USER_COLUMNS: Column[] = [
  { header: h('First name', 'Vorname'), type: 'text', width: 18 },
  { header: h('Last name', 'Nachname'), type: 'text', width: 18 },
  { header: h('E-mail', 'E-Mail'), type: 'text', width: 32 },
  { header: h('Role', 'Rolle'), type: 'text', width: 20 },
  { header: h('Agencies', 'Agenturen'), type: 'text', width: 30 },
  { header: h('Language', 'Sprache'), type: 'text', width: 9 },
  { header: h('Status', 'Status'), type: 'text', width: 10 },
  { header: h('Registered on', 'Registriert am'), type: 'date' },
  { header: h('Last login', 'Letzte Anmeldung'), type: 'date' },
];

/** USER_LIST: users of the agencies in reach (members, and freelancers booked by them), by last name. */
const userListTopic: Topic = (db, report, reach, language) => {
  const roles = (Object.keys(ROLE_REPORT_STATUS) as Role[]).filter((role) =>
    report.status.includes(ROLE_REPORT_STATUS[role]),
  );
  const agencyLimit = (column: PgColumn) => agencyConditions(column, report, reach);
  const limited = reach !== null || report.agencies.length > 0;
  const where = and(
    ...(roles.length ? [inArray(users.role, roles)] : []),
    ...onBerlinDays(users.createdAt, report.timeframeStart, report.timeframeEnd),
    ...(limited
      ? [
          or(
            sql`exists (select 1 from ${agencyUsers} where ${agencyUsers.userId} = ${users.id} and ${and(...agencyLimit(agencyUsers.agencyId))})`,
            sql`exists (select 1 from ${bookings} where ${bookings.freelancerId} = ${users.id} and ${and(...agencyLimit(bookings.agencyId))})`,
          )!,
        ]
      : []),
  );
  const memberAgencies = sql<string>`coalesce((select string_agg(${agencies.name}, ', ' order by ${agencies.name})
    from ${agencyUsers} join ${agencies} on ${agencies.id} = ${agencyUsers.agencyId}
    where ${agencyUsers.userId} = ${users.id} ${reach === null ? sql`` : sql`and ${reach.length ? inArray(agencyUsers.agencyId, reach) : sql`false`}`}), '')`;
  const rows = batches((limit, offset) =>
    db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        agencies: memberAgencies,
        language: users.language,
        isActive: users.isActive,
        createdOn: sql<string>`${berlinDate(users.createdAt)}::text`,
        lastLoginOn: sql<string | null>`${berlinDate(users.lastLoginAt)}::text`,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    columns: USER_COLUMNS,
    rows: mapRows(rows, (row) => [
      row.firstName,
      row.lastName,
      row.email,
      statusName(ROLE_REPORT_STATUS[row.role], language),
      row.agencies,
      row.language.toUpperCase(),
      statusName(row.isActive ? 'ACTIVE' : 'INACTIVE', language),
      row.createdOn,
      row.lastLoginOn,
    ]),
  };
};

/** CREDIT_NOTE_AMOUNT: per agency and freelancer the count and sums of the credit notes issued in the time frame. */
const creditNoteAmountTopic: Topic = async (db, report, reach) => {
  const rows = await db
    .select({
      agency: agencies.name,
      freelancer: fullName(freelancerUser),
      vendorNumber: freelancers.vendorNumber,
      count: sql<number>`count(*)::int`,
      net: sql<number>`sum(${creditNotes.netCents})::bigint`,
      vat: sql<number>`sum(${creditNotes.vatCents})::bigint`,
      gross: sql<number>`sum(${creditNotes.grossCents})::bigint`,
    })
    .from(creditNotes)
    .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(agencies, eq(agencies.id, creditNotes.agencyId))
    .innerJoin(freelancers, eq(freelancers.id, creditNotes.freelancerId))
    .innerJoin(freelancerUser, eq(freelancerUser.id, creditNotes.freelancerId))
    .where(
      and(
        inArray(creditNotes.status, creditNoteStatuses(report, ['REVIEWED'])),
        ...onBerlinDays(creditNotes.issuedAt, report.timeframeStart, report.timeframeEnd),
        ...bookingFilters(report, reach, creditNotes.agencyId),
      ),
    )
    .groupBy(
      agencies.name,
      freelancerUser.id,
      freelancerUser.firstName,
      freelancerUser.lastName,
      freelancers.vendorNumber,
    )
    .orderBy(asc(agencies.name), asc(freelancerUser.lastName), asc(freelancerUser.firstName));
  return {
    columns: [
      { header: h('Agency', 'Agentur'), type: 'text' },
      { header: h('Freelancer', 'Freelancer'), type: 'text' },
      { header: h('Vendor no.', 'Kreditor-Nr.'), type: 'text', width: 14 },
      { header: h('Credit notes', 'Anzahl Gutschriften'), type: 'integer', width: 12 },
      { header: h('Net', 'Netto'), type: 'euro' },
      { header: h('VAT', 'USt'), type: 'euro' },
      { header: h('Gross', 'Brutto'), type: 'euro' },
    ],
    rows: rows.map((row) => [
      row.agency,
      row.freelancer,
      row.vendorNumber,
      row.count,
      Number(row.net),
      Number(row.vat),
      Number(row.gross),
    ]),
  };
};

/**
 * AGENCY_BOOKING_AMOUNT: per agency the bookings overlapping the time frame (not cancelled by default), their
 * booked cost, what approved credit notes of them cleared so far, and the rest.
 */
const agencyBookingAmountTopic: Topic = async (db, report, reach) => {
  const statuses = bookingStatusesOf(report.status);
  const cleared = sql<number>`coalesce((select sum(${creditNotes.netCents}) from ${creditNotes}
    where ${creditNotes.bookingId} = ${bookings.id} and ${creditNotes.status} = 'REVIEWED'), 0)`;
  const rows = await db
    .select({
      agency: agencies.name,
      count: sql<number>`count(*)::int`,
      booked: sql<number>`sum(${bookings.totalCostCents})::bigint`,
      cleared: sql<number>`sum(${cleared})::bigint`,
    })
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
    .where(
      and(
        statuses.length ? inArray(bookings.status, statuses) : ne(bookings.status, 'CANCELLED'),
        ...(report.timeframeEnd ? [lte(bookings.startDate, report.timeframeEnd)] : []),
        ...(report.timeframeStart ? [gte(bookings.endDate, report.timeframeStart)] : []),
        ...bookingFilters(report, reach),
      ),
    )
    .groupBy(agencies.id, agencies.name)
    .orderBy(asc(agencies.name));
  return {
    columns: [
      { header: h('Agency', 'Agentur'), type: 'text', width: 28 },
      { header: h('Bookings', 'Anzahl Buchungen'), type: 'integer', width: 12 },
      { header: h('Booked cost', 'Gebuchte Kosten'), type: 'euro', width: 18 },
      { header: h('Cleared by credit notes', 'Abgerechnet (Gutschriften)'), type: 'euro', width: 18 },
      { header: h('Not yet cleared', 'Noch offen'), type: 'euro', width: 18 },
    ],
    rows: rows.map((row) => [
      row.agency,
      row.count,
      Number(row.booked),
      Number(row.cleared),
      Number(row.booked) - Number(row.cleared),
    ]),
  };
};

/** AGENCY_RATING: one row per rating a booker gave when closing a booking, rated in the time frame. */
const agencyRatingTopic: Topic = (db, report, reach) => {
  const rows = batches((limit, offset) =>
    db
      .select({
        ratedOn: sql<string>`${berlinDate(bookingRatings.createdAt)}::text`,
        agency: agencies.name,
        project: projects.name,
        code: bookings.bookingCode,
        booking: bookings.title,
        freelancer: fullName(freelancerUser),
        ratedBy: sql<string | null>`${fullName(raterUser)}`,
        rating: bookingRatings.rating,
        comment: bookingRatings.comment,
      })
      .from(bookingRatings)
      .innerJoin(bookings, eq(bookings.id, bookingRatings.bookingId))
      .innerJoin(projects, eq(projects.id, bookings.projectId))
      .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
      .innerJoin(freelancerUser, eq(freelancerUser.id, bookings.freelancerId))
      .leftJoin(raterUser, eq(raterUser.id, bookingRatings.ratedBy))
      .where(
        and(
          ...onBerlinDays(bookingRatings.createdAt, report.timeframeStart, report.timeframeEnd),
          ...bookingFilters(report, reach),
        ),
      )
      .orderBy(asc(bookingRatings.createdAt), asc(bookingRatings.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    columns: [
      { header: h('Rated on', 'Bewertet am'), type: 'date' },
      { header: h('Agency', 'Agentur'), type: 'text' },
      { header: h('Project', 'Projekt'), type: 'text' },
      { header: h('Booking code', 'Buchungscode'), type: 'text', width: 16 },
      { header: h('Booking', 'Buchung'), type: 'text', width: 30 },
      { header: h('Freelancer', 'Freelancer'), type: 'text' },
      { header: h('Rated by', 'Bewertet von'), type: 'text' },
      { header: h('Stars (1–5)', 'Sterne (1–5)'), type: 'integer', width: 12 },
      { header: h('Comment', 'Kommentar'), type: 'text', width: 40 },
    ],
    rows: mapRows(rows, (row) => [
      row.ratedOn,
      row.agency,
      row.project,
      row.code,
      row.booking,
      row.freelancer,
      row.ratedBy,
      row.rating,
      row.comment,
    ]),
  };
};

const TOPICS: Record<Report['topic'], Topic> = {
  CREDIT_NOTE: creditNoteTopic,
  COST_ALLOCATION: costAllocationTopic,
  BOOKING_DETAILS: bookingDetailsTopic,
  USER_LIST: userListTopic,
  CREDIT_NOTE_AMOUNT: creditNoteAmountTopic,
  AGENCY_BOOKING_AMOUNT: agencyBookingAmountTopic,
  AGENCY_RATING: agencyRatingTopic,
};

/** The report as a sheet: title row "<title> · <topic> · <time frame>", localized headers, its rows now. */
export async function reportSheet(
  db: DbOrTx,
  report: Report,
  reach: number[] | null,
  language: Language,
): Promise<Sheet> {
  const run = await TOPICS[report.topic](db, report, reach, language);
  return {
    title: `${report.title} · ${topicTitle(report.topic, language)} · ${timeFrameText(report.timeframeStart, report.timeframeEnd, language)}`,
    sheetName: topicTitle(report.topic, language),
    columns: localColumns(run.columns, language),
    rows: run.rows,
  };
}
