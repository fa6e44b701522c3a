import { REALMS, type Realm, type Role } from '@fm/contract/enums';
import { ROLE_REALM } from '@fm/contract/roles';
import { hashPassword } from '../../idp/password.ts';
import type { DbOrTx } from '../client.ts';
import { agencyUsers, users } from '../schema/identity.ts';
import { firstRow, nextSequence } from './sequence.ts';

export type User = typeof users.$inferSelect;
export type UserOverrides = Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & {
  /** Plain password, hashed with argon2 (once per distinct password per process); null: no password. */
  password?: string | null;
  /** Agencies the user becomes a member of (agency realm). */
  agencyIds?: number[];
};

/** Every factory user can sign in with this password unless another (or null) is given. */
export const FACTORY_PASSWORD = 'factory-pass-1!';

const DEFAULT_ROLE_OF_REALM: Record<Realm, Role> = {
  admin: 'admin',
  finance: 'finance-user',
  agency: 'agency-manager',
  freelancer: 'freelancer',
};

const hashes = new Map<string, Promise<string>>();

/** argon2 takes tens of milliseconds per hash; seeds and tests reuse one hash per distinct password. */
export function hashPasswordCached(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createUser(db: DbOrTx, overrides: UserOverrides = {}): Promise<User> {
  const { password = FACTORY_PASSWORD, agencyIds = [], ...columns } = overrides;
  const n = nextSequence();
  const role = columns.role ?? (columns.realm ? DEFAULT_ROLE_OF_REALM[columns.realm] : 'agency-manager');
  const realm = columns.realm ?? ROLE_REALM[role];
  if (!REALMS.includes(realm) || ROLE_REALM[role] !== realm) {
    throw new Error(`role ${role} does not belong to realm ${realm}`);
  }
  const user = firstRow(
    await db
      .insert(users)
      .values({
        firstName: `First${n}`,
        lastName: `Last${n}`,
        ...columns,
        email: (columns.email ?? `user${n}@factory.test`).toLowerCase(),
        realm,
        role,
        passwordHash: password === null ? null : await hashPasswordCached(password),
      })
      .returning(),
  );
  if (agencyIds.length > 0) {
    await db.insert(agencyUsers).values(agencyIds.map((agencyId) => ({ agencyId, userId: user.id })));
  }
  return user;
}
