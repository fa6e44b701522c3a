import { DEFAULT_PROJECT_SEARCH_STATUSES, financialYearOf } from '@fm/contract/constants';
import type { projectsListOutput } from '@fm/contract/endpoints/projects';
import type { ProjectStatus } from '@fm/contract/enums';
import type { ProjectDetail, ProjectListItem, projectsListQuery } from '@fm/contract/schemas/project';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { projectAllocations } from '../../db/schema/projects.ts';
import { logActivity } from '../../platform/activity.ts';
import { forbidden, notFound } from '../../platform/app-error.ts';
import { pageOf } from '../../platform/paging.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import * as repo from './projects.repo.ts';

type ListQuery = z.infer<typeof projectsListQuery>;
type AllocationRow = typeof projectAllocations.$inferSelect;

const centsToEuros = (cents: number) => cents / 100;

/** Which projects a caller may read: admin and finance all, agency users their agency, freelancers their own. */
export function readScope(auth: RequestAuth): repo.ProjectScope {
  if (auth.realm === 'admin' || auth.realm === 'finance') return {};
  if (auth.realm === 'freelancer') return { freelancerId: auth.userId };
  return { agencyIds: [requireActiveGroup(auth)] };
}

function toAllocation(row: AllocationRow) {
  return { id: row.id, number: row.number, name: row.name || null, is_active: row.isActive };
}

function toListItem(row: repo.ProjectRow, allocations: AllocationRow[]): ProjectListItem {
  const { project } = row;
  return {
    id: project.id,
    name: project.name,
    status: project.status,
    due_date: project.dueDate,
    financial_year: project.dueDate ? financialYearOf(project.dueDate).label : null,
    client_name: row.clientName,
    client_id: project.clientId,
    image_url: project.imageFileId ? `/api/files/${project.imageFileId}` : null,
    bookmark_id: row.bookmarkId,
    agency: { id: project.agencyId, name: row.agencyName },
    owner: row.owner ? { id: row.owner.id, first_name: row.owner.firstName, last_name: row.owner.lastName } : null,
    project_number: project.maconomyProjectNumber,
    maconomy_project_name: project.maconomyProjectName,
    allocations: allocations.filter((allocation) => allocation.projectId === project.id).map(toAllocation),
    booking_count: row.bookingCount,
    created_at: project.createdAt.toISOString(),
  };
}

export async function listProjects(
  db: Db,
  auth: RequestAuth,
  query: ListQuery,
): Promise<z.input<typeof projectsListOutput>> {
  const scope = readScope(auth);
  const isStaff = auth.realm === 'admin' || auth.realm === 'finance';
  const isBookmarkedOnly = query.bookmarked === true;
  const statuses: ProjectStatus[] =
    query.status.length > 0 ? query.status : isBookmarkedOnly ? [] : [...DEFAULT_PROJECT_SEARCH_STATUSES];
  const { rows, total } = await repo.listProjects(db, {
    ...scope,
    ...(isStaff && query.agencies.length ? { agencyIds: query.agencies } : {}),
    ...(query.my_projects && auth.realm !== 'freelancer' ? { ownerId: auth.userId } : {}),
    userId: auth.userId,
    keywords: query.keyword,
    statuses,
    dueFrom: query.start_date,
    dueTo: query.end_date,
    isBookmarkedOnly,
    sortBy: query.sortBy,
    sort: query.sort,
    page: query.page,
    items: query.items,
  });
  const allocations = await repo.listAllocations(
    db,
    rows.map((row) => row.project.id),
  );
  return pageOf(
    rows.map((row) => toListItem(row, allocations)),
    total,
    query,
  );
}

export async function getProject(db: DbOrTx, auth: RequestAuth, id: number): Promise<ProjectDetail> {
  const row = await repo.findProject(db, id, auth.userId, readScope(auth));
  if (!row) throw notFound();
  const freelancerId = auth.realm === 'freelancer' ? auth.userId : undefined;
  // A freelancer sees their own bookings on the project, nothing of the agency's money or cost allocations.
  const isFreelancer = freelancerId !== undefined;
  const [allocations, bookings, figures] = await Promise.all([
    isFreelancer ? Promise.resolve([]) : repo.listAllocations(db, [id]),
    repo.listProjectBookings(db, id, freelancerId),
    isFreelancer ? Promise.resolve(null) : repo.projectBudgetFigures(db, id),
  ]);
  return {
    ...toListItem(row, allocations),
    description: row.project.description,
    bookings: bookings.map(({ booking, freelancer }) => ({
      id: booking.id,
      title: booking.title,
      booking_code: booking.bookingCode,
      status: booking.status,
      start_date: booking.startDate,
      end_date: booking.endDate,
      freelancer: { id: freelancer.id, first_name: freelancer.firstName, last_name: freelancer.lastName },
      total_cost: centsToEuros(booking.totalCostCents),
    })),
    commissioned: figures && centsToEuros(figures.commissionedCents),
    cleared: figures && centsToEuros(figures.clearedCents),
  };
}

/** A project the caller may change: another agency's is 404; an account manager may change only their own. */
export async function loadManagedProject(db: DbOrTx, auth: RequestAuth, id: number) {
  const scope = auth.realm === 'admin' ? {} : { agencyIds: [requireActiveGroup(auth)] };
  const row = await repo.findProject(db, id, auth.userId, scope);
  if (!row) throw notFound();
  if (auth.role === 'agency-manager' && row.project.createdBy !== auth.userId) throw forbidden();
  return row.project;
}

export async function updateProjectStatus(db: Db, auth: RequestAuth, id: number, status: ProjectStatus) {
  const project = await loadManagedProject(db, auth, id);
  if (project.status !== status) {
    await db.transaction(async (tx) => {
      await repo.updateProjectStatus(tx, id, status);
      await logActivity(tx, {
        actorId: auth.userId,
        agencyId: project.agencyId,
        action: 'PROJECT_STATUS_UPDATED',
        entityType: 'project',
        entityId: id,
        beforeStatus: project.status,
        afterStatus: status,
      });
    });
  }
  return { id, status };
}

export async function addBookmark(db: Db, auth: RequestAuth, projectId: number) {
  const row = await repo.findProject(db, projectId, auth.userId, readScope(auth));
  if (!row) throw notFound();
  const bookmark = await repo.insertBookmark(db, auth.userId, projectId);
  return { id: bookmark.id, project_id: projectId };
}

export async function removeBookmark(db: Db, auth: RequestAuth, id: number) {
  if (!(await repo.deleteBookmark(db, auth.userId, id))) throw notFound();
  return { id };
}
