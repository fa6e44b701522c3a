import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { requireActiveGroup } from '../modules/account/account.service.ts';
import type { RequestAuth } from './request-auth.ts';

/** The rows of agency work (bookings, time records, payments) a caller sees; an empty scope sees all. */
export type RowScope = { agencyId?: number; freelancerId?: number };

/**
 * Freelancers see their own work, agency users their active agency's, admin and finance everything. Every
 * read and action on these rows goes through this scope, so another tenant's id is simply not found (404).
 */
export function rowScope(auth: RequestAuth): RowScope {
  if (auth.realm === 'admin' || auth.realm === 'finance') return {};
  if (auth.realm === 'freelancer') return { freelancerId: auth.userId };
  return { agencyId: requireActiveGroup(auth) };
}

/** The WHERE conditions of a scope on a table with agency and freelancer columns. */
export function scopeConditions(scope: RowScope, columns: { agencyId: PgColumn; freelancerId: PgColumn }): SQL[] {
  return [
    ...(scope.agencyId === undefined ? [] : [eq(columns.agencyId, scope.agencyId)]),
    ...(scope.freelancerId === undefined ? [] : [eq(columns.freelancerId, scope.freelancerId)]),
  ];
}
