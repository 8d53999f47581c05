import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskPhotoStorage } from '../../../ports/disk-photo-storage.ts';
import { createTestDb } from '../../../testing/test-app.ts';
import type { Db } from '../../database.ts';
import { loadCatalogueIndex } from '../../inventory-import/import-catalogue.ts';
import { validateInventory } from '../../inventory-import/import-validate.ts';
import { buildDemoInventory } from './demo-rows.ts';
import { seedDemoInventory } from './seed-demo-inventory.ts';

const now = new Date('2026-11-20T10:00:00Z');

describe('buildDemoInventory (full demo, no photos drawn)', () => {
  const demo = buildDemoInventory({ now });
  const dealerRows = demo.dealersCsv.trim().split('\n').slice(1);

  it('is deterministic and has 20 dealers, most in Gujarat, and at least 320 listings', () => {
    expect(buildDemoInventory({ now }).carsCsv).toBe(demo.carsCsv);
    expect(demo.dealers).toBe(20);
    expect(dealerRows.filter((r) => r.includes(',Gujarat,'))).toHaveLength(12);
    expect(demo.listings).toBeGreaterThanOrEqual(320);
    const mobiles = dealerRows.map((r) => r.split(',')[1]);
    expect(new Set(mobiles).size).toBe(20);
    for (const m of mobiles) expect(m).toMatch(/^[789]\d{9}$/);
  });

  it('passes the importer checks against the catalogue', async () => {
    const { db, drop } = await createTestDb();
    try {
      const index = await loadCatalogueIndex(db);
      const valid = await validateInventory(db, index, demo.dealersCsv, demo.carsCsv);
      expect(valid.cars).toHaveLength(demo.listings);
      const cars = valid.cars;
      const sold = cars.filter((c) => c.status === 'Sold').length / cars.length;
      expect(sold).toBeGreaterThan(0.02);
      expect(sold).toBeLessThan(0.1);
      expect(new Set(cars.map((c) => c.makeId)).size).toBeGreaterThanOrEqual(12);
      expect(new Set(cars.map((c) => c.modelId)).size).toBeGreaterThanOrEqual(60);
      for (const c of cars) {
        expect(c.modelYear).toBeLessThanOrEqual(2026);
        expect(c.price).toBeGreaterThanOrEqual(35_000);
        expect(c.price % 5_000).toBe(0);
        expect(c.featureIds.length).toBeGreaterThanOrEqual(3);
        expect(c.featureIds.length).toBeLessThanOrEqual(6);
        expect(c.photos).toHaveLength(3);
      }
      // Older cars of a model are cheaper on the whole.
      const byAge = (from: number, to: number) => {
        const prices = cars
          .filter((c) => c.modelYear >= from && c.modelYear <= to)
          .map((c) => c.price);
        return prices.sort((a, b) => a - b)[Math.floor(prices.length / 2)];
      };
      expect(byAge(2023, 2026)).toBeGreaterThan(byAge(2012, 2017));
    } finally {
      await drop();
    }
  });

  it('gives car numbers of the dealer state', () => {
    const rows = demo.carsCsv.trim().split('\n').slice(1);
    const stateOf = new Map(dealerRows.map((r) => [r.split(',')[1], r]));
    for (const row of rows) {
      const [mobile, number] = row.split(',');
      expect(number).toMatch(/^[A-Z]{2}\d{1,2}[A-Z]{1,3}\d{4}$/);
      if (stateOf.get(mobile)?.includes(',Gujarat,')) expect(number.startsWith('GJ')).toBe(true);
    }
  });
});

describe('seedDemoInventory (small demo)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let root: string;
  const logs: string[] = [];

  beforeAll(async () => {
    const test = await createTestDb();
    db = test.db;
    drop = test.drop;
    root = path.join(test.dataDir, 'photos');
    await seedDemoInventory(db, diskPhotoStorage(root), (m) => logs.push(m), {
      listings: 20,
      now,
    });
  });
  afterAll(async () => {
    await drop();
  });

  it('imports dealers, listings, three photos per car and four banners per language, and logs the counts', async () => {
    // The imported cars (the recently sold comparables added beside them have no photo).
    const listings = await db
      .selectFrom('listings')
      .selectAll()
      .where('photo', 'is not', null)
      .execute();
    expect(listings).toHaveLength(20);
    expect(await db.selectFrom('dealers').select('id').execute()).toHaveLength(20);
    expect(await db.selectFrom('listing_photos').select('id').execute()).toHaveLength(60);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(
      /^Demo inventory seeded in \d+ ms: 20 dealers, 20 listings \(\d+ with a price drop\), 96 recently sold cars \(fair-price comparables\), 60 photos/,
    );
    expect(new Set(listings.map((l) => l.state_id)).size).toBeGreaterThanOrEqual(5);
  });

  it('lists the cars over the last six weeks, some with a price drop to the price imported', async () => {
    const listings = await db
      .selectFrom('listings')
      .select(['id', 'price', 'created_at'])
      .where('photo', 'is not', null)
      .execute();
    const ages = listings.map((l) => now.getTime() - Date.parse(l.created_at));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(42 * 86_400_000);
    expect(new Set(listings.map((l) => l.created_at.slice(0, 10))).size).toBeGreaterThan(5);
    const drops = await db.selectFrom('listing_prices').selectAll().execute();
    const price = new Map(listings.map((l) => [l.id, Number(l.price)]));
    for (const d of drops) {
      expect(Number(d.new_price)).toBe(price.get(d.listing_id));
      expect(Number(d.old_price) - Number(d.new_price)).toBeGreaterThanOrEqual(5_000);
    }
  });

  it('adds recently sold cars, without photos, so its most listed models can be rated', async () => {
    const sold = await db
      .selectFrom('listings')
      .select(['model_id', 'photo', 'updated_at'])
      .where('status', '=', 'Sold')
      .where('photo', 'is', null)
      .execute();
    expect(sold).toHaveLength(96);
    expect(new Set(sold.map((s) => s.model_id)).size).toBe(12);
    for (const s of sold) {
      const ago = now.getTime() - Date.parse(s.updated_at);
      expect(ago).toBeGreaterThan(0);
      expect(ago).toBeLessThanOrEqual(60 * 86_400_000);
    }
  });

  it('stores every photo on disk: 800 px main JPEG without metadata, 400/600/800 px WebP', async () => {
    const listings = await db
      .selectFrom('listings')
      .select(['photo'])
      .where('photo', 'is not', null)
      .execute();
    const renditions = (photo: string) =>
      ['-sm.webp', '-md.webp', '-lg.webp'].map((s) => path.join(root, photo.replace(/\.jpg$/, s)));
    for (const { photo } of listings) {
      expect(fs.existsSync(path.join(root, photo!))).toBe(true);
      for (const file of renditions(photo!)) expect(fs.existsSync(file), file).toBe(true);
    }
    const main = await sharp(path.join(root, listings[0].photo!)).metadata();
    expect(main.width).toBe(800);
    expect(main.exif).toBeUndefined();
    const widths = await Promise.all(
      renditions(listings[0].photo!).map(async (f) => (await sharp(f).metadata()).width),
    );
    expect(widths).toEqual([400, 600, 800]);
    const photos = await db.selectFrom('listing_photos').select('photo').execute();
    for (const { photo } of photos) {
      expect(fs.existsSync(path.join(root, photo))).toBe(true);
      for (const file of renditions(photo)) expect(fs.existsSync(file), file).toBe(true);
    }
  });

  it('stores the banners, a set in each language, as a 1600x500 JPEG and an 800x250 WebP', async () => {
    const banners = await db
      .selectFrom('banners')
      .selectAll()
      .orderBy('lang')
      .orderBy('sort_order')
      .execute();
    const links = ['/search', '/SellInquiryform', '/contactus', '/search'];
    for (const lang of ['en', 'gu', 'hi']) {
      const set = banners.filter((b) => b.lang === lang);
      expect(
        set.map((b) => b.url),
        lang,
      ).toEqual(links);
      if (lang !== 'en')
        for (const b of set) expect(b.photo).toMatch(new RegExp(`-${lang}\\.jpg$`));
      // The picture's words as text, for screen readers ("Find your next car: Hundreds of ...").
      for (const b of set) expect(b.alt_text, b.photo).toMatch(/^.+ .+: .+$/);
    }
    expect(banners).toHaveLength(12);
    for (const banner of banners) {
      expect(banner.photo).toMatch(/^\/photos\/banners\/[a-z-]+\.jpg$/);
      const file = path.join(root, banner.photo.replace('/photos/', ''));
      const big = await sharp(file).metadata();
      expect([big.format, big.width, big.height]).toEqual(['jpeg', 1600, 500]);
      const small = await sharp(file.replace('.jpg', '-sm.webp')).metadata();
      expect([small.format, small.width, small.height]).toEqual(['webp', 800, 250]);
    }
  });
});
