import type { MessageKey } from '@fm/contract/messages';
import type { reportInput, reportsListQuery, reportUpdateInput } from '@fm/contract/schemas/report';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { rowScope } from '../../auth/row-scope.ts';
import type { Db } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { badRequest, notFound } from '../../platform/app-error.ts';
import { pageOf } from '../../platform/paging.ts';
import * as repo from './reports.repo.ts';

/**
 * Saved reports (docs/product.md §8, decision 015). Admins, finance users and the global CFO see every report; a
 * CFO those of their agency groups' agencies and their own; agency users those of their active agency.
 */

export function reportVisibility(auth: RequestAuth): repo.ReportVisibility {
  const scope = rowScope(auth);
  if (scope.agencyIn) return { all: false, agencyIds: scope.agencyIn, ownerId: auth.userId };
  if (scope.agencyId !== undefined) return { all: false, agencyIds: [scope.agencyId], ownerId: auth.userId };
  return { all: true };
}

/** The agencies whose data and names the caller reaches: null for all. */
export function agencyReach(auth: RequestAuth): number[] | null {
  const scope = rowScope(auth);
  if (scope.agencyIn) return scope.agencyIn;
  if (scope.agencyId !== undefined) return [scope.agencyId];
  return null;
}

const LIST_NAMES = ['agencies', 'bookers', 'freelancers', 'projects', 'clients'] as const;

function toOutput(row: repo.ReportRow, names: repo.ReportNames) {
  const encode = (list: (typeof LIST_NAMES)[number]) =>
    JSON.stringify(
      row[list].flatMap((id) => {
        const found = names[list].get(id);
        return found ? [found] : [];
      }),
    );
  return {
    id: row.id,
    topic: row.topic,
    title: row.title,
    timeframe_start_date: row.timeframeStart,
    timeframe_end_date: row.timeframeEnd,
    agencies: encode('agencies'),
    bookers: encode('bookers'),
    freelancers: encode('freelancers'),
    projects: encode('projects'),
    clients: encode('clients'),
    status: JSON.stringify(row.status),
    created_by: names.creators.get(row.createdBy) ?? { id: row.createdBy, first_name: '', last_name: '' },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function outputsOf(db: Db, auth: RequestAuth, rows: repo.ReportRow[]) {
  const ids = Object.fromEntries(LIST_NAMES.map((list) => [list, [...new Set(rows.flatMap((row) => row[list]))]]));
  const creators = [...new Set(rows.map((row) => row.createdBy))];
  const names = await repo.namesOf(db, { ...(ids as repo.NamedIds), creators }, agencyReach(auth));
  return rows.map((row) => toOutput(row, names));
}

export async function getReport(db: Db, auth: RequestAuth, id: number) {
  const row = await repo.findReport(db, id, reportVisibility(auth));
  if (!row) throw notFound();
  const [output] = await outputsOf(db, auth, [row]);
  return output!;
}

export async function listReports(db: Db, auth: RequestAuth, query: z.infer<typeof reportsListQuery>) {
  const { rows, total } = await repo.listReports(db, reportVisibility(auth), query);
  return pageOf(await outputsOf(db, auth, rows), total, query);
}

type ReportInput = z.infer<typeof reportInput>;

/** Every id of the lists must exist and lie within the caller's reach (else 400 on that field). */
async function checkLists(db: Db, auth: RequestAuth, input: ReportInput) {
  const ids = Object.fromEntries(LIST_NAMES.map((list) => [list, [...new Set(input[list])]]));
  const names = await repo.namesOf(db, ids as repo.NamedIds, agencyReach(auth));
  const fieldErrors: Record<string, MessageKey[]> = {};
  for (const list of LIST_NAMES) {
    if (input[list].some((id) => !names[list].has(id))) fieldErrors[list] = ['validation.invalidValue'];
  }
  if (Object.keys(fieldErrors).length) throw badRequest('error.validation', { fieldErrors });
}

const valuesOf = (input: ReportInput) => ({
  topic: input.topic,
  title: input.title,
  timeframeStart: input.timeframe_start_date ?? null,
  timeframeEnd: input.timeframe_end_date ?? null,
  agencies: [...new Set(input.agencies)],
  bookers: [...new Set(input.bookers)],
  freelancers: [...new Set(input.freelancers)],
  projects: [...new Set(input.projects)],
  clients: [...new Set(input.clients)],
  status: [...new Set(input.status)],
});

export async function createReport(db: Db, auth: RequestAuth, input: ReportInput) {
  await checkLists(db, auth, input);
  const scope = rowScope(auth);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertReport(tx, {
      ...valuesOf(input),
      createdBy: auth.userId,
      agencyId: scope.agencyId ?? null,
    });
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: created.agencyId,
      action: 'REPORT_CREATED',
      entityType: 'report',
      entityId: created.id,
      details: { topic: created.topic },
    });
    return created;
  });
  return getReport(db, auth, row.id);
}

export async function updateReport(db: Db, auth: RequestAuth, input: z.infer<typeof reportUpdateInput>) {
  const existing = await repo.findReport(db, input.id, reportVisibility(auth));
  if (!existing) throw notFound();
  await checkLists(db, auth, input);
  await repo.updateReport(db, existing.id, valuesOf(input));
  return getReport(db, auth, existing.id);
}

export async function deleteReport(db: Db, auth: RequestAuth, id: number) {
  const existing = await repo.findReport(db, id, reportVisibility(auth));
  if (!existing) throw notFound();
  await db.transaction(async (tx) => {
    await repo.deleteReport(tx, id);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: existing.agencyId,
      action: 'REPORT_DELETED',
      entityType: 'report',
      entityId: id,
      details: { topic: existing.topic, title: existing.title },
    });
  });
  return { id };
}

export async function findForDownload(db: Db, auth: RequestAuth, id: number) {
  const row = await repo.findReport(db, id, reportVisibility(auth));
  if (!row) throw notFound();
  return row;
}
