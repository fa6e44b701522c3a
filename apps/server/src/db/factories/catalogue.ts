import type { DbOrTx } from '../client.ts';
import { jobTitles, skills, specialities, spokenLanguages, vatRates } from '../schema/catalogues.ts';
import { firstRow, nextSequence } from './sequence.ts';

type CatalogueRow = { id: number; name: string; createdBy: number | null; createdAt: Date };
type CatalogueTable = typeof skills | typeof jobTitles | typeof specialities | typeof spokenLanguages;

async function insertEntry(db: DbOrTx, table: CatalogueTable, prefix: string, name?: string): Promise<CatalogueRow> {
  return firstRow(
    await db
      .insert(table)
      .values({ name: name ?? `${prefix} ${nextSequence()}` })
      .returning(),
  );
}

export const createSkill = (db: DbOrTx, overrides: { name?: string } = {}) =>
  insertEntry(db, skills, 'Skill', overrides.name);
export const createJobTitle = (db: DbOrTx, overrides: { name?: string } = {}) =>
  insertEntry(db, jobTitles, 'Job title', overrides.name);
export const createSpeciality = (db: DbOrTx, overrides: { name?: string } = {}) =>
  insertEntry(db, specialities, 'Speciality', overrides.name);
export const createSpokenLanguage = (db: DbOrTx, overrides: { name?: string } = {}) =>
  insertEntry(db, spokenLanguages, 'Language', overrides.name);

export type VatRate = typeof vatRates.$inferSelect;

export async function createVatRate(
  db: DbOrTx,
  overrides: Partial<typeof vatRates.$inferInsert> = {},
): Promise<VatRate> {
  const n = nextSequence();
  return firstRow(
    await db
      .insert(vatRates)
      .values({ name: `VAT ${n}`, percentageBasisPoints: 1900, ...overrides })
      .returning(),
  );
}
