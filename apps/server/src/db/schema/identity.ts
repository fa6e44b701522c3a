import { LANGUAGES, REALMS, ROLES, THEMES } from '@fm/contract/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './helpers.ts';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** Every person who signs in, in every realm. One role per user (the token's realm role). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    realm: text('realm', { enum: REALMS }).notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    /** With IDP_URL: the external provider's `sub` of this user, stored at the first sign-in or account creation. */
    externalSubject: text('external_subject'),
    isActive: boolean('is_active').notNull().default(true),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    theme: text('theme', { enum: THEMES }),
    profileImage: text('profile_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestampTz('last_login_at'),
  },
  (table) => [
    uniqueIndex('users_realm_email_unique').on(table.realm, sql`lower(${table.email})`),
    uniqueIndex('users_realm_external_subject_unique').on(table.realm, table.externalSubject),
    // The freelancer list's name orders (the id breaking ties), both ways, read off the index (migration 0009).
    index('users_first_name_idx').on(table.firstName, table.id),
    // The messenger's order of people (first name, last name, searchUsers), read off the index rather than sorted.
    index('users_name_order_idx').on(table.firstName, table.lastName, table.id),
    index('users_first_name_desc_idx').on(table.firstName.desc().nullsLast(), table.id),
    index('users_last_name_idx').on(table.lastName, table.id),
    index('users_last_name_desc_idx').on(table.lastName.desc().nullsLast(), table.id),
    // The admin's user list (document 1 §3): each order read off an index forwards or backwards (the id breaking
    // ties the same way), and its role, language and status filters found by index, not by reading every user.
    index('users_created_at_idx').on(table.createdAt, table.id),
    index('users_email_idx').on(table.email, table.id),
    index('users_role_idx').on(table.role, table.id),
    index('users_language_idx').on(table.language, table.id),
    index('users_status_idx').on(userStatusOf(table), table.id),
    check('users_realm_check', inList('realm', REALMS)),
    check('users_role_check', inList('role', ROLES)),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * A user's status, written as the index users_status_idx holds it: INACTIVE (deactivated), INVITED (no password set
 * yet, nor linked to a Keycloak user) or ACTIVE.
 */
function userStatusOf(user: { isActive: AnyPgColumn; passwordHash: AnyPgColumn; externalSubject: AnyPgColumn }) {
  return sql<'ACTIVE' | 'INACTIVE' | 'INVITED'>`(case when not ${user.isActive} then 'INACTIVE'
  when ${user.passwordHash} is null and ${user.externalSubject} is null then 'INVITED' else 'ACTIVE' end)`;
}

/**
 * A user's full name, "first last", written as the trigram index users_full_name_trgm_idx (migration 0007) holds
 * it, so that a keyword search on it reads the index.
 */
export const usersFullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

/** A user's status (userStatusOf) as the user list filters and orders by it. */
export const usersStatus = userStatusOf(users);

export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isBookingApprovalRequired: boolean('is_booking_approval_required').notNull().default(false),
    isProfileComplete: boolean('is_profile_complete').notNull().default(false),
    isMaconomyDataExchangeRequired: boolean('is_maconomy_data_exchange_required').notNull().default(false),
    isBookingFreezed: boolean('is_booking_freezed').notNull().default(false),
    /** Percentage the agency pays on top of freelancer cost, in basis points (12.5 % = 1250). */
    freelancerFeeBasisPoints: integer('freelancer_fee_basis_points').notNull().default(0),
    /** Invitations may be restricted to these e-mail domains; empty means any. */
    allowedEmailDomains: text('allowed_email_domains').array().notNull().default(sql`'{}'::text[]`),
    logo: text('logo'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    website: text('website'),
    description: text('description'),
    creditNoteHeader: text('credit_note_header'),
    creditNoteFooter: text('credit_note_footer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('agencies_name_unique').on(sql`lower(${table.name})`),
    check('agencies_fee_range', sql`${table.freelancerFeeBasisPoints} between 0 and 10000`),
  ],
);

/** Which agencies (groups) an agency user belongs to; becomes the token's `groups` claim. */
export const agencyUsers = pgTable(
  'agency_users',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.agencyId, table.userId] }), index('agency_users_user_idx').on(table.userId)],
);

/** RS256 signing keys of the embedded identity provider, created once and kept. */
export const idpSigningKeys = pgTable('idp_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: createdAt(),
});

/**
 * A server-side sign-in session. Each refresh rotates `refreshTokenId`; presenting an older one is reuse and
 * ends the session. Logout, password change and deactivation set `endedAt`.
 */
export const idpSessions = pgTable(
  'idp_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realm: text('realm', { enum: REALMS }).notNull(),
    clientId: text('client_id').notNull(),
    isRememberMe: boolean('is_remember_me').notNull().default(false),
    refreshTokenId: uuid('refresh_token_id').notNull(),
    createdAt: createdAt(),
    lastRefreshAt: timestampTz('last_refresh_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    endedAt: timestampTz('ended_at'),
    endReason: text('end_reason'),
  },
  (table) => [index('idp_sessions_user_idx').on(table.userId)],
);

/** Failed sign-ins per account and per address, for progressive waits (brute-force protection). */
export const idpLoginFailures = pgTable('idp_login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestampTz('last_failure_at').notNull().defaultNow(),
  blockedUntil: timestampTz('blocked_until'),
});
