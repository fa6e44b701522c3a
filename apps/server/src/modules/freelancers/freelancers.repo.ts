import { OPEN_BOOKING_STATUSES } from '@fm/contract/enums';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import {
  freelancerAbsences,
  freelancerBookmarks,
  freelancerJobTitles,
  freelancerProjects,
  freelancerSkills,
  freelancerSpecialities,
  freelancerSpokenLanguages,
  freelancers,
} from '../../db/schema/freelancers.ts';
import { users } from '../../db/schema/identity.ts';
import { passwordResetTokens } from '../../db/schema/invitations.ts';

export type FreelancerRow = typeof freelancers.$inferSelect;
export type FreelancerColumns = Partial<Omit<typeof freelancers.$inferInsert, 'id' | 'createdAt'>>;

/** A freelancer that is not deleted, with its user; undefined otherwise. */
export async function findFreelancer(db: DbOrTx, freelancerId: number) {
  const [row] = await db
    .select({ freelancer: freelancers, user: users })
    .from(freelancers)
    .innerJoin(users, eq(users.id, freelancers.id))
    .where(and(eq(freelancers.id, freelancerId), isNull(freelancers.deletedAt)))
    .limit(1);
  return row;
}

/** Locks the freelancer's row for the rest of the transaction (profile saves do not interleave). */
export async function lockFreelancer(db: DbOrTx, freelancerId: number) {
  const [row] = await db
    .select()
    .from(freelancers)
    .where(and(eq(freelancers.id, freelancerId), isNull(freelancers.deletedAt)))
    .for('update');
  return row;
}

export async function updateFreelancer(db: DbOrTx, freelancerId: number, columns: FreelancerColumns) {
  const [row] = await db
    .update(freelancers)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(freelancers.id, freelancerId))
    .returning();
  return row!;
}

export async function updateUserNames(db: DbOrTx, userId: number, names: { firstName?: string; lastName?: string }) {
  if (names.firstName === undefined && names.lastName === undefined) return;
  await db
    .update(users)
    .set({ ...names, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export const LINK_TABLES = {
  skill_ids: { table: freelancerSkills, target: 'skillId' },
  job_title_ids: { table: freelancerJobTitles, target: 'jobTitleId' },
  speciality_ids: { table: freelancerSpecialities, target: 'specialityId' },
  spoken_language_ids: { table: freelancerSpokenLanguages, target: 'spokenLanguageId' },
  project_ids: { table: freelancerProjects, target: 'projectTitleId' },
} as const;
export type LinkField = keyof typeof LINK_TABLES;

/** Replaces the freelancer's links of one catalogue with `ids`. */
export async function replaceLinks(db: DbOrTx, freelancerId: number, field: LinkField, ids: number[]) {
  const { table, target } = LINK_TABLES[field];
  // The five join tables share the shape (freelancer_id, <target>); one typed handle serves them all.
  const link = table as typeof freelancerSkills;
  await db.delete(link).where(eq(link.freelancerId, freelancerId));
  if (ids.length === 0) return;
  const rows = [...new Set(ids)].map((id) => ({ freelancerId, [target]: id }));
  await db.insert(link).values(rows as (typeof freelancerSkills.$inferInsert)[]);
}

export function listAbsences(db: DbOrTx, freelancerId: number) {
  return db
    .select({ id: freelancerAbsences.id, dates: freelancerAbsences.date })
    .from(freelancerAbsences)
    .where(eq(freelancerAbsences.freelancerId, freelancerId))
    .orderBy(asc(freelancerAbsences.date));
}

export async function addAbsences(db: DbOrTx, freelancerId: number, dates: string[]) {
  await db
    .insert(freelancerAbsences)
    .values([...new Set(dates)].map((date) => ({ freelancerId, date })))
    .onConflictDoNothing();
}

export async function countOwnAbsences(db: DbOrTx, freelancerId: number, ids: number[]) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(freelancerAbsences)
    .where(and(eq(freelancerAbsences.freelancerId, freelancerId), inArray(freelancerAbsences.id, ids)));
  return row?.count ?? 0;
}

export async function removeAbsences(db: DbOrTx, freelancerId: number, ids: number[]) {
  const rows = await db
    .delete(freelancerAbsences)
    .where(and(eq(freelancerAbsences.freelancerId, freelancerId), inArray(freelancerAbsences.id, ids)))
    .returning({ id: freelancerAbsences.id });
  return rows.map((row) => row.id);
}

/** Adds the bookmark once; a second add returns the existing one (bookmarks are unique per user). */
export async function addBookmark(db: DbOrTx, userId: number, freelancerId: number) {
  const [created] = await db
    .insert(freelancerBookmarks)
    .values({ userId, freelancerId })
    .onConflictDoNothing()
    .returning({ id: freelancerBookmarks.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: freelancerBookmarks.id })
    .from(freelancerBookmarks)
    .where(and(eq(freelancerBookmarks.userId, userId), eq(freelancerBookmarks.freelancerId, freelancerId)));
  return existing!.id;
}

export async function removeBookmark(db: DbOrTx, userId: number, bookmarkId: number) {
  const rows = await db
    .delete(freelancerBookmarks)
    .where(and(eq(freelancerBookmarks.id, bookmarkId), eq(freelancerBookmarks.userId, userId)))
    .returning({ id: freelancerBookmarks.id });
  return rows[0];
}

export async function countOpenBookings(db: DbOrTx, freelancerId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.freelancerId, freelancerId), inArray(bookings.status, [...OPEN_BOOKING_STATUSES])));
  return row?.count ?? 0;
}

export async function isVendorNumberTaken(db: DbOrTx, vendorNumber: string, freelancerId: number) {
  const [row] = await db
    .select({ id: freelancers.id })
    .from(freelancers)
    .where(and(eq(freelancers.vendorNumber, vendorNumber), sql`${freelancers.id} <> ${freelancerId}`))
    .limit(1);
  return Boolean(row);
}

/**
 * Removes a freelancer's personal data. Kept for accounting: the row itself (bookings, time records,
 * payments and credit notes point at it, with their PDFs), the vendor number, tax number and company name
 * the credit notes were issued to. Everything else is cleared; the user can never sign in again.
 */
export async function anonymiseFreelancer(db: DbOrTx, freelancerId: number, now: Date) {
  for (const field of Object.keys(LINK_TABLES) as LinkField[]) await replaceLinks(db, freelancerId, field, []);
  await db.delete(freelancerAbsences).where(eq(freelancerAbsences.freelancerId, freelancerId));
  await db.delete(freelancerBookmarks).where(eq(freelancerBookmarks.freelancerId, freelancerId));
  await db
    .update(freelancers)
    .set({
      imageFileId: null,
      thumbnailFileId: null,
      isProfileComplete: false,
      phone: null,
      website: null,
      about: null,
      residentialStreet: null,
      residentialPostalCode: null,
      residentialCity: null,
      invoiceStreet: null,
      invoicePostalCode: null,
      invoiceCity: null,
      invoiceCountry: null,
      dayRateCents: null,
      hourlyRateCents: null,
      experienceStartYear: null,
      iban: null,
      bic: null,
      bankName: null,
      portfolioLinks: [],
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(freelancers.id, freelancerId));
  await db
    .update(users)
    .set({
      email: `deleted-${freelancerId}@deleted.invalid`,
      firstName: 'Deleted',
      lastName: 'Freelancer',
      passwordHash: null,
      isActive: false,
      profileImage: null,
      updatedAt: now,
    })
    .where(eq(users.id, freelancerId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, freelancerId));
}
