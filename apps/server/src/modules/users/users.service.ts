import type { Role } from '@fm/contract/enums';
import { lastPage } from '@fm/contract/envelope';
import { hasPermission } from '@fm/contract/roles';
import type { replacementInput } from '@fm/contract/schemas/agency';
import type { roleSwitchInput, userListDownloadQuery, userListInput } from '@fm/contract/schemas/user';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { users } from '../../db/schema/identity.ts';
import { endUserSessions } from '../../idp/sessions.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/app-error.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import * as repo from './users.repo.ts';

type UserRow = typeof users.$inferSelect;
const isAdmin = (auth: RequestAuth) => auth.roles.includes('admin');
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Who approves an agency's bookings right now: its active managing directors, each replaced by their stand-in
 * while a replacement (vacation, deactivation, removal) is open. The bookings module routes approvals and
 * to-dos through this.
 */
export async function effectiveApprovers(db: DbOrTx, agencyId: number): Promise<number[]> {
  const { directors, replacements, activeStandIns } = await repo.approverRows(db, agencyId);
  const replaced = new Set(replacements.map((row) => row.userId));
  const approvers = directors.filter((id) => !replaced.has(id));
  for (const row of replacements) if (activeStandIns.includes(row.replacementId)) approvers.push(row.replacementId);
  return [...new Set(approvers)];
}

/** A user of the agency realm the caller may manage: a member of the active agency, or any for an admin. */
async function loadManagedAgencyUser(db: Db, auth: RequestAuth, userId: number): Promise<UserRow> {
  const user = await repo.findUser(db, userId);
  if (user?.realm !== 'agency') throw notFound();
  if (!isAdmin(auth)) {
    const agencyId = requireActiveGroup(auth);
    if (!(await repo.isMember(db, agencyId, userId))) throw notFound();
  }
  return user;
}

export function listAgencyMembers(db: Db, auth: RequestAuth) {
  return repo.listMembers(db, requireActiveGroup(auth));
}

/** Changes an agency user's role; refused while approvals wait on them or when the agency would lose its last MD. */
export async function switchRole(db: Db, auth: RequestAuth, input: z.infer<typeof roleSwitchInput>) {
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
    if (user.id !== auth.userId) await endUserSessions(tx, user.id, 'role_changed');
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: auth.activeGroup ?? agencyIds[0] ?? null,
      action: 'user.role-switch',
      entityType: 'user',
      entityId: user.id,
      beforeStatus: user.role,
      afterStatus: input.role,
    });
  });
  return { user_id: user.id, role: input.role };
}

/**
 * The agency a replacement lives in: the active one (managing director); for an admin the one named, else the
 * active one or the first the two users share.
 */
async function replacementAgency(
  db: Db,
  auth: RequestAuth,
  userId: number,
  replacementId: number,
  namedAgencyId?: number,
) {
  if (!isAdmin(auth)) {
    const agencyId = requireActiveGroup(auth);
    if (!(await repo.isMember(db, agencyId, userId))) throw notFound();
    if (!(await repo.isMember(db, agencyId, replacementId))) throw notFound();
    return agencyId;
  }
  const [userAgencies, standInAgencies] = await Promise.all([
    repo.agencyIdsOf(db, userId),
    repo.agencyIdsOf(db, replacementId),
  ]);
  const shared = userAgencies.filter((id) => standInAgencies.includes(id));
  if (namedAgencyId !== undefined) {
    if (!shared.includes(namedAgencyId)) throw notFound();
    return namedAgencyId;
  }
  const preferred = auth.activeGroup;
  const agencyId = preferred !== null && shared.includes(preferred) ? preferred : shared[0];
  if (agencyId === undefined) throw notFound();
  return agencyId;
}

/**
 * Names a stand-in. VACATION lasts until it is ended; DEACTIVATION also deactivates the user and
 * AGENCY_MEMBERSHIP_REMOVAL removes them from the agency (both end their sessions). Open to-dos move along.
 */
export async function createReplacement(db: Db, auth: RequestAuth, input: z.infer<typeof replacementInput>) {
  const userId = input.user_id ?? auth.userId;
  // Naming a stand-in is one permission; deactivating or removing someone with it is another.
  if (input.type !== 'VACATION' && !hasPermission(auth.roles, 'deactivate-agency-user')) throw forbidden();
  if (userId === input.replacement_id) {
    throw badRequest('error.validation', { fieldErrors: { replacement_id: ['validation.invalidValue'] } });
  }
  const [user, standIn] = await Promise.all([repo.findUser(db, userId), repo.findUser(db, input.replacement_id)]);
  if (user?.realm !== 'agency' || standIn?.realm !== 'agency') throw notFound();
  const agencyId = await replacementAgency(db, auth, userId, standIn.id, input.agency_id);
  if (!standIn.isActive) throw new AppError(409, 'error.conflict');
  return db.transaction(async (tx) => {
    await repo.endOpenReplacements(tx, agencyId, userId);
    const row = await repo.insertReplacement(tx, {
      agencyId,
      userId,
      replacementId: standIn.id,
      type: input.type,
      startDate: today(),
      createdBy: auth.userId,
    });
    await repo.copyOpenToDos(tx, agencyId, userId, standIn.id);
    if (input.type === 'DEACTIVATION') {
      await repo.setUserActive(tx, userId, false);
      await endUserSessions(tx, userId, 'user_inactive');
    }
    if (input.type === 'AGENCY_MEMBERSHIP_REMOVAL') {
      await repo.removeMembership(tx, agencyId, userId);
      await endUserSessions(tx, userId, 'membership_removed');
    }
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId,
      action: 'user.replace',
      entityType: 'agency_user_replacement',
      entityId: row.id,
      afterStatus: input.type,
      details: { user_id: userId, replacement_id: standIn.id },
    });
    return { id: row.id, user_id: row.userId, replacement_id: row.replacementId, type: row.type };
  });
}

/** Lets a deactivated agency user sign in again; memberships and role stayed, stand-ins stay until ended. */
export async function reactivateUser(db: Db, auth: RequestAuth, userId: number) {
  const user = await repo.findUser(db, userId);
  if (user?.realm !== 'agency') throw notFound();
  if (!user.isActive) {
    await db.transaction(async (tx) => {
      await repo.setUserActive(tx, user.id, true);
      await logActivity(tx, {
        actorId: auth.userId,
        agencyId: null,
        action: 'user.reactivate',
        entityType: 'user',
        entityId: user.id,
        beforeStatus: 'INACTIVE',
        afterStatus: 'ACTIVE',
      });
    });
  }
  return { id: user.id, is_active: true };
}

export async function endReplacement(db: Db, auth: RequestAuth, id: number) {
  const row = await repo.findReplacement(db, id);
  if (!row || (!isAdmin(auth) && row.agencyId !== requireActiveGroup(auth))) throw notFound();
  if (row.endedAt) return { id: row.id };
  await db.transaction(async (tx) => {
    await repo.endReplacement(tx, row.id);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: row.agencyId,
      action: 'user.replace-end',
      entityType: 'agency_user_replacement',
      entityId: row.id,
      beforeStatus: row.type,
      afterStatus: 'ENDED',
    });
  });
  return { id: row.id };
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
  const { rows, total } = await repo.listUsers(db, input, input, {
    offset: (input.page - 1) * input.items,
    limit: input.items,
  });
  return {
    data: await toListItems(db, rows),
    total,
    page: input.page,
    items: input.items,
    last_page: lastPage(total, input.items),
  };
}

/** Every row of the filtered list, for the download (the same filter and order as the list). */
export async function listUsersForDownload(db: Db, input: z.infer<typeof userListDownloadQuery>) {
  const { rows } = await repo.listUsers(db, input, input);
  return toListItems(db, rows);
}

export async function getUserDetail(db: Db, userId: number) {
  const user = await repo.findUser(db, userId);
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
