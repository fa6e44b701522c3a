import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES } from '@fm/contract/constants';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type StoredFileKind, storedFiles } from '../db/schema/files.ts';
import { AppError } from './app-error.ts';

export type ImageType = { extension: 'jpg' | 'png' | 'bmp'; mime: 'image/jpeg' | 'image/png' | 'image/bmp' };

/** The image type by its first bytes, never by its name: a PDF renamed to .png is no image. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return { extension: 'jpg', mime: 'image/jpeg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { extension: 'png', mime: 'image/png' };
  if (starts(0x42, 0x4d) && bytes.length > 26) return { extension: 'bmp', mime: 'image/bmp' };
  return null;
}

/** Refuses what is not a jpg, png or bmp image of at most IMAGE_MAX_BYTES (413 and 415 as docs/product.md §10.1). */
export function assertImage(bytes: Uint8Array): ImageType {
  if (bytes.length > IMAGE_MAX_BYTES) {
    throw new AppError(413, 'error.payloadTooLarge', { params: { size: IMAGE_MAX_BYTES / 1024 } });
  }
  const type = detectImageType(bytes);
  if (!type) throw new AppError(415, 'error.unsupportedMediaType');
  return type;
}

export type StoredFile = typeof storedFiles.$inferSelect;

/** Files on local disk (FILES_DIR) with their metadata in stored_files; swap this for object storage later. */
export function createFileStorage(filesDir: string) {
  return {
    async save(
      db: DbOrTx,
      file: { kind: StoredFileKind; ownerUserId: number | null; originalName: string; mime: string; bytes: Uint8Array },
    ): Promise<StoredFile> {
      const id = randomUUID();
      const relativePath = path.join(file.kind.toLowerCase(), id.slice(0, 2), id);
      await mkdir(path.join(filesDir, path.dirname(relativePath)), { recursive: true });
      await writeFile(path.join(filesDir, relativePath), file.bytes);
      const [row] = await db
        .insert(storedFiles)
        .values({
          id,
          kind: file.kind,
          ownerUserId: file.ownerUserId,
          originalName: file.originalName.slice(0, 255),
          mime: file.mime,
          sizeBytes: file.bytes.length,
          storagePath: relativePath,
        })
        .returning();
      return row!;
    },

    async read(db: DbOrTx, id: string): Promise<{ file: StoredFile; bytes: Buffer } | null> {
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
      if (!file) return null;
      return { file, bytes: await readFile(path.join(filesDir, file.storagePath)) };
    },
  };
}
export type FileStorage = ReturnType<typeof createFileStorage>;
