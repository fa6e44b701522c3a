import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOKING_STATUSES, FLAT_RATE_STATUSES, TIME_RECORD_STATUSES } from '@fm/contract/enums';
import { and, count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { verifyPassword } from '../../idp/password.ts';
import { createFileStorage } from '../../platform/files.ts';
import type { Database, Db } from '../client.ts';
import * as schema from '../schema/all.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo-seed.ts';

const {
  agencies,
  agencyBudgets,
  agencySpecialities,
  agencyUsers,
  bookings,
  creditNotes,
  flatRatePayments,
  freelancers,
  notifications,
  specialities,
  timeRecords,
  users,
} = schema;

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  // With a file storage, as `npm start` and the journeys seed: every credit note gets its documents.
  expect(await seedDemo(db, createFileStorage(mkdtempSync(path.join(tmpdir(), 'fm-seed-'))))).toEqual({ seeded: true });
});
afterAll(() => database.close());

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const [row] = await db.select({ value: count() }).from(table);
    counts[getTableName(table)] = row!.value;
  }
  return counts;
}

async function userByEmail(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user!;
}

async function agencyNamesOf(userId: number) {
  const rows = await db
    .select({ name: agencies.name })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .where(eq(agencyUsers.userId, userId))
    .orderBy(agencies.name);
  return rows.map((row) => row.name);
}

describe('demo seed', () => {
  test('creates every demo account with its realm, role and the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await userByEmail(account.email);
      expect(user, account.email).toMatchObject({ realm: account.realm, role: account.role, isActive: true });
    }
    const md = await userByEmail('md@demo.test');
    expect(await verifyPassword(md.passwordHash!, DEMO_PASSWORD)).toBe(true);
  });

  test('gives the agency accounts the memberships of docs/product.md §13', async () => {
    expect(await agencyNamesOf((await userByEmail('md@demo.test')).id)).toEqual(['Nordlicht Media', 'Südwind Digital']);
    expect(await agencyNamesOf((await userByEmail('md2@demo.test')).id)).toEqual(['Nordlicht Media']);
    expect(await agencyNamesOf((await userByEmail('am@demo.test')).id)).toEqual(['Nordlicht Media']);
    const [nordlicht] = await db.select().from(agencies).where(eq(agencies.name, 'Nordlicht Media'));
    const [suedwind] = await db.select().from(agencies).where(eq(agencies.name, 'Südwind Digital'));
    expect(nordlicht?.isBookingApprovalRequired).toBe(true);
    expect(suedwind?.isBookingApprovalRequired).toBe(false);
    const offered = await db
      .select({ name: specialities.name })
      .from(agencySpecialities)
      .innerJoin(specialities, eq(specialities.id, agencySpecialities.specialityId))
      .where(eq(agencySpecialities.agencyId, nordlicht!.id))
      .orderBy(specialities.name);
    expect(offered.map((row) => row.name)).toEqual(['Corporate Design', 'Kampagnen', 'Public Relations']);
  });

  test('has a complete and an incomplete freelancer profile', async () => {
    const [complete] = await db
      .select({ profile: freelancers })
      .from(freelancers)
      .innerJoin(users, eq(users.id, freelancers.id))
      .where(eq(users.email, 'freelancer@demo.test'));
    expect(complete?.profile).toMatchObject({ isProfileComplete: true, hasAcceptedCreditMemoProcedure: true });
    expect(complete?.profile.vendorNumber).toBeTruthy();
    const [incomplete] = await db
      .select({ profile: freelancers })
      .from(freelancers)
      .innerJoin(users, eq(users.id, freelancers.id))
      .where(eq(users.email, 'newfreelancer@demo.test'));
    expect(incomplete?.profile).toMatchObject({ isProfileComplete: false, vendorNumber: null });
    const [{ value: total } = { value: 0 }] = await db.select({ value: count() }).from(freelancers);
    expect(total).toBeGreaterThanOrEqual(15);
  });

  test('has bookings in every status, hourly and flat, in this and the previous financial year', async () => {
    const rows = await db.selectDistinct({ status: bookings.status, rateType: bookings.rateType }).from(bookings);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(BOOKING_STATUSES));
    expect(new Set(rows.map((row) => row.rateType))).toEqual(new Set(['HOURLY', 'FLAT']));
    const years = await db
      .selectDistinct({
        year: sql<number>`case when extract(month from ${bookings.startDate}) >= 7 then extract(year from ${bookings.startDate}) else extract(year from ${bookings.startDate}) - 1 end::int`,
      })
      .from(bookings);
    expect(years.map((row) => row.year)).toEqual(expect.arrayContaining([2025, 2026]));
  });

  test('has time records, payments and credit notes in every status', async () => {
    const recordStatuses = await db.selectDistinct({ status: timeRecords.status }).from(timeRecords);
    expect(new Set(recordStatuses.map((row) => row.status))).toEqual(new Set(TIME_RECORD_STATUSES));
    const paymentStatuses = await db.selectDistinct({ status: flatRatePayments.status }).from(flatRatePayments);
    expect(new Set(paymentStatuses.map((row) => row.status))).toEqual(new Set(FLAT_RATE_STATUSES));
    const noteStatuses = await db.selectDistinct({ status: creditNotes.status }).from(creditNotes);
    expect(new Set(noteStatuses.map((row) => row.status))).toEqual(new Set(['REVIEWED', 'CANCELLED']));
    const notes = await db.select().from(creditNotes);
    expect(notes.every((note) => note.pdfFileId && note.eInvoiceFileId)).toBe(true);
    const cancelled = notes.filter((note) => note.cancellationNumber !== null);
    expect(cancelled.every((note) => note.cancellationPdfFileId && note.cancellationEInvoiceFileId)).toBe(true);
    const freelancer = await userByEmail('freelancer@demo.test');
    const own = notes.filter((note) => note.freelancerId === freelancer.id);
    expect(new Set(own.map((note) => note.status))).toEqual(new Set(['REVIEWED', 'CANCELLED']));
    const closed = await db.select().from(agencyBudgets).where(eq(agencyBudgets.status, 'CLOSED'));
    expect(closed.length).toBeGreaterThanOrEqual(1);
  });

  test('gives every demo user to-do and info notifications', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await userByEmail(account.email);
      for (const category of ['to_do', 'info'] as const) {
        const [row] = await db
          .select({ value: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, user.id), eq(notifications.category, category)));
        expect(row?.value, `${account.email} ${category}`).toBeGreaterThan(0);
      }
    }
  });

  test('running it again changes nothing', async () => {
    const before = await rowCounts();
    expect(await seedDemo(db)).toEqual({ seeded: false });
    expect(await rowCounts()).toEqual(before);
    expect(before.users).toBeGreaterThanOrEqual(29);
  });
});
