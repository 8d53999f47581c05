/**
 * A listing's share card through the seller routes (issue 9): addcar makes
 * it, Editcar remakes it when the price or the photo changes (new name, old
 * file gone), Add Photos and photo Delete follow the main photo, Delete
 * takes it away, and a card that cannot be made never fails the request.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import { sellerTestApp } from '../testing/listing-test-app.ts';
import { getAs, IMAGES, postAs, SELL } from '../testing/seller-requests.ts';
import { photoFiles } from '../testing/seller-snapshot.ts';
import { jpegBase64 } from '../testing/test-photos.ts';
import { newSeller } from '../testing/test-sellers.ts';
import { makeMissingShareCards, remakeShareCard, shareCardOf } from './listing-share-card.ts';
import { MAX_CARD_BYTES } from './share-card.ts';

const ctx = sellerTestApp({ inventory: false });
const { t, listCar, editCar: edit } = ctx;
const storage = () => diskPhotoStorage(path.join(t.dataDir, 'photos'));

const listing = (rand: string) =>
  t.db.selectFrom('listings').selectAll().where('rand', '=', rand).executeTakeFirstOrThrow();

const exists = (key: string) => fs.existsSync(path.join(t.dataDir, 'photos', key));
const bytesOf = (key: string) => fs.readFileSync(path.join(t.dataDir, 'photos', key));
const cardsOf = (rand: string) => photoFiles(t).filter((f) => f.startsWith(`cars/${rand}/card-`));

describe('share card of a listing', () => {
  it('addcar makes a 1200x630 JPEG card under 300 KB and stores its key; the car details name it', async () => {
    const seller = await newSeller(t, ctx.pune);
    const car = await listCar(seller);
    const row = await listing(car.Rand);
    expect(row.share_card).toMatch(new RegExp(`^cars/${car.Rand}/card-[\\w-]{10}\\.jpg$`));
    expect(cardsOf(car.Rand)).toEqual([row.share_card]);
    const card = bytesOf(row.share_card!);
    expect(card.length).toBeLessThan(MAX_CARD_BYTES);
    expect(await sharp(card).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.Rand}`,
    });
    expect(res.json().Data.sharecard).toBe(`/photos/${row.share_card}`);
    expect(await shareCardOf(t.db, car.Rand)).toBe(row.share_card);
    expect(await shareCardOf(t.db, 'NoSuchCar0')).toBeNull();
  });

  it('Editcar with a new price or photo replaces the card (new name, old file gone); other edits keep it', async () => {
    const seller = await newSeller(t, ctx.pune);
    const car = await listCar(seller);
    const first = (await listing(car.Rand)).share_card!;

    expect((await edit(seller, car.Rand, { km: 61000 })).statusCode).toBe(200);
    expect((await listing(car.Rand)).share_card).toBe(first);

    expect((await edit(seller, car.Rand, { nSaleprice: 489000 })).statusCode).toBe(200);
    const second = (await listing(car.Rand)).share_card!;
    expect(second).not.toBe(first);
    expect(exists(first)).toBe(false);
    expect(cardsOf(car.Rand)).toEqual([second]);

    const red = await jpegBase64(1000, 700, '#c0392b');
    expect((await edit(seller, car.Rand, { nSaleprice: 489000, carphoto: red })).statusCode).toBe(
      200,
    );
    const third = (await listing(car.Rand)).share_card!;
    expect(third).not.toBe(second);
    expect(exists(second)).toBe(false);
    expect(cardsOf(car.Rand)).toEqual([third]);
    // Made from the red photo: the top right corner of the card is red.
    const { data } = await sharp(bytesOf(third))
      .extract({ left: 1000, top: 200, width: 100, height: 40 })
      .stats()
      .then((s) => ({ data: s.channels.map((c) => c.mean) }));
    expect(data[0]).toBeGreaterThan(data[1] + 50);
    expect(data[0]).toBeGreaterThan(data[2] + 50);
  });

  it('follows the main photo: deleting it remakes the card from the next one, the last one takes it away, an upload brings it back', async () => {
    const seller = await newSeller(t, ctx.pune);
    const car = await listCar(seller);
    const green = await jpegBase64(900, 600, '#27ae60');
    const up = await postAs(t.app, seller.token, `${IMAGES}/addcarimages`, {
      carid: car.carid,
      carnumber: car.carnumber,
      imageslist: JSON.stringify([{ url: `data:image/jpeg;base64,${green}`, name: 'g.jpg' }]),
    });
    expect(up.statusCode).toBe(200);
    const first = (await listing(car.Rand)).share_card!;
    expect(first).not.toBeNull();
    const [exterior] = up.json().Data as { images: { Rand: string; ismain: boolean }[] }[];
    const [main, next] = exterior.images;

    await getAs(t.app, seller.token, `${IMAGES}/Delete?Rand=${main.Rand}`);
    const second = (await listing(car.Rand)).share_card!;
    expect(second).not.toBe(first);
    expect(exists(first)).toBe(false);
    expect(cardsOf(car.Rand)).toEqual([second]);

    await getAs(t.app, seller.token, `${IMAGES}/Delete?Rand=${next.Rand}`);
    expect((await listing(car.Rand)).share_card).toBeNull();
    expect(photoFiles(t).filter((f) => f.startsWith(`cars/${car.Rand}/`))).toEqual([]);

    await postAs(t.app, seller.token, `${IMAGES}/addcarimages`, {
      carid: car.carid,
      carnumber: car.carnumber,
      imageslist: JSON.stringify([{ url: `data:image/jpeg;base64,${green}`, name: 'g.jpg' }]),
    });
    const third = (await listing(car.Rand)).share_card!;
    expect(third).toMatch(/\/card-[\w-]{10}\.jpg$/);
    expect(cardsOf(car.Rand)).toEqual([third]);
  });

  it('Delete removes the card file with the photos', async () => {
    const seller = await newSeller(t, ctx.pune);
    const car = await listCar(seller);
    const card = (await listing(car.Rand)).share_card!;
    expect(exists(card)).toBe(true);
    const res = await getAs(t.app, seller.token, `${SELL}/Delete?Rand=${car.Rand}`);
    expect(res.statusCode).toBe(200);
    expect(exists(card)).toBe(false);
    expect(photoFiles(t).filter((f) => f.startsWith(`cars/${car.Rand}/`))).toEqual([]);
  });

  it('a card that cannot be made never fails the request: the edit is saved without a card, a warning is logged, and it can be made later', async () => {
    const seller = await newSeller(t, ctx.pune);
    const car = await listCar(seller);
    const before = await listing(car.Rand);
    const mainFile = path.join(t.dataDir, 'photos', before.photo!);
    const mainBytes = fs.readFileSync(mainFile);
    fs.writeFileSync(mainFile, 'not a photo any more');
    // The routes report through the server log.
    const warn = vi.spyOn(t.app.log, 'warn').mockImplementation(() => undefined);
    try {
      const res = await edit(seller, car.Rand, { nSaleprice: 455000 });
      expect(res.statusCode).toBe(200);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(warn.mock.calls[0])).toMatch(/share card not made/);
    } finally {
      warn.mockRestore();
      fs.writeFileSync(mainFile, mainBytes);
    }
    const after = await listing(car.Rand);
    expect(after.price).toBe(455000);
    // The old card (old price) went with the commit; no new file was left behind.
    expect(after.share_card).toBeNull();
    expect(cardsOf(car.Rand)).toEqual([]);

    expect(
      await makeMissingShareCards({ db: t.db, photoStorage: storage() }),
    ).toBeGreaterThanOrEqual(1);
    const made = (await listing(car.Rand)).share_card!;
    expect(cardsOf(car.Rand)).toEqual([made]);
  });

  it('removes the new card file when it cannot point the row at it, and keeps the old card', async () => {
    const seller = await newSeller(t, ctx.pune);
    const car = await listCar(seller);
    const old = (await listing(car.Rand)).share_card!;
    const log = { warn: vi.fn() };
    const failingDb = {
      ...t.db,
      transaction: () => ({
        execute: async () => {
          throw new Error('database gone');
        },
      }),
    } as unknown as typeof t.db;
    await remakeShareCard({ db: failingDb, photoStorage: storage(), log }, car.carid);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ listingId: car.carid }),
      expect.stringMatching(/share card not made/),
    );
    expect((await listing(car.Rand)).share_card).toBe(old);
    expect(cardsOf(car.Rand)).toEqual([old]);
  });
});
