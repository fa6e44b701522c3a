import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { freelancerBookmarks, freelancers } from '../../db/schema/freelancers.ts';
import { agencies } from '../../db/schema/identity.ts';
import { clients } from '../../db/schema/organisation.ts';
import { projects } from '../../db/schema/projects.ts';
import { busyIn, WORKED_BOOKING_STATUSES } from './list.repo.ts';

/** The bookings of a freelancer the caller may see: one agency's (agency users) or all (admin, finance). */
export function listVisibleBookings(db: DbOrTx, freelancerId: number, agencyId: number | null) {
  const where: SQL[] = [eq(bookings.freelancerId, freelancerId)];
  if (agencyId !== null) where.push(eq(bookings.agencyId, agencyId));
  return db
    .select({
      id: bookings.id,
      title: bookings.title,
      status: bookings.status,
      start_date: bookings.startDate,
      end_date: bookings.endDate,
      project: { id: projects.id, name: projects.name },
      agency_name: agencies.name,
    })
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
    .where(and(...where))
    .orderBy(desc(bookings.startDate), desc(bookings.id));
}

/** Clients the freelancer worked for (booked or finished bookings), limited to one agency for agency users. */
export function listWorkedClients(db: DbOrTx, freelancerId: number, agencyId: number | null) {
  const where: SQL[] = [
    eq(bookings.freelancerId, freelancerId),
    inArray(bookings.status, [...WORKED_BOOKING_STATUSES]),
  ];
  if (agencyId !== null) where.push(eq(bookings.agencyId, agencyId));
  return db
    .selectDistinct({ id: clients.id, client: clients.name })
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(...where))
    .orderBy(asc(clients.name), asc(clients.id));
}

export async function isBusyOn(db: DbOrTx, freelancerId: number, date: string) {
  const [row] = await db
    .select({ isBusy: sql<boolean>`${busyIn({ start: date, end: date })}` })
    .from(freelancers)
    .where(eq(freelancers.id, freelancerId));
  return Boolean(row?.isBusy);
}

export async function findBookmarkId(db: DbOrTx, userId: number, freelancerId: number) {
  const [row] = await db
    .select({ id: freelancerBookmarks.id })
    .from(freelancerBookmarks)
    .where(and(eq(freelancerBookmarks.userId, userId), eq(freelancerBookmarks.freelancerId, freelancerId)));
  return row?.id ?? null;
}

export async function findCreatedAt(db: DbOrTx, freelancerId: number) {
  const [row] = await db
    .select({ createdAt: freelancers.createdAt })
    .from(freelancers)
    .where(and(eq(freelancers.id, freelancerId), isNull(freelancers.deletedAt)));
  return row?.createdAt;
}
