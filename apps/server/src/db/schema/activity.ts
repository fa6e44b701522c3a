import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './helpers.ts';
import { agencies, users } from './identity.ts';

/** One entry per state change (docs/product.md §14): who, what, which agency, when, before/after status. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    beforeStatus: text('before_status'),
    afterStatus: text('after_status'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    // The log newest first: of an agency, and of all agencies (admins and finance), read along the index.
    index('activity_log_agency_created_idx').on(table.agencyId, table.createdAt, table.id),
    index('activity_log_created_idx').on(table.createdAt, table.id),
    index('activity_log_entity_idx').on(table.entityType, table.entityId),
    index('activity_log_actor_idx').on(table.actorId),
  ],
);
