import { REALMS, ROLES } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, inList, timestampTz } from './helpers.ts';
import { agencies, users } from './identity.ts';

/**
 * An invitation to register (freelancer, agency user, admin, finance). Only the SHA-256 of the link token is
 * stored. At most one open invitation per realm and e-mail.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    realm: text('realm', { enum: REALMS }).notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestampTz('expires_at').notNull(),
    acceptedAt: timestampTz('accepted_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('invitations_email_idx').on(sql`lower(${table.email})`),
    index('invitations_agency_idx').on(table.agencyId),
    uniqueIndex('invitations_open_unique')
      .on(table.realm, sql`lower(${table.email})`, sql`coalesce(${table.agencyId}, 0)`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check('invitations_realm_check', inList('realm', REALMS)),
    check('invitations_role_check', inList('role', ROLES)),
  ],
);

/** Password reset (forgot-password / create-password); single use, stored as a hash. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);
