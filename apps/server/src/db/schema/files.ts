import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList } from './helpers.ts';
import { users } from './identity.ts';

export const STORED_FILE_KINDS = [
  'FREELANCER_IMAGE',
  'FREELANCER_THUMBNAIL',
  'PROJECT_IMAGE',
  'AGENCY_LOGO',
  'PROFILE_IMAGE',
  'CREDIT_NOTE_PDF',
  'CREDIT_NOTE_CANCELLATION_PDF',
  'CREDIT_NOTE_E_INVOICE',
  'CREDIT_NOTE_CANCELLATION_E_INVOICE',
  'REPORT',
] as const;
export type StoredFileKind = (typeof STORED_FILE_KINDS)[number];

/** Metadata of a file kept by the storage interface (FILES_DIR); the bytes live at `storage_path`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: STORED_FILE_KINDS }).notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storagePath: text('storage_path').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_files_owner_idx').on(table.ownerUserId),
    check('stored_files_size_check', sql`${table.sizeBytes} >= 0`),
    check('stored_files_kind_check', inList('kind', STORED_FILE_KINDS)),
  ],
);
