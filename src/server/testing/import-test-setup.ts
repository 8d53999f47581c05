/**
 * The inventory import tests' set-up (not a test file itself): a fresh
 * database with the catalogue, an empty photo storage and a folder of
 * incoming photos (front.jpg, side.png and fake.jpg, a text file named
 * .jpg); anew for each test with `importTestEach()`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach } from 'vitest';
import type { Db } from '../db/database.ts';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import { createTestDb } from './test-app.ts';

export interface ImportTest {
  db: Db;
  drop: () => Promise<void>;
  /** Where the CSV's photo names are read from. */
  photoDir: string;
  /** The photo storage's folder. */
  storageRoot: string;
  storage: PhotoStorage;
  /** Runs the test's own DDL safely beside other test files (createTestDb's schemaChange). */
  schemaChange<T>(work: () => Promise<T>): Promise<T>;
}

/** A fresh database with the catalogue, an empty photo storage and the incoming photos. */
export async function setUpImportTest(): Promise<ImportTest> {
  const test = await createTestDb();
  const photoDir = path.join(test.dataDir, 'incoming');
  const storageRoot = path.join(test.dataDir, 'photos');
  fs.mkdirSync(photoDir);
  const picture = sharp({
    create: { width: 1600, height: 1100, channels: 3, background: '#1f58a6' },
  });
  fs.writeFileSync(path.join(photoDir, 'front.jpg'), await picture.clone().jpeg().toBuffer());
  fs.writeFileSync(path.join(photoDir, 'side.png'), await picture.clone().png().toBuffer());
  fs.writeFileSync(path.join(photoDir, 'fake.jpg'), 'not a photo, just text named .jpg\n');
  return {
    db: test.db,
    drop: test.drop,
    schemaChange: test.schemaChange,
    photoDir,
    storageRoot,
    storage: diskPhotoStorage(storageRoot),
  };
}

/** Rows in `table`. */
export const countRows = async (db: Db, table: 'dealers' | 'listings' | 'listing_photos') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The photo files (JPEG and WebP) under `storageRoot`. */
export const storedPhotoFiles = (storageRoot: string) =>
  fs.existsSync(storageRoot)
    ? fs
        .readdirSync(storageRoot, { recursive: true })
        .filter((f) => /\.(jpg|webp)$/.test(String(f)))
    : [];

/** An ImportTest made anew for each test, with the counts and files the import tests check. */
export interface ImportTestEach extends Omit<ImportTest, 'drop'> {
  /** Rows in `table` now. */
  count(table: 'dealers' | 'listings' | 'listing_photos'): Promise<number>;
  /** The photo files in the storage now. */
  storedFiles(): ReturnType<typeof storedPhotoFiles>;
}

/**
 * Registers a fresh ImportTest for each test of the calling file
 * (beforeEach: setUpImportTest; afterEach: dropped) and answers a view of
 * the current one: read its fields inside tests.
 */
export function importTestEach(): ImportTestEach {
  let current: ImportTest | undefined;
  beforeEach(async () => {
    current = await setUpImportTest();
  });
  afterEach(async () => {
    await current?.drop();
    current = undefined;
  });
  const now = (): ImportTest => {
    if (!current) throw new Error('the import test is set up beforeEach: use it in tests');
    return current;
  };
  return {
    get db() {
      return now().db;
    },
    get photoDir() {
      return now().photoDir;
    },
    get storageRoot() {
      return now().storageRoot;
    },
    get storage() {
      return now().storage;
    },
    schemaChange: (work) => now().schemaChange(work),
    count: (table) => countRows(now().db, table),
    storedFiles: () => storedPhotoFiles(now().storageRoot),
  };
}
