import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskPhotoStorage } from '../../ports/disk-photo-storage.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { createTestDb } from '../../testing/test-app.ts';
import type { Db } from '../database.ts';
import { toCsv } from './demo/demo-csv.ts';
import { ImportError } from './import-error.ts';
import { importInventory } from './import-inventory.ts';
import { CAR_COLUMNS, DEALER_COLUMNS } from './import-validate.ts';

type Row = Record<string, string | number>;

const dealer = (over: Row = {}): Row => ({
  firm_name: 'Shree Krishna Motors',
  mobile: '9876543210',
  mobile2: '',
  address: 'Shop 12, Sindhu Bhavan Road, Bodakdev, Ahmedabad 380054',
  state: 'gujarat',
  city: 'AHMEDABAD',
  gps_link: 'https://maps.google.com/?q=23.0395,72.5066',
  ...over,
});

const car = (over: Row = {}): Row => ({
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

const dealersCsv = (...rows: Row[]) => toCsv(DEALER_COLUMNS, rows);
const carsCsv = (...rows: Row[]) => toCsv(CAR_COLUMNS, rows);

let db: Db;
let drop: () => Promise<void>;
let photoDir: string;
let storageRoot: string;
let storage: PhotoStorage;

beforeEach(async () => {
  const test = await createTestDb();
  db = test.db;
  drop = test.drop;
  photoDir = path.join(test.dataDir, 'incoming');
  storageRoot = path.join(test.dataDir, 'photos');
  storage = diskPhotoStorage(storageRoot);
  fs.mkdirSync(photoDir);
  const picture = sharp({
    create: { width: 1600, height: 1100, channels: 3, background: '#1f58a6' },
  });
  fs.writeFileSync(path.join(photoDir, 'front.jpg'), await picture.clone().jpeg().toBuffer());
  fs.writeFileSync(path.join(photoDir, 'side.png'), await picture.clone().png().toBuffer());
  fs.writeFileSync(path.join(photoDir, 'fake.jpg'), 'not a photo, just text named .jpg\n');
});

afterEach(async () => {
  await drop();
});

const count = async (table: 'dealers' | 'listings' | 'listing_photos') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const storedFiles = () =>
  fs.existsSync(storageRoot)
    ? fs
        .readdirSync(storageRoot, { recursive: true })
        .filter((f) => /\.(jpg|webp)$/.test(String(f)))
    : [];

/** Runs the import expecting an ImportError; checks nothing was written and returns its messages. */
async function refused(options: { dealers: string; cars: string }): Promise<string[]> {
  const err = await importInventory(db, storage, {
    dealersCsv: options.dealers,
    carsCsv: options.cars,
    photoDir,
  }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImportError);
  expect(await count('dealers')).toBe(0);
  expect(await count('listings')).toBe(0);
  expect(await count('listing_photos')).toBe(0);
  expect(storedFiles()).toEqual([]);
  return (err as ImportError).messages;
}

describe('importInventory', () => {
  it('imports dealers, listings and photos, matching names case-insensitively', async () => {
    const counts = await importInventory(db, storage, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(
        car(),
        car({ car_number: 'GJ 27 C 9876', photos: 'side.png', status: 'sold' }),
      ),
      photoDir,
    });
    expect(counts).toEqual({ dealers: 1, listings: 2, photos: 3 });

    const d = await db.selectFrom('dealers').selectAll().executeTakeFirstOrThrow();
    expect(d.firm_name).toBe('Shree Krishna Motors');
    expect(d.rand).toMatch(/^[A-Za-z0-9_-]{10}$/);
    const listings = await db.selectFrom('listings').selectAll().orderBy('id').execute();
    const [first, second] = listings;
    expect(first.car_number).toBe('GJ01AB1234');
    expect(second.car_number).toBe('GJ27C9876');
    expect(second.status).toBe('Sold');
    expect(first.status).toBe('UnSold');
    expect(first.rand).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(first.shuffle).toBeGreaterThanOrEqual(0);
    expect(first.shuffle).toBeLessThan(2 ** 31);
    expect(first.km).toBe(45000);
    expect(first.colour).toBe('Pearl Arctic White');
    expect(first.insurance).toBe('Yes');
    expect(first.insurance_end).toBe('2027-03-31');
    expect(first.sunroof).toBe('No');
    expect(first.cc).toBe('1.2');
    expect(first.dealer_id).toBe(d.id);
    expect(first.state_id).toBe(d.state_id);
    expect(first.city_id).toBe(d.city_id);
    expect(first.feature_ids.split(',')).toHaveLength(2);

    const variant = await db
      .selectFrom('variants')
      .innerJoin('models', 'models.id', 'variants.model_id')
      .select(['variants.id', 'variants.fuel_id', 'variants.gear_id'])
      .where('models.name', '=', 'Swift')
      .where('variants.name', '=', 'VXi')
      .executeTakeFirstOrThrow();
    expect(first.variant_id).toBe(variant.id);
    expect(first.fuel_id).toBe(variant.fuel_id);
    expect(first.gear_id).toBe(variant.gear_id);

    const photos = await db
      .selectFrom('listing_photos')
      .selectAll()
      .where('listing_id', '=', first.id)
      .orderBy('sort_order')
      .execute();
    expect(photos.map((p) => [p.image_type, p.sort_order])).toEqual([
      ['Exterior', 0],
      ['Exterior', 1],
    ]);
    // The main photo is also the first Exterior photo, so the gallery starts with it.
    expect(photos[0].photo).toBe(first.photo);
    expect(first.photo).toMatch(new RegExp(`^cars/${first.rand}/[A-Za-z0-9_-]{10}\\.jpg$`));
    const main = path.join(storageRoot, first.photo!);
    expect((await sharp(main).metadata()).width).toBe(800);
    expect((await sharp(path.join(storageRoot, photos[1].photo)).metadata()).width).toBe(700);
    expect(fs.existsSync(main.replace(/\.jpg$/, '-sm.webp'))).toBe(true);
    // 3 photos (JPEG + 3 WebP renditions each) and a share card per listing.
    expect(storedFiles()).toHaveLength(14);
    expect(first.share_card).toMatch(
      new RegExp(`^cars/${first.rand}/card-[A-Za-z0-9_-]{10}\\.jpg$`),
    );
    expect(second.share_card).toMatch(
      new RegExp(`^cars/${second.rand}/card-[A-Za-z0-9_-]{10}\\.jpg$`),
    );
  });

  it('updates a dealer whose mobile exists and accepts cars of existing dealers', async () => {
    await importInventory(db, storage, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(car()),
      photoDir,
    });
    const counts = await importInventory(db, storage, {
      dealersCsv: dealersCsv(
        dealer({ firm_name: 'Shree Krishna Motors Pvt Ltd', city: 'Gandhinagar' }),
      ),
      carsCsv: carsCsv(car({ car_number: 'GJ18XY4321', photos: 'front.jpg' })),
      photoDir,
    });
    expect(counts).toEqual({ dealers: 1, listings: 1, photos: 1 });
    const dealers = await db.selectFrom('dealers').selectAll().execute();
    expect(dealers).toHaveLength(1);
    expect(dealers[0].firm_name).toBe('Shree Krishna Motors Pvt Ltd');

    // dealers.csv may be empty when the dealer is already known.
    await importInventory(db, storage, {
      dealersCsv: dealersCsv(),
      carsCsv: carsCsv(car({ car_number: 'GJ18XY4322', photos: 'side.png' })),
      photoDir,
    });
    expect(await count('listings')).toBe(3);
  });

  it('refuses a car number already listed and unsold', async () => {
    await importInventory(db, storage, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(car()),
      photoDir,
    });
    const err = await importInventory(db, storage, {
      dealersCsv: dealersCsv(),
      carsCsv: carsCsv(car({ car_number: 'GJ01AB1234' })),
      photoDir,
    }).catch((e: unknown) => e);
    expect((err as ImportError).messages).toEqual([
      'cars.csv line 2, car_number: GJ01AB1234 is already listed (unsold)',
    ]);
    expect(await count('listings')).toBe(1);
  });

  it('removes the stored photos and writes no row when the transaction fails', async () => {
    // The photo table disappears while photos are being stored, so the last insert fails.
    let sabotaged = false;
    const sabotaging: PhotoStorage = {
      ...storage,
      async put(key, bytes) {
        if (!sabotaged) {
          sabotaged = true;
          await db.schema.dropTable('listing_photos').execute();
        }
        await storage.put(key, bytes);
      },
    };
    const err = await importInventory(db, sabotaging, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(car(), car({ car_number: 'GJ01AB1235' })),
      photoDir,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(ImportError);
    expect(await count('dealers')).toBe(0);
    expect(await count('listings')).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  describe('refuses the whole import, writing nothing, when', () => {
    it('a make is unknown', async () => {
      const messages = await refused({
        dealers: dealersCsv(dealer()),
        cars: carsCsv(car(), car({ car_number: 'GJ01AB1235', make: 'Marutii' })),
      });
      expect(messages).toEqual(['cars.csv line 3, make: "Marutii" is not a make in the catalogue']);
    });

    it('a model is not of its make', async () => {
      const messages = await refused({
        dealers: dealersCsv(dealer()),
        cars: carsCsv(car({ model: 'Swiftt' })),
      });
      expect(messages).toEqual([
        'cars.csv line 2, model: "Swiftt" is not a model of Maruti Suzuki',
      ]);
    });

    it('a model year is outside the model years or not a year', async () => {
      const messages = await refused({
        dealers: dealersCsv(dealer()),
        cars: carsCsv(
          car({ model_year: 2004 }),
          car({ car_number: 'GJ01AB1235', model_year: '19' }),
          car({ car_number: 'GJ01AB1236', model_year: 'next' }),
        ),
      });
      expect(messages[0]).toMatch(
        /^cars\.csv line 2, model_year: 2004 is outside the years of Maruti Suzuki Swift \(2005-\d{4}\)$/,
      );
      expect(messages[1]).toMatch(/^cars\.csv line 3, model_year: 19 is outside/);
      expect(messages[2]).toBe('cars.csv line 4, model_year: "next" is not a year');
    });

    it('a vehicle number is malformed', async () => {
      const messages = await refused({
        dealers: dealersCsv(dealer()),
        cars: carsCsv(car({ car_number: 'GJ01AB12' }), car({ car_number: '' })),
      });
      expect(messages).toEqual([
        'cars.csv line 2, car_number: "GJ01AB12" is not a valid vehicle number (e.g. GJ01AB1234)',
        'cars.csv line 3, car_number: required',
      ]);
    });

    it('a column is missing', async () => {
      const columns = CAR_COLUMNS.filter((c) => c !== 'price');
      const messages = await refused({
        dealers: dealersCsv(dealer()),
        cars: toCsv(columns, [car()]),
      });
      expect(messages).toEqual(['cars.csv line 1, price: missing column']);
    });

    it('a mobile appears twice in dealers.csv', async () => {
      const messages = await refused({
        dealers: dealersCsv(dealer(), dealer({ firm_name: 'Patel Car Bazaar' })),
        cars: carsCsv(car()),
      });
      expect(messages).toEqual(['dealers.csv line 3, mobile: 9876543210 is already on line 2']);
    });

    it('a photo is not an image or is missing (photos already stored are removed)', async () => {
      const messages = await refused({
        dealers: dealersCsv(dealer()),
        cars: carsCsv(
          car(),
          car({ car_number: 'GJ01AB1235', photos: 'front.jpg;fake.jpg' }),
          car({ car_number: 'GJ01AB1236', photos: 'missing.jpg' }),
          car({ car_number: 'GJ01AB1237', photos: '../secret.jpg' }),
        ),
      });
      expect(messages).toEqual([
        'cars.csv line 5, photos: "../secret.jpg" is not a plain file name',
      ]);
      const later = await refused({
        dealers: dealersCsv(dealer()),
        cars: carsCsv(
          car(),
          car({ car_number: 'GJ01AB1235', photos: 'front.jpg;fake.jpg' }),
          car({ car_number: 'GJ01AB1236', photos: 'missing.jpg' }),
        ),
      });
      expect(later).toEqual([
        'cars.csv line 3, photos: "fake.jpg": only .jpg, .png and .jpeg extensions are allowed',
        'cars.csv line 4, photos: "missing.jpg": could not be read (ENOENT)',
      ]);
    });

    it('many fields are wrong: every problem is listed with line and field, at most 50', async () => {
      const messages = await refused({
        dealers: dealersCsv(
          dealer({ mobile: '12345', state: 'Gujrat' }),
          dealer({ mobile: '9876500000', city: 'Mumbai', gps_link: 'maps' }),
        ),
        cars: carsCsv(
          car({
            dealer_mobile: '9000000000',
            variant: 'VXX',
            km: '1234567',
            owner: 0,
            price: 'lots',
            insurance_type: '',
            insurance_end: '31/02/2027',
            features: 'Jet Pack',
            sunroof: 'maybe',
            status: 'Gone',
            photos: '',
          }),
        ),
      });
      expect(messages).toEqual([
        'dealers.csv line 2, mobile: "12345" is not a 10-digit mobile number starting 6-9',
        'dealers.csv line 2, state: "Gujrat" is not a state or union territory of India',
        'dealers.csv line 3, city: "Mumbai" is not a city of Gujarat',
        'dealers.csv line 3, gps_link: "maps" is not an http(s) link',
        'cars.csv line 2, dealer_mobile: 9000000000 is not a dealer of dealers.csv nor an existing dealer',
        'cars.csv line 2, variant: "VXX" is not a variant of Maruti Suzuki Swift',
        'cars.csv line 2, km: "1234567" is not a whole number of at most 6 digits',
        'cars.csv line 2, owner: "0" is not an owner count from 1 to 10',
        'cars.csv line 2, price: "lots" is not a price in rupees (digits only, at most 9)',
        'cars.csv line 2, insurance_type: required when insurance is Yes',
        'cars.csv line 2, insurance_end: "31/02/2027" is not a date (YYYY-MM-DD)',
        'cars.csv line 2, sunroof: "maybe" must be Yes or No',
        'cars.csv line 2, features: "Jet Pack" is not a feature in the catalogue',
        'cars.csv line 2, status: "Gone" must be UnSold or Sold',
        'cars.csv line 2, photos: at least one photo is required (the first is the main photo)',
      ]);

      const many = Array.from({ length: 60 }, (_, i) =>
        car({ car_number: `GJ01AB${1000 + i}`, make: 'Nope' }),
      );
      const err = (await importInventory(db, storage, {
        dealersCsv: dealersCsv(dealer()),
        carsCsv: carsCsv(...many),
        photoDir,
      }).catch((e: unknown) => e)) as ImportError;
      expect(err).toBeInstanceOf(ImportError);
      expect(err.messages).toHaveLength(50);
      expect(err.total).toBe(60);
      expect(err.message).toContain('... and 10 more');
    });

    it('the CSV is not CSV', async () => {
      const messages = await refused({
        dealers: dealersCsv(dealer()),
        cars: `${CAR_COLUMNS.join(',')}\n"unterminated,1,2\n`,
      });
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/^cars\.csv line \d+: /);
    });
  });
});
