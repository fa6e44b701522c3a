import { REPLACEMENT_TYPES } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { specialities } from './catalogues.ts';
import { createdAt, inList, isoDate, timestampTz, updatedAt } from './helpers.ts';
import { agencies, users } from './identity.ts';

/** An agency's clients; names are unique per agency, case-insensitively. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('clients_agency_name_unique').on(table.agencyId, sql`lower(${table.name})`),
    check('clients_name_not_blank', sql`length(trim(${table.name})) > 0`),
  ],
);

/** The services (specialities) an agency offers, from the same catalogue freelancers pick from. */
export const agencySpecialities = pgTable(
  'agency_specialities',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    specialityId: integer('speciality_id')
      .notNull()
      .references(() => specialities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.agencyId, table.specialityId] }),
    index('agency_specialities_speciality_id_idx').on(table.specialityId),
  ],
);

/** Agency groups, called clusters in the product: sets of agencies a CFO reports across. */
export const agencyGroups = pgTable(
  'agency_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('agency_groups_name_unique').on(sql`lower(${table.name})`)],
);

export const agencyGroupMembers = pgTable(
  'agency_group_members',
  {
    agencyGroupId: integer('agency_group_id')
      .notNull()
      .references(() => agencyGroups.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.agencyGroupId, table.agencyId] }),
    index('agency_group_members_agency_idx').on(table.agencyId),
  ],
);

/** Which clusters a finance user (CFO) reports across. */
export const cfoAgencyGroups = pgTable(
  'cfo_agency_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyGroupId: integer('agency_group_id')
      .notNull()
      .references(() => agencyGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.agencyGroupId] }),
    index('cfo_agency_groups_group_idx').on(table.agencyGroupId),
  ],
);

/**
 * While `user_id` is on vacation, deactivated or removed from the agency, `replacement_id` acts for them
 * (approvals, reviews). Open-ended when end_date is null; `ended_at` records an early end.
 */
export const agencyUserReplacements = pgTable(
  'agency_user_replacements',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replacementId: integer('replacement_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: REPLACEMENT_TYPES }).notNull(),
    startDate: isoDate('start_date').notNull(),
    endDate: isoDate('end_date'),
    endedAt: timestampTz('ended_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('agency_user_replacements_agency_user_idx').on(table.agencyId, table.userId),
    index('agency_user_replacements_replacement_idx').on(table.replacementId),
    check('agency_user_replacements_type_check', inList('type', REPLACEMENT_TYPES)),
    check('agency_user_replacements_dates', sql`${table.endDate} >= ${table.startDate}`),
    check('agency_user_replacements_not_self', sql`${table.userId} <> ${table.replacementId}`),
  ],
);

/** Agency users who receive budget notifications; `id` is what notification/members/remove/{id} takes. */
export const budgetNotificationMembers = pgTable(
  'budget_notification_members',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('budget_notification_members_agency_user_unique').on(table.agencyId, table.userId)],
);
