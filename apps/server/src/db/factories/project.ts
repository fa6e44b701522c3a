import type { DbOrTx } from '../client.ts';
import { projectAllocations, projects } from '../schema/projects.ts';
import { createAgency } from './agency.ts';
import { firstRow, nextSequence, pad } from './sequence.ts';

export type Project = typeof projects.$inferSelect;
export type ProjectAllocation = typeof projectAllocations.$inferSelect;
export type AllocationInput = { number?: string; name?: string; isActive?: boolean };
export type ProjectOverrides = Partial<typeof projects.$inferInsert> & {
  /** Cost allocations to create; default one active allocation. */
  allocations?: AllocationInput[];
};
export type CreatedProject = Project & { allocations: ProjectAllocation[] };

export async function createProject(db: DbOrTx, overrides: ProjectOverrides = {}): Promise<CreatedProject> {
  const { allocations = [{}], ...columns } = overrides;
  const n = nextSequence();
  const agencyId = columns.agencyId ?? (await createAgency(db)).id;
  const project = firstRow(
    await db
      .insert(projects)
      .values({ name: `Project ${n}`, startDate: '2026-07-01', dueDate: '2027-03-31', ...columns, agencyId })
      .returning(),
  );
  const created =
    allocations.length === 0
      ? []
      : await db
          .insert(projectAllocations)
          .values(
            allocations.map((allocation, index) => ({
              projectId: project.id,
              number: allocation.number ?? `KST-${pad(project.id, 4)}-${pad(index + 1, 2)}`,
              name: allocation.name ?? `Allocation ${index + 1}`,
              isActive: allocation.isActive ?? true,
            })),
          )
          .returning();
  return { ...project, allocations: created };
}
