/**
 * Sellcarimages and addcarimages: a car's photo groups, and adding photos
 * (docs/product.md#add-photos, #photo-rules, #listing-photo-calls). The
 * photo Delete: listing-photos-delete.test.ts.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { getAs, IMAGES, postAs, SELL } from '../../testing/seller-requests.ts';
import { photoFiles, sellerSnapshot, storedFile } from '../../testing/seller-snapshot.ts';
import { heicLike, jpegDataUrl } from '../../testing/test-photos.ts';
import { newSeller } from '../../testing/test-sellers.ts';

const ctx = sellerTestApp({ inventory: false });
const { t, listCar, uploadPhotos: upload, photoBatch: photos } = ctx;

const listing = (carid: number) =>
  t.db.selectFrom('listings').selectAll().where('id', '=', carid).executeTakeFirstOrThrow();

describe('GET /api/CarSetuClientSellimages/Sellcarimages', () => {
  it('answers the four categories with the main photo first among Exterior', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const car = await listCar(seller);
    const res = await getAs(
      t.app,
      seller.token,
      `${IMAGES}/Sellcarimages?carno=${car.carnumber.toLowerCase()}`,
    );
    expect(res.statusCode).toBe(200);
    const row = await listing(car.carid);
    const photo = await t.db
      .selectFrom('listing_photos')
      .selectAll()
      .where('listing_id', '=', car.carid)
      .executeTakeFirstOrThrow();
    expect(res.json()).toEqual({
      Success: true,
      Message: 'Success',
      Data: [
        {
          imagetype: 'Exterior',
          images: [
            {
              Rand: photo.rand,
              carphoto: `/photos/${row.photo}`,
              carphotosmall: `/photos/${row.photo!.replace(/\.jpg$/, '-sm.webp')}`,
              imagetype: 'Exterior',
              ismain: true,
            },
          ],
        },
        { imagetype: 'Interior', images: [] },
        { imagetype: 'Imperfection', images: [] },
        { imagetype: 'Features', images: [] },
      ],
    });
  });
});

describe('POST /api/CarSetuClientSellimages/addcarimages', () => {
  it('adds Exterior photos (the default) 700 px wide after the existing ones', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const car = await listCar(seller);
    const res = await upload(seller, car, photos(2));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Success: true, Message: 'Photos uploaded successfully' });
    const exterior = body.Data[0];
    expect(exterior.imagetype).toBe('Exterior');
    expect(exterior.images.map((i: { ismain: boolean }) => i.ismain)).toEqual([true, false, false]);
    for (const image of exterior.images.slice(1)) {
      expect(await sharp(storedFile(t, image.carphoto)).metadata()).toMatchObject({
        format: 'jpeg',
        width: 700,
      });
      expect(photoFiles(t)).toContain(image.carphotosmall.replace(/^\/photos\//, ''));
    }
    const rows = await t.db
      .selectFrom('listing_photos')
      .select(['image_type', 'sort_order'])
      .where('listing_id', '=', car.carid)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { image_type: 'Exterior', sort_order: 0 },
      { image_type: 'Exterior', sort_order: 1 },
      { image_type: 'Exterior', sort_order: 2 },
    ]);
    // The car page shows them after the main photo.
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.Rand}`,
    });
    expect(
      details.json().Data.catlogephotolist.map((p: { carphoto: string }) => p.carphoto),
    ).toEqual(exterior.images.map((i: { carphoto: string }) => i.carphoto));
  });

  it("at most 10 per category: 'You can upload up to {n} photos.The max limit is 10.', then 'Limit of 10 photos. Cannot upload more'", async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const car = await listCar(seller);
    expect((await upload(seller, car, photos(6))).statusCode).toBe(200); // 7 Exterior with the main photo

    let before = await sellerSnapshot(t);
    const over = await upload(seller, car, photos(4));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      Success: false,
      Message: 'You can upload up to 3 photos.The max limit is 10.',
      Data: null,
    });
    expect(await sellerSnapshot(t)).toEqual(before);

    expect((await upload(seller, car, photos(3))).statusCode).toBe(200); // 10
    before = await sellerSnapshot(t);
    const full = await upload(seller, car, photos(1));
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({
      Success: false,
      Message: 'Limit of 10 photos. Cannot upload more',
      Data: null,
    });
    expect(await sellerSnapshot(t)).toEqual(before);

    // Each category has its own 10.
    const interior = await upload(seller, car, photos(10), { imagetype: 'Interior' });
    expect(interior.statusCode).toBe(200);
    const data = interior.json().Data;
    expect(data[0].images).toHaveLength(10);
    expect(data[1]).toMatchObject({ imagetype: 'Interior' });
    expect(data[1].images).toHaveLength(10);
    const tooMany = await upload(seller, car, photos(11), { imagetype: 'Features' });
    expect(tooMany.json().Message).toBe('You can upload up to 10 photos.The max limit is 10.');
  });

  it('all or nothing: one refused photo stores nothing', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const car = await listCar(seller);
    const before = await sellerSnapshot(t);
    const res = await upload(seller, car, [
      { url: jpegDataUrl(ctx.smallPhoto), name: 'good.jpg' },
      { url: `data:image/jpeg;base64,${heicLike().toString('base64')}`, name: 'IMG_0001.jpg' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(
      'IMG_0001.jpg: only .jpg, .png and .jpeg extensions are allowed',
    );
    expect(await sellerSnapshot(t)).toEqual(before);
    // HEIC by name too, whatever the bytes are.
    const byName = await upload(seller, car, [
      { url: jpegDataUrl(ctx.smallPhoto), name: 'IMG_0002.HEIC' },
    ]);
    expect(byName.statusCode).toBe(400);
    expect(byName.json().Message).toBe(
      'imageslist.0.name: only .jpg, .png and .jpeg extensions are allowed',
    );
    expect(await sellerSnapshot(t)).toEqual(before);
    const bad = await upload(seller, car, [{ url: 'data:image/jpeg;base64,@@@' }]);
    expect(bad.json().Message).toBe('imageslist.0.url: The photo is not a valid base64 image.');
    expect(await sellerSnapshot(t)).toEqual(before);
  });

  it('refuses a sold car (409), a carnumber that does not match (404), an empty list (400)', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const car = await listCar(seller);
    const other = await listCar(seller);
    const before = await sellerSnapshot(t);
    const mismatch = await upload(seller, car, photos(1), { carnumber: other.carnumber });
    expect(mismatch.statusCode).toBe(404);
    const empty = await upload(seller, car, []);
    expect(empty.json().Message).toBe('imageslist: Select at least one photo.');
    expect(await sellerSnapshot(t)).toEqual(before);

    await postAs(
      t.app,
      seller.token,
      `${SELL}/changesoldunsoldstatus?carno=${car.carnumber}&carstatus=UnSold`,
      {},
    );
    const soldBefore = await sellerSnapshot(t);
    const sold = await upload(seller, car, photos(1));
    expect(sold.statusCode).toBe(409);
    expect(sold.json().Message).toBe('This car has already been sold.');
    const list = await getAs(t.app, seller.token, `${IMAGES}/Sellcarimages?carno=${car.carnumber}`);
    expect(list.statusCode).toBe(409);
    expect(await sellerSnapshot(t)).toEqual(soldBefore);
  });
});
