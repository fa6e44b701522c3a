import type { Realm } from '@fm/contract/enums';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { agencyUsers, users } from '../../db/schema/identity.ts';
import { invitations, passwordResetTokens } from '../../db/schema/invitations.ts';

/** Queries behind invitations, registration and the password reset flow. */

/**
 * An account that has registered: a password in the embedded provider, or (IDP_URL) linked to its Keycloak
 * user. Otherwise it is only invited.
 */
export function isRegistered(user: Pick<typeof users.$inferSelect, 'passwordHash' | 'externalSubject'>): boolean {
  return user.passwordHash !== null || user.externalSubject !== null;
}

export async function findUserByEmail(db: DbOrTx, realm: Realm, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.realm, realm), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return user;
}

/** The open (not accepted, not revoked) invitation of an e-mail in a realm and agency, expired or not. */
export async function findOpenInvitation(db: DbOrTx, realm: Realm, email: string, agencyId: number | null) {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.realm, realm),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
        eq(sql`coalesce(${invitations.agencyId}, 0)`, agencyId ?? 0),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .limit(1);
  return invitation;
}

export async function hasValidOpenInvitation(db: DbOrTx, realm: Realm, email: string) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.realm, realm),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export function revokeInvitation(db: DbOrTx, id: number) {
  return db.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, id));
}

export async function insertInvitation(db: DbOrTx, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export function updateUser(db: DbOrTx, userId: number, values: Partial<typeof users.$inferInsert>) {
  return db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findInvitationByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks the invitation used; false when another request used it first (single use under concurrency). */
export async function markInvitationAccepted(db: DbOrTx, id: number) {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export async function addMembership(db: DbOrTx, agencyId: number, userId: number) {
  await db.insert(agencyUsers).values({ agencyId, userId }).onConflictDoNothing();
}

export async function ensureFreelancer(db: DbOrTx, userId: number) {
  await db.insert(freelancers).values({ id: userId }).onConflictDoNothing();
}

export async function findResetByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function markResetUsed(db: DbOrTx, id: number) {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

export function insertResetToken(db: DbOrTx, values: typeof passwordResetTokens.$inferInsert) {
  return db.insert(passwordResetTokens).values(values);
}

export function findActiveUsersByEmail(db: DbOrTx, email: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.isActive, true)));
}

export function findUsersById(db: DbOrTx, userId: number) {
  return db.select().from(users).where(eq(users.id, userId)).limit(1);
}
