import { SEARCH_LOOKUP_SIZE } from '@fm/contract/constants';
import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import {
  freelancerProjectTitles,
  jobTitles,
  skills,
  specialities,
  spokenLanguages,
  vatRates,
} from '../../db/schema/catalogues.ts';

/** The name catalogues freelancers pick from; all share one shape (id, name, created_by). */
export const CATALOGUES = {
  skills,
  jobTitles,
  specialities,
  spokenLanguages,
  projectTitles: freelancerProjectTitles,
} as const;
export type CatalogueName = keyof typeof CATALOGUES;

// The five tables share their columns; one typed handle keeps the queries generic.
const tableOf = (name: CatalogueName) => CATALOGUES[name] as typeof skills;

/** `%`, `_` and `\` in a keyword are matched literally. */
export function searchEntries(db: DbOrTx, name: CatalogueName, keyword: string) {
  const table = tableOf(name);
  const query = db.select({ id: table.id, name: table.name }).from(table);
  return (keyword ? query.where(ilike(table.name, likePattern(keyword))) : query)
    .orderBy(asc(table.name), asc(table.id))
    .limit(SEARCH_LOOKUP_SIZE);
}

/** Adds an entry or returns the one with the same name (compared case-insensitively). */
export async function findOrCreateEntry(db: DbOrTx, name: CatalogueName, entryName: string, userId: number) {
  const table = tableOf(name);
  const [created] = await db
    .insert(table)
    .values({ name: entryName, createdBy: userId })
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name });
  if (created) return created;
  const [existing] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(sql`lower(${table.name})`, entryName.toLowerCase()))
    .limit(1);
  return existing!;
}

/** The ids among `ids` that exist in the catalogue. */
export async function findExistingIds(db: DbOrTx, name: CatalogueName, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = tableOf(name);
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

export function listVatRates(db: DbOrTx) {
  return db
    .select({ id: vatRates.id, name: vatRates.name, basisPoints: vatRates.percentageBasisPoints })
    .from(vatRates)
    .orderBy(asc(vatRates.percentageBasisPoints), asc(vatRates.id));
}

export async function vatRateExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: vatRates.id }).from(vatRates).where(eq(vatRates.id, id)).limit(1);
  return Boolean(row);
}
