import type { NamedRef } from '@fm/contract/schemas/common';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './catalogues.repo.ts';

/** Lookups and additions of skills, job titles, spoken languages and reference project titles. */

export function searchCatalogue(db: Db, name: repo.CatalogueName, keyword: string | undefined): Promise<NamedRef[]> {
  return repo.searchEntries(db, name, keyword?.trim() ?? '');
}

/** Names are trimmed and inner whitespace collapsed, so "  React   Native " and "React Native" are one entry. */
export function addCatalogueEntry(db: Db, auth: RequestAuth, name: repo.CatalogueName, entryName: string) {
  return repo.findOrCreateEntry(db, name, entryName.trim().replace(/\s+/g, ' '), auth.userId);
}

export async function listVat(db: Db) {
  const rows = await repo.listVatRates(db);
  return rows.map((row) => ({ id: row.id, name: row.name, percentage: row.basisPoints / 100 }));
}
