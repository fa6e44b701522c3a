import { hasPermission } from '@fm/contract/roles';
import type { replacementInput } from '@fm/contract/schemas/agency';
import type { z } from 'zod';
import { isAdmin, type RequestAuth } from '../../auth/request-auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findUser, isAgencyMember } from '../../db/finders.ts';
import type { IdentityDirectory } from '../../idp/identity-directory.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/app-error.ts';
import { today } from '../../platform/clock.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import * as repo from './users.repo.ts';

/** Stand-ins: vacation, deactivation and leaving an agency, and who approves while they last. */

/**
 * Who approves an agency's bookings right now: its active managing directors, each replaced by their stand-in
 * while a replacement (vacation, deactivation, removal) is open. The bookings module routes approvals and
 * to-dos through this.
 */
export async function effectiveApprovers(db: DbOrTx, agencyId: number): Promise<number[]> {
  const { directors, replacements } = await repo.approverRows(db, agencyId);
  const replaced = new Set(replacements.map((row) => row.userId));
  const approvers = directors.filter((id) => !replaced.has(id));
  for (const row of replacements) if (row.standInActive) approvers.push(row.replacementId);
  return [...new Set(approvers)];
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
    if (!(await isAgencyMember(db, agencyId, userId))) throw notFound();
    if (!(await isAgencyMember(db, agencyId, replacementId))) throw notFound();
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
export async function createReplacement(
  db: Db,
  directory: IdentityDirectory,
  auth: RequestAuth,
  input: z.infer<typeof replacementInput>,
) {
  const userId = input.user_id ?? auth.userId;
  // Naming a stand-in is one permission; deactivating or removing someone with it is another.
  if (input.type !== 'VACATION' && !hasPermission(auth.roles, 'deactivate-agency-user')) throw forbidden();
  if (userId === input.replacement_id) {
    throw badRequest('error.validation', { fieldErrors: { replacement_id: ['validation.invalidValue'] } });
  }
  const [user, standIn] = await Promise.all([findUser(db, userId), findUser(db, input.replacement_id)]);
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
      await directory.disableUser(tx, user, 'user_inactive');
    }
    if (input.type === 'AGENCY_MEMBERSHIP_REMOVAL') {
      await repo.removeMembership(tx, agencyId, userId);
      await directory.endSessions(tx, [user], 'membership_removed');
    }
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId,
      action: 'AGENCY_USER_REPLACEMENT_CREATED',
      entityType: 'agency_user_replacement',
      entityId: row.id,
      afterStatus: input.type,
      details: { user_id: userId, replacement_id: standIn.id },
    });
    return { id: row.id, user_id: row.userId, replacement_id: row.replacementId, type: row.type };
  });
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
      action: 'AGENCY_USER_REPLACEMENT_ENDED',
      entityType: 'agency_user_replacement',
      entityId: row.id,
      beforeStatus: row.type,
      afterStatus: 'ENDED',
    });
  });
  return { id: row.id };
}
