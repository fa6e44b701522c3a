import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { freelancerProjectTitles, jobTitles, skills, specialities, spokenLanguages, vatRates } from './catalogues.ts';
import { storedFiles } from './files.ts';
import { createdAt, isoDate, timestampTz, updatedAt } from './helpers.ts';
import { users } from './identity.ts';

/**
 * A freelancer's profile, 1:1 with a user of the freelancer realm. The primary key *is* the user id, so a
 * "freelancer id" means the same number everywhere (bookings, credit notes, the API's freelancers[] filter).
 * Names, e-mail and settings live on `users`. Money in cents.
 */
export const freelancers = pgTable(
  'freelancers',
  {
    id: integer('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    isProfileComplete: boolean('is_profile_complete').notNull().default(false),
    isTaxableInGermany: boolean('is_taxable_in_germany').notNull().default(false),
    hasAcceptedCreditMemoProcedure: boolean('has_accepted_credit_memo_procedure').notNull().default(false),
    creditMemoProcedureAcceptedAt: timestampTz('credit_memo_procedure_accepted_at'),
    phone: text('phone'),
    website: text('website'),
    about: text('about'),
    residentialStreet: text('residential_street'),
    residentialPostalCode: text('residential_postal_code'),
    residentialCity: text('residential_city'),
    residentialCountry: text('residential_country').notNull().default('DE'),
    isInvoiceAddressSameResidential: boolean('is_invoice_address_same_residential').notNull().default(true),
    invoiceStreet: text('invoice_street'),
    invoicePostalCode: text('invoice_postal_code'),
    invoiceCity: text('invoice_city'),
    invoiceCountry: text('invoice_country'),
    /** The profile's `rate`: day rate in cents. */
    dayRateCents: integer('day_rate_cents'),
    hourlyRateCents: integer('hourly_rate_cents'),
    experienceStartYear: integer('experience_start_year'),
    excludeVat: boolean('exclude_vat').notNull().default(false),
    includeCompanyName: boolean('include_company_name').notNull().default(false),
    companyName: text('company_name'),
    companyId: text('company_id'),
    taxNumber: text('tax_number'),
    iban: text('iban'),
    bic: text('bic'),
    bankName: text('bank_name'),
    vendorNumber: text('vendor_number'),
    vatRateId: integer('vat_rate_id').references(() => vatRates.id, { onDelete: 'set null' }),
    portfolioLinks: text('portfolio_links').array().notNull().default(sql`'{}'::text[]`),
    /** Set when the account was deleted: personal data is anonymised, bookings and credit notes stay. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('freelancers_vendor_number_unique').on(table.vendorNumber),
    // The list's sorts, both ways (nulls last, the id breaking ties), so a page is read off an index and only its
    // freelancers' availability is checked (migration 0009); the ascending ones also answer the range filters.
    index('freelancers_day_rate_idx').on(table.dayRateCents, table.id),
    index('freelancers_day_rate_desc_idx').on(table.dayRateCents.desc().nullsLast(), table.id),
    index('freelancers_hourly_rate_idx').on(table.hourlyRateCents, table.id),
    index('freelancers_hourly_rate_desc_idx').on(table.hourlyRateCents.desc().nullsLast(), table.id),
    index('freelancers_experience_idx').on(table.experienceStartYear, table.id),
    index('freelancers_experience_desc_idx').on(table.experienceStartYear.desc().nullsLast(), table.id),
    index('freelancers_created_idx').on(table.createdAt, table.id),
    index('freelancers_created_desc_idx').on(table.createdAt.desc().nullsLast(), table.id),
    check('freelancers_company_id_format', sql`${table.companyId} ~ '^[0-9]{4}$'`),
    check('freelancers_day_rate_non_negative', sql`${table.dayRateCents} >= 0`),
    check('freelancers_hourly_rate_non_negative', sql`${table.hourlyRateCents} >= 0`),
    check('freelancers_experience_year_range', sql`${table.experienceStartYear} between 1900 and 2100`),
    check(
      'freelancers_credit_memo_accepted_at',
      sql`not ${table.hasAcceptedCreditMemoProcedure} or ${table.creditMemoProcedureAcceptedAt} is not null`,
    ),
  ],
);

/** One row per absent day; availability filters look dates up by range. */
export const freelancerAbsences = pgTable(
  'freelancer_absences',
  {
    id: serial('id').primaryKey(),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    date: isoDate('date').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('freelancer_absences_freelancer_date_unique').on(table.freelancerId, table.date),
    index('freelancer_absences_date_idx').on(table.date),
  ],
);

/** A user (agency or finance) bookmarks a freelancer; `id` is the API's bookmark_id. */
export const freelancerBookmarks = pgTable(
  'freelancer_bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('freelancer_bookmarks_user_freelancer_unique').on(table.userId, table.freelancerId),
    index('freelancer_bookmarks_freelancer_idx').on(table.freelancerId),
  ],
);

const freelancerRef = () =>
  integer('freelancer_id')
    .notNull()
    .references(() => freelancers.id, { onDelete: 'cascade' });

/** Join tables freelancer ↔ catalogue entry (skills, job titles, specialities, languages, portfolio projects). */
export const freelancerSkills = pgTable(
  'freelancer_skills',
  {
    freelancerId: freelancerRef(),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.freelancerId, table.skillId] }),
    index('freelancer_skills_skill_id_idx').on(table.skillId),
  ],
);

export const freelancerJobTitles = pgTable(
  'freelancer_job_titles',
  {
    freelancerId: freelancerRef(),
    jobTitleId: integer('job_title_id')
      .notNull()
      .references(() => jobTitles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.freelancerId, table.jobTitleId] }),
    index('freelancer_job_titles_job_title_id_idx').on(table.jobTitleId),
  ],
);

export const freelancerSpecialities = pgTable(
  'freelancer_specialities',
  {
    freelancerId: freelancerRef(),
    specialityId: integer('speciality_id')
      .notNull()
      .references(() => specialities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.freelancerId, table.specialityId] }),
    index('freelancer_specialities_speciality_id_idx').on(table.specialityId),
  ],
);

export const freelancerSpokenLanguages = pgTable(
  'freelancer_spoken_languages',
  {
    freelancerId: freelancerRef(),
    spokenLanguageId: integer('spoken_language_id')
      .notNull()
      .references(() => spokenLanguages.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.freelancerId, table.spokenLanguageId] }),
    index('freelancer_spoken_languages_spoken_language_id_idx').on(table.spokenLanguageId),
  ],
);

export const freelancerProjects = pgTable(
  'freelancer_projects',
  {
    freelancerId: freelancerRef(),
    projectTitleId: integer('project_title_id')
      .notNull()
      .references(() => freelancerProjectTitles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.freelancerId, table.projectTitleId] }),
    index('freelancer_projects_project_title_id_idx').on(table.projectTitleId),
  ],
);
