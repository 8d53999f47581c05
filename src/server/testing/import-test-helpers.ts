/**
 * Test helpers for the inventory import tests (not a test file itself): a
 * valid dealer and car row to vary, the CSV text of rows, and a fresh
 * database with a folder of incoming photos (front.jpg, side.png and
 * fake.jpg, a text file named .jpg).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/database.ts';
import { CAR_COLUMNS, DEALER_COLUMNS } from '../db/inventory-import/import-validate.ts';
import { toCsv } from '../db/inventory-import/write-csv.ts';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import { createTestDb } from './test-app.ts';

export type Row = Record<string, string | number>;

export const dealer = (over: Row = {}): Row => ({
  firm_name: 'Shree Krishna Motors',
  mobile: '9876543210',
  mobile2: '',
  address: 'Shop 12, Sindhu Bhavan Road, Bodakdev, Ahmedabad 380054',
  state: 'gujarat',
  city: 'AHMEDABAD',
  gps_link: 'https://maps.google.com/?q=23.0395,72.5066',
  ...over,
});

export const car = (over: Row = {}): Row => ({
  dealer_mobile: '9876543210',
  car_number: 'gj-01-ab-1234',
  vehicle_type: 'car',
  make: 'maruti suzuki',
  model: 'SWIFT',
  variant: 'vxi',
  colour: 'pearl arctic white',
  model_year: 2019,
  km: '45,000',
  owner: 1,
  seats: 5,
  engine_litres: '1.2',
  price: 525000,
  insurance: 'Yes',
  insurance_type: 'Comprehensive',
  insurance_end: '2027-03-31',
  sunroof: 'No',
  features: 'ABS with EBD; power windows',
  status: 'UnSold',
  photos: 'front.jpg;side.png',
  ...over,
});

export const dealersCsv = (...rows: Row[]) => toCsv(DEALER_COLUMNS, rows);
export const carsCsv = (...rows: Row[]) => toCsv(CAR_COLUMNS, rows);

export interface ImportTest {
  db: Db;
  drop: () => Promise<void>;
  /** Where the CSV's photo names are read from. */
  photoDir: string;
  /** The photo storage's folder. */
  storageRoot: string;
  storage: PhotoStorage;
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
