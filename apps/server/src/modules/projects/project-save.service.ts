import type { ProjectDetail, projectCreateInput, projectUpdateInput } from '@fm/contract/schemas/project';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findAgency } from '../../db/finders.ts';
import { logActivity } from '../../platform/activity.ts';
import { badRequest, fieldError, notFound } from '../../platform/app-error.ts';
import { assertImage, type FileStorage } from '../../platform/files.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import { embeddedMaconomyAdapter, type MaconomyAdapter } from '../maconomy/maconomy-adapter.ts';
import * as repo from './projects.repo.ts';
import { getProject, loadManagedProject } from './projects.service.ts';

/** Creating and changing projects: client, owner, accounting-system link, image and cost allocations. */

type CreateInput = z.infer<typeof projectCreateInput>;
type UpdateInput = z.infer<typeof projectUpdateInput>;

function assertUniqueNumbers(allocations: { number: string }[]) {
  const seen = new Set<string>();
  for (const { number } of allocations) {
    const key = number.toLowerCase();
    if (seen.has(key)) {
      throw badRequest('rule.alreadyExists', {
        params: { name: number },
        fieldErrors: { allocations: ['rule.alreadyExists'] },
      });
    }
    seen.add(key);
  }
}

/** Links to the accounting system: required, and checked against it, when the agency exchanges data with it. */
async function resolveMaconomy(
  db: DbOrTx,
  adapter: MaconomyAdapter,
  agency: { id: number; isMaconomyDataExchangeRequired: boolean },
  projectNumber: string | null | undefined,
  projectName: string | null | undefined,
) {
  if (!projectNumber) {
    if (agency.isMaconomyDataExchangeRequired) throw fieldError('project_number', 'validation.required');
    return { maconomyProjectNumber: null, maconomyProjectName: projectName ?? null };
  }
  if (!agency.isMaconomyDataExchangeRequired) {
    return { maconomyProjectNumber: projectNumber, maconomyProjectName: projectName ?? null };
  }
  const linked = await adapter.findProject(db, projectNumber, agency.id);
  if (!linked) throw fieldError('project_number', 'validation.invalidExternalProjectNumber');
  return { maconomyProjectNumber: linked.project_number, maconomyProjectName: projectName || linked.name };
}

/** A project image sent as a data URL: checked by its bytes (413/415), then stored. */
async function storeImage(files: FileStorage, db: DbOrTx, auth: RequestAuth, dataUrl: string) {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const type = assertImage(bytes);
  const file = await files.save(db, {
    kind: 'PROJECT_IMAGE',
    ownerUserId: auth.userId,
    originalName: `project.${type.extension}`,
    mime: type.mime,
    bytes,
  });
  return file.id;
}

async function resolveOwner(db: DbOrTx, auth: RequestAuth, agencyId: number, ownerId: number | undefined) {
  if (ownerId === undefined) return auth.realm === 'agency' ? auth.userId : null;
  const member = await repo.findAgencyMember(db, ownerId, agencyId);
  if (!member) throw fieldError('owner_id', 'validation.invalidValue');
  return member.id;
}

export type ProjectContext = { files: FileStorage; maconomy?: MaconomyAdapter };

export async function createProject(
  db: Db,
  context: ProjectContext,
  auth: RequestAuth,
  input: CreateInput,
): Promise<ProjectDetail> {
  const adapter = context.maconomy ?? embeddedMaconomyAdapter;
  let agencyId: number;
  if (auth.realm === 'admin') {
    if (input.agency_id === undefined) throw fieldError('agency_id', 'validation.required');
    agencyId = input.agency_id;
  } else {
    agencyId = requireActiveGroup(auth);
  }
  const agency = await findAgency(db, agencyId);
  if (!agency) throw fieldError('agency_id', 'validation.invalidValue');
  if (!(await repo.findClient(db, input.client_id, agencyId))) throw fieldError('client_id', 'validation.invalidValue');
  assertUniqueNumbers(input.allocations);
  const maconomy = await resolveMaconomy(db, adapter, agency, input.project_number, input.maconomy_project_name);
  const createdBy = await resolveOwner(db, auth, agencyId, input.owner_id);
  const id = await db.transaction(async (tx) => {
    const imageFileId = input.image ? await storeImage(context.files, tx, auth, input.image) : null;
    const project = await repo.insertProject(tx, {
      imageFileId,
      agencyId,
      name: input.name,
      status: input.status,
      dueDate: input.due_date,
      clientId: input.client_id,
      description: input.description ?? null,
      createdBy,
      ...maconomy,
    });
    await repo.insertAllocations(
      tx,
      input.allocations.map((allocation) => ({
        projectId: project.id,
        number: allocation.number,
        name: allocation.name ?? '',
        isActive: allocation.is_active,
      })),
    );
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId,
      action: 'PROJECT_CREATED',
      entityType: 'project',
      entityId: project.id,
      afterStatus: project.status,
      details: { name: project.name },
    });
    return project.id;
  });
  return getProject(db, auth, id);
}

/** Allocations sent with an id change that allocation; new ones are added; omitted ones become inactive. */
async function syncAllocations(tx: DbOrTx, projectId: number, input: NonNullable<UpdateInput['allocations']>) {
  const existing = await repo.listAllocations(tx, [projectId]);
  const byId = new Map(existing.map((allocation) => [allocation.id, allocation]));
  for (const allocation of input) {
    if (allocation.id !== undefined && !byId.has(allocation.id))
      throw fieldError('allocations', 'validation.invalidValue');
  }
  const keptIds = new Set(input.map((allocation) => allocation.id).filter((id) => id !== undefined));
  const merged = [
    ...existing.filter((allocation) => !keptIds.has(allocation.id)),
    ...input.map((allocation) => ({ number: allocation.number })),
  ];
  assertUniqueNumbers(merged);
  for (const allocation of existing) {
    if (!keptIds.has(allocation.id) && allocation.isActive) {
      await repo.updateAllocation(tx, allocation.id, { isActive: false });
    }
  }
  for (const allocation of input) {
    const values = { number: allocation.number, name: allocation.name ?? '', isActive: allocation.is_active };
    if (allocation.id !== undefined) await repo.updateAllocation(tx, allocation.id, values);
  }
  await repo.insertAllocations(
    tx,
    input
      .filter((allocation) => allocation.id === undefined)
      .map((allocation) => ({
        projectId,
        number: allocation.number,
        name: allocation.name ?? '',
        isActive: allocation.is_active,
      })),
  );
}

export async function updateProject(
  db: Db,
  context: ProjectContext,
  auth: RequestAuth,
  input: UpdateInput,
): Promise<ProjectDetail> {
  const adapter = context.maconomy ?? embeddedMaconomyAdapter;
  const project = await loadManagedProject(db, auth, input.id);
  const agency = await findAgency(db, project.agencyId);
  if (!agency) throw notFound();
  if (input.client_id !== undefined && !(await repo.findClient(db, input.client_id, project.agencyId))) {
    throw fieldError('client_id', 'validation.invalidValue');
  }
  const isMaconomyChanged = input.project_number !== undefined || input.maconomy_project_name !== undefined;
  const maconomy = isMaconomyChanged
    ? await resolveMaconomy(
        db,
        adapter,
        agency,
        input.project_number === undefined ? project.maconomyProjectNumber : input.project_number,
        input.maconomy_project_name === undefined ? project.maconomyProjectName : input.maconomy_project_name,
      )
    : {};
  const createdBy =
    input.owner_id === undefined ? {} : { createdBy: await resolveOwner(db, auth, project.agencyId, input.owner_id) };
  await db.transaction(async (tx) => {
    const image =
      input.image === undefined
        ? {}
        : { imageFileId: input.image ? await storeImage(context.files, tx, auth, input.image) : null };
    await repo.updateProject(tx, project.id, {
      ...image,
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.due_date !== undefined ? { dueDate: input.due_date } : {}),
      ...(input.client_id !== undefined ? { clientId: input.client_id } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...maconomy,
      ...createdBy,
    });
    if (input.allocations !== undefined) await syncAllocations(tx, project.id, input.allocations);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: project.agencyId,
      action: 'PROJECT_UPDATED',
      entityType: 'project',
      entityId: project.id,
      beforeStatus: project.status,
      afterStatus: input.status ?? project.status,
    });
  });
  return getProject(db, auth, project.id);
}
