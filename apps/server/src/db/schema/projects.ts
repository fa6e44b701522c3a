import { PROJECT_STATUSES } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';
import { createdAt, inList, isoDate, updatedAt } from './helpers.ts';
import { agencies, users } from './identity.ts';
import { clients } from './organisation.ts';

/** An agency's project. `created_by` is the project owner. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('ONGOING'),
    startDate: isoDate('start_date'),
    dueDate: isoDate('due_date'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    imageFileId: uuid('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    maconomyProjectNumber: text('maconomy_project_number'),
    maconomyProjectName: text('maconomy_project_name'),
    description: text('description'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('projects_agency_status_idx').on(table.agencyId, table.status),
    index('projects_created_by_idx').on(table.createdBy),
    index('projects_client_idx').on(table.clientId),
    index('projects_due_date_idx').on(table.dueDate),
    // The list's default order (newest first) for admins and finance, who see every agency's projects.
    index('projects_created_idx').on(table.createdAt, table.id),
    // Every agency's projects by name (admin), read off the index (migration 0013).
    index('projects_name_idx').on(table.name, table.id),
    check('projects_status_check', inList('status', PROJECT_STATUSES)),
    check('projects_name_not_blank', sql`length(trim(${table.name})) > 0`),
    check('projects_dates', sql`${table.dueDate} >= ${table.startDate}`),
  ],
);

/** Cost allocation numbers of a project; a booking spreads over one or more of them. */
export const projectAllocations = pgTable(
  'project_allocations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    name: text('name').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('project_allocations_project_number_unique').on(table.projectId, table.number)],
);

export const projectBookmarks = pgTable(
  'project_bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('project_bookmarks_user_project_unique').on(table.userId, table.projectId),
    index('project_bookmarks_project_idx').on(table.projectId),
  ],
);

/**
 * The embedded stand-in for the external project-accounting system (Maconomy): project numbers an agency
 * can link a project to (`project/maconomy` searches it). agency_id null means visible to every agency.
 */
export const maconomyProjects = pgTable(
  'maconomy_projects',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    name: text('name').notNull(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('maconomy_projects_agency_idx').on(table.agencyId)],
);
