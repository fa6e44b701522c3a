import type { notificationMemberAddInput } from '@fm/contract/schemas/agency';
import type { z } from 'zod';
import { isAdmin, type RequestAuth } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import { findAgency } from '../../db/finders.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import * as repo from './agencies.repo.ts';

/** Who receives an agency's budget notifications: active users of that agency. */

/** An agency the caller may administer: any for an admin, the active one for a managing director. */
async function assertAgencyAccess(db: Db, auth: RequestAuth, agencyId: number) {
  if (!isAdmin(auth) && agencyId !== requireActiveGroup(auth)) throw notFound();
  if (!(await findAgency(db, agencyId))) throw notFound();
}

export async function addNotificationMember(
  db: Db,
  auth: RequestAuth,
  input: z.infer<typeof notificationMemberAddInput>,
) {
  await assertAgencyAccess(db, auth, input.agency_id);
  const user = await repo.findAgencyUserByEmail(db, input.agency_id, input.email);
  if (!user) {
    throw new AppError(400, 'catalogue.noAccountForEmail', { fieldErrors: { email: ['catalogue.noAccountForEmail'] } });
  }
  return db.transaction(async (tx) => {
    const member = await repo.addNotificationMember(tx, input.agency_id, user.id);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: input.agency_id,
      action: 'BUDGET_NOTIFICATION_MEMBER_ADDED',
      entityType: 'budget_notification_member',
      entityId: member.id,
      details: { user_id: user.id },
    });
    return member;
  });
}

export async function removeNotificationMember(db: Db, auth: RequestAuth, id: number) {
  const member = await repo.findNotificationMember(db, id);
  if (!member) throw notFound();
  await assertAgencyAccess(db, auth, member.agencyId);
  await db.transaction(async (tx) => {
    await repo.removeNotificationMember(tx, id);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: member.agencyId,
      action: 'BUDGET_NOTIFICATION_MEMBER_REMOVED',
      entityType: 'budget_notification_member',
      entityId: id,
      details: { user_id: member.userId },
    });
  });
  return { id };
}
