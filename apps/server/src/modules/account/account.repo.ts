import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agencies, agencyUsers, users } from '../../db/schema/identity.ts';
import { agencyUserReplacements, budgetNotificationMembers, clients } from '../../db/schema/organisation.ts';
import { bookings } from '../../db/schema/bookings.ts';
import type { SettingsInput } from '@fm/contract/schemas/account';

/** Queries behind the profile reads and settings saves of every realm. */

export async function findUser(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function findAgency(db: DbOrTx, agencyId: number) {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return agency;
}

export function listMemberships(db: DbOrTx, userId: number) {
  return db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .where(and(eq(agencyUsers.userId, userId), eq(agencies.isActive, true)))
    .orderBy(asc(agencies.name));
}

export function listAgencyClients(db: DbOrTx, agencyId: number) {
  return db
    .select({ id: clients.id, client: clients.name })
    .from(clients)
    .where(eq(clients.agencyId, agencyId))
    .orderBy(asc(clients.name));
}

export function listAgencyMembers(db: DbOrTx, agencyId: number) {
  return db
    .select({ id: users.id, role: users.role, first_name: users.firstName, last_name: users.lastName })
    .from(agencyUsers)
    .innerJoin(users, eq(users.id, agencyUsers.userId))
    .where(and(eq(agencyUsers.agencyId, agencyId), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export function listOpenReplacements(db: DbOrTx, agencyId: number, userId: number) {
  return db
    .select({ id: agencyUserReplacements.id, replacement_id: agencyUserReplacements.replacementId, type: agencyUserReplacements.type })
    .from(agencyUserReplacements)
    .where(
      and(
        eq(agencyUserReplacements.agencyId, agencyId),
        eq(agencyUserReplacements.userId, userId),
        isNull(agencyUserReplacements.endedAt),
        sql`(${agencyUserReplacements.endDate} is null or ${agencyUserReplacements.endDate} >= current_date)`,
      ),
    );
}

export function listNotificationMembers(db: DbOrTx, agencyId: number) {
  return db
    .select({
      id: budgetNotificationMembers.id,
      email: users.email,
      displayName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      image: users.profileImage,
    })
    .from(budgetNotificationMembers)
    .innerJoin(users, eq(users.id, budgetNotificationMembers.userId))
    .where(eq(budgetNotificationMembers.agencyId, agencyId));
}

/** Booking counts of the agency profile: confirmed (BOOKED), pending (awaiting an approval), completed. */
export async function countAgencyBookings(db: DbOrTx, agencyId: number) {
  const [counts] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${bookings.status} = 'BOOKED')::int`,
      pending: sql<number>`count(*) filter (where ${inArray(bookings.status, ['PENDING', 'APPROVED'])})::int`,
      completed: sql<number>`count(*) filter (where ${bookings.status} = 'FINISHED')::int`,
    })
    .from(bookings)
    .where(eq(bookings.agencyId, agencyId));
  return counts ?? { confirmed: 0, pending: 0, completed: 0 };
}

export async function updateUserSettings(db: DbOrTx, userId: number, settings: SettingsInput) {
  const [user] = await db
    .update(users)
    .set({
      ...(settings.theme ? { theme: settings.theme } : {}),
      ...(settings.account_language ? { language: settings.account_language } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ theme: users.theme, language: users.language });
  return user;
}
