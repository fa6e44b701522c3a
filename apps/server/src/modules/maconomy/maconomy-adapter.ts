import type { maconomyProjectOutput } from '@fm/contract/schemas/project';
import { and, asc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { maconomyProjects } from '../../db/schema/projects.ts';

export type MaconomyProject = z.input<typeof maconomyProjectOutput>;

export type MaconomySearch = {
  keyword?: string | undefined;
  /** The agency asking; null (admin) searches every agency's catalogue. */
  agencyId: number | null;
  limit: number;
};

/**
 * The boundary to the external project-accounting system (Maconomy). The product only needs to find a project
 * by number or name to link it; a real connector implements this type, the embedded catalogue is the default.
 */
export type MaconomyAdapter = {
  searchProjects: (db: DbOrTx, search: MaconomySearch) => Promise<MaconomyProject[]>;
  findProject: (db: DbOrTx, projectNumber: string, agencyId: number) => Promise<MaconomyProject | null>;
};

/** Entries visible to an agency: its own and the group-wide ones (agency_id null). */
const visibleTo = (agencyId: number) => or(eq(maconomyProjects.agencyId, agencyId), isNull(maconomyProjects.agencyId));

const toProject = (row: typeof maconomyProjects.$inferSelect): MaconomyProject => ({
  project_number: row.number,
  name: row.name,
  client_name: null,
  allocations: [],
});

/** The embedded catalogue (table maconomy_projects) standing in for the external system. */
export const embeddedMaconomyAdapter: MaconomyAdapter = {
  async searchProjects(db, { keyword, agencyId, limit }) {
    const conditions: SQL[] = [];
    if (agencyId !== null) conditions.push(visibleTo(agencyId)!);
    if (keyword) {
      const pattern = likePattern(keyword);
      conditions.push(or(ilike(maconomyProjects.number, pattern), ilike(maconomyProjects.name, pattern))!);
    }
    const rows = await db
      .select()
      .from(maconomyProjects)
      .where(and(...conditions))
      .orderBy(asc(maconomyProjects.number))
      .limit(limit);
    return rows.map(toProject);
  },
  async findProject(db, projectNumber, agencyId) {
    const [row] = await db
      .select()
      .from(maconomyProjects)
      .where(and(eq(maconomyProjects.number, projectNumber), visibleTo(agencyId)));
    return row ? toProject(row) : null;
  },
};
