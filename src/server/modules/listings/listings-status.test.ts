/** My Vehicles (All), Delete and Sold on the seller's own listings. */
import { describe, expect, it } from 'vitest';
import { postForm } from '../../testing/api-test-helpers.ts';
import { bearer } from '../../testing/auth-test-helpers.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { getAs, postAs, SELL } from '../../testing/seller-requests.ts';
import { photoFiles, sellerSnapshot } from '../../testing/seller-snapshot.ts';
import { newSeller } from '../../testing/test-sellers.ts';

const ctx = sellerTestApp();
const { t, listCar, listingRow, details, searchCity } = ctx;

describe('GET /api/CarSetuClientSellInquiry/All', () => {
  it("lists only the caller's cars, newest first, sold ones included", async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const other = await newSeller(t, ctx.ahmedabad);
    const empty = await getAs(t.app, seller.token, `${SELL}/All`);
    expect(empty.json()).toEqual({ Success: true, Message: 'Success', Data: [] });
    const a = await listCar(seller);
    const b = await listCar(seller, { nSaleprice: 300000 });
    await listCar(other);
    await postAs(
      t.app,
      seller.token,
      `${SELL}/changesoldunsoldstatus?carno=${a.carnumber}&carstatus=UnSold`,
      {},
    );

    const res = await getAs(t.app, seller.token, `${SELL}/All`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().Data;
    expect(data.map((c: { Rand: string }) => c.Rand)).toEqual([b.Rand, a.Rand]);
    expect(data[0]).toMatchObject({
      id: b.carid,
      carid: b.carid,
      Rand: b.Rand,
      carnumber: b.carnumber,
      modelyear: 2019,
      companyid: ctx.choice.makeName,
      carmodelid: ctx.choice.modelName,
      variantid: ctx.choice.variantName,
      nSaleprice: 300000,
      CarStatus: 'UnSold',
      carphoto: expect.stringMatching(/^\/photos\/cars\/.+\.jpg$/),
      carphotosmall: expect.stringMatching(/-sm\.webp$/),
      cityname: 'Ahmedabad',
    });
    expect(data[1].CarStatus).toBe('Sold');
  });
});

describe('GET /api/CarSetuClientSellInquiry/Delete', () => {
  it('removes the listing, its photo rows and files, favourites and leads', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const buyer = await newSeller(t, ctx.pune);
    const keep = await listCar(seller);
    const car = await listCar(seller);
    await postAs(t.app, seller.token, '/api/CarSetuClientSellimages/addcarimages', {
      carid: car.carid,
      carnumber: car.carnumber,
      imageslist: JSON.stringify([
        { url: `data:image/jpeg;base64,${ctx.photo}`, name: 'side.jpg' },
      ]),
      imagetype: 'Interior',
    });
    await postAs(t.app, buyer.token, '/api/UserFavouriteVehicle/addfavouritecars', {
      actiondata: 'Add',
      carid: car.carid,
      carnumber: car.carnumber,
    });
    await postForm(
      t.app,
      '/api/LeadQRCode/AddLeadQRCode',
      { Name: 'Ravi Patel', Contactno: '9123456781', Carno: car.carnumber, Rand: car.Rand },
      { remoteAddress: '10.9.0.2' },
    );
    const photos = await t.db
      .selectFrom('listing_photos')
      .select('photo')
      .where('listing_id', '=', car.carid)
      .execute();
    expect(photos).toHaveLength(2);
    const keepRow = (await listingRow(keep.Rand))!;

    const res = await getAs(t.app, seller.token, `${SELL}/Delete?Rand=${car.Rand}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Success: true,
      Message: 'Vehicle Deleted Successfully',
      Data: null,
    });
    expect(await listingRow(car.Rand)).toBeUndefined();
    for (const table of ['listing_photos', 'favourites', 'leads'] as const) {
      const left = await t.db
        .selectFrom(table)
        .select('id')
        .where('listing_id', '=', car.carid)
        .execute();
      expect(left, table).toEqual([]);
    }
    const files = photoFiles(t);
    expect(files.filter((f) => f.startsWith(`cars/${car.Rand}/`))).toEqual([]);
    expect(files).toContain(keepRow.photo);
    expect(await listingRow(keep.Rand)).toEqual(keepRow);
    expect((await details(car.Rand)).statusCode).toBe(404);
    const again = await getAs(t.app, seller.token, `${SELL}/Delete?Rand=${car.Rand}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('POST /api/CarSetuClientSellInquiry/changesoldunsoldstatus', () => {
  it('UnSold -> Sold: hidden from search, the car page answers Sold Out...; no way back', async () => {
    const seller = await newSeller(t, ctx.pune);
    const car = await listCar(seller);
    const inSearch = async () =>
      ((await searchCity(ctx.pune)).json().Data as { Rand: string }[]).some(
        (c) => c.Rand === car.Rand,
      );
    expect(await inSearch()).toBe(true);

    const spaced = car.carnumber.replace(/^(..)(..)/, '$1 $2 ').toLowerCase();
    const res = await postAs(
      t.app,
      seller.token,
      `${SELL}/changesoldunsoldstatus?carno=${encodeURIComponent(spaced)}&carstatus=UnSold`,
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true, Message: 'Vehicle marked as Sold', Data: null });
    expect((await listingRow(car.Rand))!.status).toBe('Sold');
    expect(await inSearch()).toBe(false);
    expect((await details(car.Rand)).json()).toEqual({
      Success: true,
      Message: 'Sold Out...',
      Data: null,
    });

    const before = await sellerSnapshot(t);
    for (const status of ['UnSold', 'Sold']) {
      const again = await postAs(
        t.app,
        seller.token,
        `${SELL}/changesoldunsoldstatus?carno=${car.carnumber}&carstatus=${status}`,
        {},
      );
      expect(again.statusCode).toBe(400);
      expect(again.json().Message).toBe('This vehicle is already marked as Sold.');
    }
    const unknown = await postAs(
      t.app,
      seller.token,
      `${SELL}/changesoldunsoldstatus?carno=GJ09ZZ9999&carstatus=UnSold`,
      {},
    );
    expect(unknown.statusCode).toBe(404);
    expect(await sellerSnapshot(t)).toEqual(before);
  });

  it("refuses carstatus 'Sold' for an unsold car (no reverse) and works without a body", async () => {
    const seller = await newSeller(t, ctx.pune);
    const car = await listCar(seller);
    const reverse = await postAs(
      t.app,
      seller.token,
      `${SELL}/changesoldunsoldstatus?carno=${car.carnumber}&carstatus=Sold`,
      {},
    );
    expect(reverse.statusCode).toBe(400);
    expect((await listingRow(car.Rand))!.status).toBe('UnSold');
    const res = await t.app.inject({
      method: 'POST',
      url: `${SELL}/changesoldunsoldstatus?carno=${car.carnumber}&carstatus=UnSold`,
      headers: bearer(seller.token),
    });
    expect(res.statusCode).toBe(200);
  });
});
