/**
 * Sellcarimages, addcarimages and the photo Delete (docs/product.md#add-photos,
 * #photo-rules, #listing-photo-calls).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCarAs } from '../../testing/listing-requests.ts';
import {
  type Choice,
  getAs,
  heicLike,
  IMAGES,
  jpegBase64,
  newSeller,
  type Place,
  photoFiles,
  pickChoice,
  placeOf,
  postAs,
  SELL,
  type Seller,
  sellBody,
  sellerSnapshot,
  storedFile,
} from '../../testing/listing-test-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let choice: Choice;
let surat: Place;
let main: string;
let small: string;
beforeAll(async () => {
  t = await createTestApp();
  choice = await pickChoice(t.db);
  surat = await placeOf(t.db, 'Gujarat', 'Surat');
  main = await jpegBase64();
  small = await jpegBase64(900, 600, '#27ae60');
});
afterAll(async () => {
  await t.close();
});

let numbers = 0;
async function listCar(seller: Seller) {
  const carnumber = `GJ05PH${String(1000 + ++numbers)}`;
  return listCarAs(t.app, seller, sellBody(choice, main, { carnumber }));
}

type Car = Awaited<ReturnType<typeof listCar>>;

const upload = (
  seller: Seller,
  car: Car,
  photos: { url: string; name?: string }[],
  extra: Record<string, string | number | undefined> = {},
) =>
  postAs(t.app, seller.token, `${IMAGES}/addcarimages`, {
    carid: car.carid,
    carnumber: car.carnumber,
    imageslist: JSON.stringify(photos),
    ...extra,
  });

const dataUrl = (base64: string) => `data:image/jpeg;base64,${base64}`;
const photos = (n: number, name = 'photo') =>
  Array.from({ length: n }, (_, i) => ({ url: dataUrl(small), name: `${name}-${i + 1}.jpg` }));

const groups = async (seller: Seller, carnumber: string) => {
  const res = await getAs(t.app, seller.token, `${IMAGES}/Sellcarimages?carno=${carnumber}`);
  expect(res.statusCode).toBe(200);
  return res.json().Data as {
    imagetype: string;
    images: { Rand: string; carphoto: string; carphotosmall: string; ismain: boolean }[];
  }[];
};

const listing = (carid: number) =>
  t.db.selectFrom('listings').selectAll().where('id', '=', carid).executeTakeFirstOrThrow();

describe('GET /api/CarSetuClientSellimages/Sellcarimages', () => {
  it('answers the four categories with the main photo first among Exterior', async () => {
    const seller = await newSeller(t, surat);
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
    const seller = await newSeller(t, surat);
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
    const seller = await newSeller(t, surat);
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
    const seller = await newSeller(t, surat);
    const car = await listCar(seller);
    const before = await sellerSnapshot(t);
    const res = await upload(seller, car, [
      { url: dataUrl(small), name: 'good.jpg' },
      { url: `data:image/jpeg;base64,${heicLike().toString('base64')}`, name: 'IMG_0001.jpg' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(
      'IMG_0001.jpg: only .jpg, .png and .jpeg extensions are allowed',
    );
    expect(await sellerSnapshot(t)).toEqual(before);
    // HEIC by name too, whatever the bytes are.
    const byName = await upload(seller, car, [{ url: dataUrl(small), name: 'IMG_0002.HEIC' }]);
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
    const seller = await newSeller(t, surat);
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

describe('GET /api/CarSetuClientSellimages/Delete', () => {
  it('deletes a photo (row and files); deleting the main photo promotes the next Exterior one', async () => {
    const seller = await newSeller(t, surat);
    const car = await listCar(seller);
    await upload(seller, car, photos(2));
    let [exterior] = await groups(seller, car.carnumber);
    const [first, second, third] = exterior.images;

    // A photo that is not the main one.
    const res = await getAs(t.app, seller.token, `${IMAGES}/Delete?Rand=${third.Rand}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Success: true,
      Message: 'Photo deleted successfully',
      Data: null,
    });
    const files = photoFiles(t);
    expect(files).not.toContain(third.carphoto.replace(/^\/photos\//, ''));
    expect(files).not.toContain(third.carphotosmall.replace(/^\/photos\//, ''));
    expect((await listing(car.carid)).photo).toBe(first.carphoto.replace(/^\/photos\//, ''));

    // The main photo: the next Exterior photo becomes the main one.
    await getAs(t.app, seller.token, `${IMAGES}/Delete?Rand=${first.Rand}`);
    expect((await listing(car.carid)).photo).toBe(second.carphoto.replace(/^\/photos\//, ''));
    [exterior] = await groups(seller, car.carnumber);
    expect(exterior.images).toEqual([expect.objectContaining({ Rand: second.Rand, ismain: true })]);

    // The last one: no main photo; an Exterior upload then becomes the main photo.
    await getAs(t.app, seller.token, `${IMAGES}/Delete?Rand=${second.Rand}`);
    expect((await listing(car.carid)).photo).toBeNull();
    expect(photoFiles(t).filter((f) => f.startsWith(`cars/${car.Rand}/`))).toEqual([]);
    const all = await getAs(t.app, seller.token, `${SELL}/All`);
    expect(all.json().Data[0]).toMatchObject({
      Rand: car.Rand,
      carphoto: null,
      carphotosmall: null,
    });

    const again = await getAs(t.app, seller.token, `${IMAGES}/Delete?Rand=${second.Rand}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ Success: false, Message: 'Photo not found', Data: null });

    const added = await upload(seller, car, photos(1));
    expect(added.json().Data[0].images).toEqual([expect.objectContaining({ ismain: true })]);
    expect((await listing(car.carid)).photo).not.toBeNull();
  });

  it('an Edit photo after the main photo was deleted becomes the first Exterior photo', async () => {
    const seller = await newSeller(t, surat);
    const car = await listCar(seller);
    const [exterior] = await groups(seller, car.carnumber);
    await getAs(t.app, seller.token, `${IMAGES}/Delete?Rand=${exterior.images[0].Rand}`);
    await upload(seller, car, photos(1), { imagetype: 'Interior' });
    const res = await postAs(t.app, seller.token, `${SELL}/Editcar`, {
      ...sellBody(choice, main, { carnumber: undefined }),
      Rand: car.Rand,
    });
    expect(res.statusCode).toBe(200);
    const [after] = await groups(seller, car.carnumber);
    expect(after.images).toEqual([expect.objectContaining({ ismain: true })]);
    expect((await listing(car.carid)).photo).toBe(
      after.images[0].carphoto.replace(/^\/photos\//, ''),
    );
  });
});
