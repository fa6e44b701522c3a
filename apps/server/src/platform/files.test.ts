import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { assertImage, createFileStorage, detectImageType } from './files.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

test('images are recognised by their bytes, not by their names', () => {
  expect(detectImageType(PNG)?.mime).toBe('image/png');
  expect(detectImageType(JPG)?.mime).toBe('image/jpeg');
  expect(detectImageType(PDF)).toBeNull();
});

test('a PDF renamed to .png is refused with 415, a too large image with 413', () => {
  expect(() => assertImage(PDF)).toThrow(expect.objectContaining({ statusCode: 415 }));
  const huge = new Uint8Array(20 * 1024 * 1024);
  huge.set(PNG);
  try {
    assertImage(huge);
    expect.unreachable();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(413);
  }
});

test('a stored file is read back with its metadata', async () => {
  const storage = createFileStorage(mkdtempSync(path.join(tmpdir(), 'fm-files-test-')));
  const saved = await storage.save(database.db, {
    kind: 'AGENCY_LOGO',
    ownerUserId: null,
    originalName: 'logo.png',
    mime: 'image/png',
    bytes: PNG,
  });
  const read = await storage.read(database.db, saved.id);
  expect(read?.file).toMatchObject({ originalName: 'logo.png', sizeBytes: PNG.length, kind: 'AGENCY_LOGO' });
  expect(Uint8Array.from(read!.bytes)).toEqual(PNG);
  expect(await storage.read(database.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
});
