import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { agencies, agencyUsers, users } from './schema/identity.ts';

/** Look-ups by id that many modules need; each module's repo keeps only the queries of its own domain. */

export async function findAgency(db: DbOrTx, agencyId: number) {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return agency;
}

export async function findUser(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** Whether the user belongs to the agency. */
export async function isAgencyMember(db: DbOrTx, agencyId: number, userId: number) {
  const [row] = await db
    .select({ userId: agencyUsers.userId })
    .from(agencyUsers)
    .where(and(eq(agencyUsers.agencyId, agencyId), eq(agencyUsers.userId, userId)))
    .limit(1);
  return Boolean(row);
}
