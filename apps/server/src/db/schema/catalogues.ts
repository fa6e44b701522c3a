import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './helpers.ts';
import { users } from './identity.ts';

/**
 * Name catalogues a freelancer picks from (and may add to). Names are unique case-insensitively so that
 * "React" and "react" stay one entry; `created_by` is null for entries shipped with the product.
 */
function catalogue(name: string) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      name: text('name').notNull(),
      createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
      createdAt: createdAt(),
    },
    (table) => [
      uniqueIndex(`${name}_name_unique`).on(sql`lower(${table.name})`),
      check(`${name}_name_not_blank`, sql`length(trim(${table.name})) > 0`),
    ],
  );
}

export const skills = catalogue('skills');
export const jobTitles = catalogue('job_titles');
export const specialities = catalogue('specialities');
export const spokenLanguages = catalogue('spoken_languages');
/** Projects a freelancer names on the profile (portfolio titles), not the agencies' projects. */
export const freelancerProjectTitles = catalogue('freelancer_project_titles');

/** VAT rates a freelancer can invoice with; percentage in basis points (19 % = 1900). */
export const vatRates = pgTable(
  'vat_rates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    percentageBasisPoints: integer('percentage_basis_points').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('vat_rates_name_unique').on(table.name),
    check('vat_rates_percentage_range', sql`${table.percentageBasisPoints} between 0 and 10000`),
  ],
);
