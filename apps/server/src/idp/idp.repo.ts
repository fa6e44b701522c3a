import type { Realm } from '@fm/contract/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { agencies, agencyUsers, users } from '../db/schema/identity.ts';

export type IdpUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'realm' | 'role' | 'firstName' | 'lastName' | 'isActive' | 'passwordHash'
>;

const idpUserColumns = {
  id: users.id,
  email: users.email,
  realm: users.realm,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
};

/** E-mails are stored lower-case (a check constraint), so the login name is compared lower-cased. */
export async function findUserByLogin(db: DbOrTx, realm: Realm, email: string): Promise<IdpUser | undefined> {
  const [user] = await db
    .select(idpUserColumns)
    .from(users)
    .where(and(eq(users.realm, realm), eq(users.email, email.trim().toLowerCase())))
    .limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, userId: number): Promise<IdpUser | undefined> {
  const [user] = await db.select(idpUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** The `groups` claim: ids of the user's active agencies, as text (Keycloak group names). */
export async function findActiveAgencyIds(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ agencyId: agencyUsers.agencyId })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .where(and(eq(agencyUsers.userId, userId), eq(agencies.isActive, true)))
    .orderBy(asc(agencyUsers.agencyId));
  return rows.map((row) => String(row.agencyId));
}

export async function markLoggedIn(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}
