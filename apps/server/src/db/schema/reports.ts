import { REPORT_TOPICS } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, inList, isJsonArray, isoDate, updatedAt } from './helpers.ts';
import { agencies, users } from './identity.ts';

/** A saved report definition; the filter lists hold ids (agencies, bookers, …) or status names. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The agency it was created in (agency users); null for admin and finance reports. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: REPORT_TOPICS }).notNull(),
    title: text('title').notNull(),
    timeframeStart: isoDate('timeframe_start'),
    timeframeEnd: isoDate('timeframe_end'),
    agencies: jsonb('agencies').$type<number[]>().notNull().default([]),
    bookers: jsonb('bookers').$type<number[]>().notNull().default([]),
    freelancers: jsonb('freelancers').$type<number[]>().notNull().default([]),
    projects: jsonb('projects').$type<number[]>().notNull().default([]),
    clients: jsonb('clients').$type<number[]>().notNull().default([]),
    status: jsonb('status').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('reports_created_by_idx').on(table.createdBy, table.createdAt),
    index('reports_agency_idx').on(table.agencyId, table.createdAt),
    check('reports_topic_check', inList('topic', REPORT_TOPICS)),
    check('reports_timeframe', sql`${table.timeframeEnd} >= ${table.timeframeStart}`),
    check(
      'reports_lists_are_arrays',
      sql.join(
        ['agencies', 'bookers', 'freelancers', 'projects', 'clients', 'status'].map((column) => isJsonArray(column)),
        sql` and `,
      ),
    ),
  ],
);
