import type { Role } from '@fm/contract/enums';
import type { roleSwitchInput, userListDownloadQuery, userListInput } from '@fm/contract/schemas/user';
import type { z } from 'zod';
import { isAdmin, type RequestAuth } from '../../auth/request-auth.ts';
import { rowScope } from '../../auth/row-scope.ts';
import type { Db } from '../../db/client.ts';
import { findUser, isAgencyMember } from '../../db/finders.ts';
import type { users } from '../../db/schema/identity.ts';
import type { IdentityDirectory } from '../../idp/identity-directory.ts';
import { logActivity } from '../../platform/activity.ts';
import { badRequest, notFound } from '../../platform/app-error.ts';
import { pageOf } from '../../platform/paging.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import * as repo from './users.repo.ts';

type UserRow = typeof users.$inferSelect;

/** A user of the agency realm the caller may manage: a member of the active agency, or any for an admin. */
async function loadManagedAgencyUser(db: Db, auth: RequestAuth, userId: number): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (user?.realm !== 'agency') throw notFound();
  if (!isAdmin(auth)) {
    const agencyId = requireActiveGroup(auth);
    if (!(await isAgencyMember(db, agencyId, userId))) throw notFound();
  }
  return user;
}

/**
 * The users of the caller's active agency; for admin and finance those of every agency they oversee (a CFO's
 * agency groups, everyone else's all), which the review lists offer as their booker filter.
 */
export function listAgencyMembers(db: Db, auth: RequestAuth) {
  if (auth.realm === 'agency') return repo.listMembers(db, [requireActiveGroup(auth)]);
  return repo.listMembers(db, rowScope(auth).agencyIn);
}

/** Changes an agency user's role; refused while approvals wait on them or when the agency would lose its last MD. */
export async function switchRole(
  db: Db,
  directory: IdentityDirectory,
  auth: RequestAuth,
  input: z.infer<typeof roleSwitchInput>,
) {
  const user = await loadManagedAgencyUser(db, auth, input.user_id);
  if (user.role === input.role) return { user_id: user.id, role: user.role };
  const agencyIds = await repo.agencyIdsOf(db, user.id);
  if (user.role === 'managing-director') {
    if ((await repo.countPendingApprovals(db, agencyIds)) > 0) throw badRequest('catalogue.pendingBookings');
    for (const agencyId of agencyIds) {
      if ((await repo.countManagingDirectors(db, agencyId)) <= 1) throw badRequest('rule.lastManagingDirector');
    }
  }
  await db.transaction(async (tx) => {
    await repo.setRole(tx, user.id, input.role as Role);
    // The role travels in the token: other users sign in again; the caller's own role updates on refresh.
    await directory.setRealmRole(tx, user, input.role as Role, { isEndingSessions: user.id !== auth.userId });
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: auth.activeGroup ?? agencyIds[0] ?? null,
      action: 'USER_ROLE_CHANGED',
      entityType: 'user',
      entityId: user.id,
      beforeStatus: user.role,
      afterStatus: input.role,
    });
  });
  return { user_id: user.id, role: input.role };
}

/** Lets a deactivated agency user sign in again; memberships and role stayed, stand-ins stay until ended. */
export async function reactivateUser(db: Db, directory: IdentityDirectory, auth: RequestAuth, userId: number) {
  const user = await findUser(db, userId);
  if (user?.realm !== 'agency') throw notFound();
  if (!user.isActive) {
    await db.transaction(async (tx) => {
      await repo.setUserActive(tx, user.id, true);
      await directory.enableUser(tx, user);
      await logActivity(tx, {
        actorId: auth.userId,
        agencyId: null,
        action: 'USER_REACTIVATED',
        entityType: 'user',
        entityId: user.id,
        beforeStatus: 'INACTIVE',
        afterStatus: 'ACTIVE',
      });
    });
  }
  return { id: user.id, is_active: true };
}

type ListRow = Awaited<ReturnType<typeof repo.listUsers>>['rows'][number];

async function toListItems(db: Db, rows: ListRow[]) {
  const agencies = await repo.agenciesOfUsers(
    db,
    rows.map((row) => row.user.id),
  );
  return rows.map(({ user, status }) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    realm: user.realm,
    roles: [user.role],
    account_language: user.language,
    status,
    agencies: (agencies.get(user.id) ?? []).map(({ id, name }) => ({ id, name })),
    image_url: user.profileImage,
    created_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
  }));
}

export async function listUsers(db: Db, input: z.infer<typeof userListInput>) {
  const { rows, total } = await repo.listUsers(db, input, input, input);
  return pageOf(await toListItems(db, rows), total, input);
}

/** Every row of the filtered list, for the download (the same filter and order as the list). */
export async function listUsersForDownload(db: Db, input: z.infer<typeof userListDownloadQuery>) {
  const { rows } = await repo.listUsers(db, input, input);
  return toListItems(db, rows);
}

export async function getUserDetail(db: Db, userId: number) {
  const user = await findUser(db, userId);
  if (!user) throw notFound();
  const { rows } = await repo.listUsers(
    db,
    { keyword: [user.email], roles: [user.role], languages: [], status: [] },
    { sortBy: 'email', sort: 'asc' },
  );
  const [item] = (await toListItems(db, rows)).filter((row) => row.id === user.id);
  if (!item) throw notFound();
  const [agencies, replacements, isFreelancer] = await Promise.all([
    repo.agenciesOfUsers(db, [user.id]),
    repo.openReplacementsOf(db, user.id),
    user.realm === 'freelancer' ? repo.hasFreelancerRow(db, user.id) : Promise.resolve(false),
  ]);
  return {
    ...item,
    memberships: (agencies.get(user.id) ?? []).map(({ id, name, is_active }) => ({
      agency: { id, name },
      role: user.role,
      is_active,
    })),
    replacements,
    freelancer_id: isFreelancer ? user.id : null,
  };
}
