import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { car, carsCsv, dealer, dealersCsv } from '../../testing/import-csv-rows.ts';
import { importTestEach } from '../../testing/import-test-setup.ts';
import { ImportError } from './import-error.ts';
import { importInventory } from './import-inventory.ts';

const fresh = importTestEach();
const { count, storedFiles } = fresh;

describe('importInventory', () => {
  it('imports dealers, listings and photos, matching names case-insensitively', async () => {
    const counts = await importInventory(fresh.db, fresh.storage, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(
        car(),
        car({ car_number: 'GJ 27 C 9876', photos: 'side.png', status: 'sold' }),
      ),
      photoDir: fresh.photoDir,
    });
    expect(counts).toEqual({ dealers: 1, listings: 2, photos: 3 });

    const d = await fresh.db.selectFrom('dealers').selectAll().executeTakeFirstOrThrow();
    expect(d.firm_name).toBe('Shree Krishna Motors');
    expect(d.rand).toMatch(/^[A-Za-z0-9_-]{10}$/);
    const listings = await fresh.db.selectFrom('listings').selectAll().orderBy('id').execute();
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

    const variant = await fresh.db
      .selectFrom('variants')
      .innerJoin('models', 'models.id', 'variants.model_id')
      .select(['variants.id', 'variants.fuel_id', 'variants.gear_id'])
      .where('models.name', '=', 'Swift')
      .where('variants.name', '=', 'VXi')
      .executeTakeFirstOrThrow();
    expect(first.variant_id).toBe(variant.id);
    expect(first.fuel_id).toBe(variant.fuel_id);
    expect(first.gear_id).toBe(variant.gear_id);

    const photos = await fresh.db
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
    const main = path.join(fresh.storageRoot, first.photo!);
    expect((await sharp(main).metadata()).width).toBe(800);
    expect((await sharp(path.join(fresh.storageRoot, photos[1].photo)).metadata()).width).toBe(700);
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
    await importInventory(fresh.db, fresh.storage, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(car()),
      photoDir: fresh.photoDir,
    });
    const counts = await importInventory(fresh.db, fresh.storage, {
      dealersCsv: dealersCsv(
        dealer({ firm_name: 'Shree Krishna Motors Pvt Ltd', city: 'Gandhinagar' }),
      ),
      carsCsv: carsCsv(car({ car_number: 'GJ18XY4321', photos: 'front.jpg' })),
      photoDir: fresh.photoDir,
    });
    expect(counts).toEqual({ dealers: 1, listings: 1, photos: 1 });
    const dealers = await fresh.db.selectFrom('dealers').selectAll().execute();
    expect(dealers).toHaveLength(1);
    expect(dealers[0].firm_name).toBe('Shree Krishna Motors Pvt Ltd');

    // dealers.csv may be empty when the dealer is already known.
    await importInventory(fresh.db, fresh.storage, {
      dealersCsv: dealersCsv(),
      carsCsv: carsCsv(car({ car_number: 'GJ18XY4322', photos: 'side.png' })),
      photoDir: fresh.photoDir,
    });
    expect(await count('listings')).toBe(3);
  });

  it('refuses a car number already listed and unsold', async () => {
    await importInventory(fresh.db, fresh.storage, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(car()),
      photoDir: fresh.photoDir,
    });
    const err = await importInventory(fresh.db, fresh.storage, {
      dealersCsv: dealersCsv(),
      carsCsv: carsCsv(car({ car_number: 'GJ01AB1234' })),
      photoDir: fresh.photoDir,
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
      ...fresh.storage,
      async put(key, bytes) {
        if (!sabotaged) {
          sabotaged = true;
          await fresh.schemaChange(() => fresh.db.schema.dropTable('listing_photos').execute());
        }
        await fresh.storage.put(key, bytes);
      },
    };
    const err = await importInventory(fresh.db, sabotaging, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(car(), car({ car_number: 'GJ01AB1235' })),
      photoDir: fresh.photoDir,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(ImportError);
    expect(await count('dealers')).toBe(0);
    expect(await count('listings')).toBe(0);
    expect(storedFiles()).toEqual([]);
  });
});
