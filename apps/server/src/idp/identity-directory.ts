import type { Realm, Role } from '@fm/contract/enums';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import { hashPassword } from './password.ts';
import { endUserSessions, type SessionEndReason } from './sessions.ts';

/** The account as the product knows it (its users row): what a directory needs to find or create it. */
export type DirectoryAccount = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'realm' | 'role' | 'firstName' | 'lastName' | 'externalSubject'
>;

/**
 * Where accounts sign in: the embedded provider (its password hashes and sessions) or an external Keycloak
 * (decision 021). The services change role, activity and memberships on their own users row and tell the
 * directory, which acts on the accounts that sign in. Each call takes the transaction of the change, so a
 * directory that fails rolls the change back; a directory's own writes to our tables go through it too.
 */
export interface IdentityDirectory {
  readonly kind: 'embedded' | 'keycloak';
  /** An invitation accepted: the account gets its password, its realm role and can sign in; other sessions end. */
  createUser(tx: DbOrTx, account: DirectoryAccount, password: string): Promise<void>;
  /** A password set from a reset link; every session of the account ends. */
  setPassword(tx: DbOrTx, account: DirectoryAccount, password: string): Promise<void>;
  /** The role switched; with `isEndingSessions` the account signs in again to carry the new role. */
  setRealmRole(
    tx: DbOrTx,
    account: DirectoryAccount,
    role: Role,
    options: { isEndingSessions: boolean },
  ): Promise<void>;
  /** Deactivation: the account can no longer sign in and every session ends. */
  disableUser(tx: DbOrTx, account: DirectoryAccount, reason: SessionEndReason): Promise<void>;
  /** Reactivation: the account can sign in again. */
  enableUser(tx: DbOrTx, account: DirectoryAccount): Promise<void>;
  /** Every session of these accounts ends (removed from an agency, its agency deactivated); they can sign in again. */
  endSessions(tx: DbOrTx, accounts: readonly DirectoryAccount[], reason: SessionEndReason): Promise<void>;
  /** The users row a token's `sub` belongs to, or null when none is linked to it. */
  findBySub(db: DbOrTx, realm: Realm, sub: string): Promise<number | null>;
}

/**
 * The embedded provider: the password hash on the users row and the server-side sessions. The users row's
 * role and is_active are what its tokens and session check read, so a role or activity change needs no more
 * than ending the sessions.
 */
export const embeddedDirectory: IdentityDirectory = {
  kind: 'embedded',
  async createUser(tx, account, password) {
    const passwordHash = await hashPassword(password);
    await tx.update(users).set({ passwordHash, isActive: true, updatedAt: new Date() }).where(eq(users.id, account.id));
    await endUserSessions(tx, account.id, 'password_change');
  },
  async setPassword(tx, account, password) {
    const passwordHash = await hashPassword(password);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, account.id));
    await endUserSessions(tx, account.id, 'password_change');
  },
  async setRealmRole(tx, account, _role, { isEndingSessions }) {
    if (isEndingSessions) await endUserSessions(tx, account.id, 'role_changed');
  },
  async disableUser(tx, account, reason) {
    await endUserSessions(tx, account.id, reason);
  },
  async enableUser() {},
  async endSessions(tx, accounts, reason) {
    await endUserSessions(
      tx,
      accounts.map((account) => account.id),
      reason,
    );
  },
  async findBySub(db, realm, sub) {
    if (!/^\d+$/.test(sub)) return null;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, Number(sub)), eq(users.realm, realm)))
      .limit(1);
    return row?.id ?? null;
  },
};
