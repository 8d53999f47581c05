/**
 * The photo Delete of the seller routes (docs/product.md#add-photos,
 * #listing-photo-calls): a photo's row and files go; the next Exterior
 * photo becomes the main one.
 */
import { describe, expect, it } from 'vitest';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { sellBody } from '../../testing/sell-body.ts';
import { getAs, IMAGES, postAs, SELL } from '../../testing/seller-requests.ts';
import { photoFiles } from '../../testing/seller-snapshot.ts';
import { newSeller } from '../../testing/test-sellers.ts';

const ctx = sellerTestApp({ inventory: false });
const { t, listCar, uploadPhotos: upload, photoBatch: photos, photoGroups: groups } = ctx;

const listing = (carid: number) =>
  t.db.selectFrom('listings').selectAll().where('id', '=', carid).executeTakeFirstOrThrow();

describe('GET /api/CarSetuClientSellimages/Delete', () => {
  it('deletes a photo (row and files); deleting the main photo promotes the next Exterior one', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
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
    const seller = await newSeller(t, ctx.ahmedabad);
    const car = await listCar(seller);
    const [exterior] = await groups(seller, car.carnumber);
    await getAs(t.app, seller.token, `${IMAGES}/Delete?Rand=${exterior.images[0].Rand}`);
    await upload(seller, car, photos(1), { imagetype: 'Interior' });
    const res = await postAs(t.app, seller.token, `${SELL}/Editcar`, {
      ...sellBody(ctx.choice, ctx.photo, { carnumber: undefined }),
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
