import { CFO_ROLES } from '@fm/contract/roles';
import type { cfoAgencyGroupInput, clusterCreateInput, clusterUpdateInput } from '@fm/contract/schemas/agency';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findUser } from '../../db/finders.ts';
import { logActivity } from '../../platform/activity.ts';
import { badRequest, notFound } from '../../platform/app-error.ts';
import { pageOf } from '../../platform/paging.ts';
import * as repo from './agency-groups.repo.ts';

type GroupRow = NonNullable<Awaited<ReturnType<typeof repo.findGroup>>>;

async function toOutputs(db: DbOrTx, groups: GroupRow[]) {
  const ids = groups.map((group) => group.id);
  const [members, cfos] = await Promise.all([repo.membersOf(db, ids), repo.cfosOf(db, ids)]);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    description: group.description,
    agencies: members.filter((row) => row.groupId === group.id).map(({ id, name }) => ({ id, name })),
    cfos: cfos
      .filter((row) => row.groupId === group.id)
      .map(({ id, first_name, last_name }) => ({ id, first_name, last_name })),
    created_at: group.createdAt.toISOString(),
  }));
}

async function output(db: DbOrTx, id: number) {
  const group = await repo.findGroup(db, id);
  if (!group) throw notFound();
  const [result] = await toOutputs(db, [group]);
  return result!;
}

async function assertNameFree(db: DbOrTx, name: string | undefined, exceptId?: number) {
  if (name && (await repo.findGroupByName(db, name, exceptId))) {
    throw badRequest('rule.alreadyExists', { params: { name }, fieldErrors: { name: ['rule.alreadyExists'] } });
  }
}

async function assertAgencies(db: DbOrTx, ids: number[] | undefined) {
  if (ids && (await repo.countAgencies(db, ids)) !== ids.length) throw notFound();
}

export async function listGroups(
  db: Db,
  query: { page: number; items: number; sortBy: 'name' | 'created_at'; sort: 'asc' | 'desc'; keyword: string[] },
) {
  const { rows, total } = await repo.listGroups(db, query.keyword, query, {
    offset: (query.page - 1) * query.items,
    limit: query.items,
  });
  return pageOf(await toOutputs(db, rows), total, query);
}

export async function createGroup(db: Db, auth: RequestAuth, input: z.infer<typeof clusterCreateInput>) {
  const agencyIds = [...new Set(input.agency_ids)];
  await assertNameFree(db, input.name);
  await assertAgencies(db, agencyIds);
  const id = await db.transaction(async (tx) => {
    const group = await repo.insertGroup(tx, { name: input.name, description: input.description || null });
    await repo.setMembers(tx, group.id, agencyIds);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: null,
      action: 'AGENCY_GROUP_CREATED',
      entityType: 'agency_group',
      entityId: group.id,
      details: { agency_ids: agencyIds },
    });
    return group.id;
  });
  return output(db, id);
}

export async function updateGroup(db: Db, auth: RequestAuth, input: z.infer<typeof clusterUpdateInput>) {
  if (!(await repo.findGroup(db, input.id))) throw notFound();
  const agencyIds = input.agency_ids ? [...new Set(input.agency_ids)] : undefined;
  await assertNameFree(db, input.name, input.id);
  await assertAgencies(db, agencyIds);
  await db.transaction(async (tx) => {
    const changes = {
      ...(input.name ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
    };
    if (Object.keys(changes).length) await repo.updateGroup(tx, input.id, changes);
    if (agencyIds) await repo.setMembers(tx, input.id, agencyIds);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: null,
      action: 'AGENCY_GROUP_UPDATED',
      entityType: 'agency_group',
      entityId: input.id,
      details: { name: input.name ?? null, agency_ids: agencyIds ?? null },
    });
  });
  return output(db, input.id);
}

export async function deleteGroup(db: Db, auth: RequestAuth, id: number) {
  const group = await repo.findGroup(db, id);
  if (!group) throw notFound();
  await db.transaction(async (tx) => {
    await repo.deleteGroup(tx, id);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: null,
      action: 'AGENCY_GROUP_DELETED',
      entityType: 'agency_group',
      entityId: id,
      details: { name: group.name },
    });
  });
  return { id };
}

/**
 * Lets a CFO report across an agency group, or (is_assigned false) stops it. An unknown user or group is 404;
 * a user who is not a CFO is a business rule (400), since the admin picked a real person of the wrong role.
 * Only a real change is logged, so repeating a call leaves no second entry.
 */
export async function setCfoAssignment(db: Db, auth: RequestAuth, input: z.infer<typeof cfoAgencyGroupInput>) {
  const [user, group] = await Promise.all([findUser(db, input.user_id), repo.findGroup(db, input.cluster_id)]);
  if (!group || !user) throw notFound();
  if (!(CFO_ROLES as readonly string[]).includes(user.role)) {
    throw badRequest('rule.userNotCfo', { fieldErrors: { user_id: ['rule.userNotCfo'] } });
  }
  const isAssigned = input.is_assigned;
  await db.transaction(async (tx) => {
    const isChanged = isAssigned
      ? await repo.assignCfo(tx, user.id, group.id)
      : await repo.unassignCfo(tx, user.id, group.id);
    if (!isChanged) return;
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: null,
      action: isAssigned ? 'AGENCY_GROUP_CFO_ASSIGNED' : 'AGENCY_GROUP_CFO_REMOVED',
      entityType: 'agency_group',
      entityId: group.id,
      details: { user_id: user.id },
    });
  });
  return { user_id: user.id, cluster_id: group.id, is_assigned: isAssigned };
}
