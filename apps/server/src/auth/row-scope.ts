import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { requireActiveGroup } from '../modules/account/account.service.ts';
import type { RequestAuth } from './request-auth.ts';

/**
 * The rows of agency work (bookings, time records, payments, credit notes) a caller sees; an empty scope sees
 * all. `agencyIn` is the scope's own list (a CFO's agencies), apart from any agency filter a caller sends.
 */
export type RowScope = { agencyId?: number; agencyIn?: number[]; freelancerId?: number };

/**
 * Freelancers see their own work, agency users their active agency's, a CFO the agencies of their agency
 * groups, the global CFO, finance users and admins everything. Every
 * read and action on these rows goes through this scope, so another tenant's id is simply not found (404).
 */
export function rowScope(auth: RequestAuth): RowScope {
  if (auth.cfoAgencyIds !== null) return { agencyIn: auth.cfoAgencyIds };
  if (auth.realm === 'admin' || auth.realm === 'finance') return {};
  if (auth.realm === 'freelancer') return { freelancerId: auth.userId };
  return { agencyId: requireActiveGroup(auth) };
}

/** The WHERE conditions of a scope on a table with agency and freelancer columns. */
export function scopeConditions(scope: RowScope, columns: { agencyId: PgColumn; freelancerId: PgColumn }): SQL[] {
  return [
    ...(scope.agencyId === undefined ? [] : [eq(columns.agencyId, scope.agencyId)]),
    // An empty list matches nothing (a CFO without agency groups sees nothing).
    ...(scope.agencyIn === undefined
      ? []
      : [scope.agencyIn.length ? inArray(columns.agencyId, scope.agencyIn) : sql`false`]),
    ...(scope.freelancerId === undefined ? [] : [eq(columns.freelancerId, scope.freelancerId)]),
  ];
}
