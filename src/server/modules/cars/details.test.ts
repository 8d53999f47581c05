import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rtoCode } from '#shared/schemas/rto-code.ts';
import { createAppWithInventory } from '../../testing/api-test-helpers.ts';
import type { InventoryFixture } from '../../testing/inventory-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp & { fixture: InventoryFixture };
beforeAll(async () => {
  t = await createAppWithInventory();
});
afterAll(async () => {
  await t.close();
});

const details = (rand: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${encodeURIComponent(rand)}`,
  });

async function listingOf(carNumber: string) {
  return t.db
    .selectFrom('listings')
    .selectAll()
    .where('car_number', '=', carNumber)
    .executeTakeFirstOrThrow();
}

describe('GET /api/Carmaster/GetdetailsofCarsbyRandomid', () => {
  it('answers the car with its photos (main first), features and masked dealer', async () => {
    const fixtureCar = t.fixture.cars.find((c) => c.photos.length === 3 && c.status === 'UnSold')!;
    const listing = await listingOf(fixtureCar.carNumber);
    const res = await details(listing.rand);
    expect(res.statusCode).toBe(200);
    const { Success, Message, Data } = res.json();
    expect(Success).toBe(true);
    expect(Message).toBe('Success');
    expect(Data).toMatchObject({
      id: listing.id,
      carid: listing.id,
      Rand: listing.rand,
      // The RTO code only (issue 44 part 1): GJ11 of GJ11LK2057.
      carnumber: rtoCode(listing.car_number),
      companyid: fixtureCar.make,
      carmodelid: fixtureCar.model,
      variantid: fixtureCar.variant,
      nSaleprice: listing.price,
      km: listing.km,
      CarStatus: 'UnSold',
      vehicleid: 1,
      vehiclename: 'Car',
      stateid: listing.state_id,
      cityid: listing.city_id,
      seatingcapicity: listing.seats,
      insurance: listing.insurance,
      nSunRoof: listing.sunroof,
    });
    // Photos: Exterior, main first, each with its small WebP.
    const photos = await t.db
      .selectFrom('listing_photos')
      .select(['photo', 'sort_order'])
      .where('listing_id', '=', listing.id)
      .orderBy('sort_order')
      .execute();
    expect(Data.catlogephotolist).toHaveLength(3);
    expect(Data.catlogephotolist[0].carphoto).toBe(Data.carphoto);
    expect(Data.catlogephotolist.map((p: { carphoto: string }) => p.carphoto)).toEqual(
      photos.map((p) => `/photos/${p.photo.replace(/\.jpg$/, '')}.jpg`),
    );
    for (const p of Data.catlogephotolist) {
      expect(p.carphotosmall).toBe(p.carphoto.replace(/\.jpg$/, '-sm.webp'));
      expect(p.carnumber).toBe(rtoCode(listing.car_number));
    }
    expect(Data.Photoname).toMatch(/\.jpg$/);
    // Features: names and ids of the listing's feature_ids.
    const ids = listing.feature_ids.split(',').filter(Boolean);
    expect(Data.Listidjson.map((f: { value: string }) => f.value)).toEqual(ids);
    expect(Data.Listidjson[0].label).toEqual(expect.any(String));
    // Dealer: masked mobiles, the car's city.
    const dealer = await t.db
      .selectFrom('dealers')
      .selectAll()
      .where('id', '=', listing.dealer_id)
      .executeTakeFirstOrThrow();
    expect(Data.dealerprofilelist).toHaveLength(1);
    const profile = Data.dealerprofilelist[0];
    expect(profile.Mobileno).toMatch(/^\d{2}X{6}\d{2}$/);
    expect(profile.Mobileno).not.toBe(dealer.mobile);
    expect(res.body).not.toContain(dealer.mobile);
    if (dealer.mobile2) {
      expect(profile.Mobileno1).toMatch(/^\d{2}X{6}\d{2}$/);
      expect(res.body).not.toContain(dealer.mobile2);
    }
    expect(profile).toMatchObject({
      Rand: dealer.rand,
      Firmname: dealer.firm_name,
      Address: dealer.address,
      nCity: Data.cityname,
      nGpslink: dealer.gps_link,
    });
  });

  it('related cars: unsold, never the car, same model first, then same make within ±30%', async () => {
    const all = await t.db.selectFrom('listings').selectAll().execute();
    for (const listing of all.filter((l) => l.status === 'UnSold')) {
      const { Data } = (await details(listing.rand)).json();
      const related: { id: number; CarStatus: string }[] = Data.carmodellist;
      expect(related.length).toBeLessThanOrEqual(10);
      const ids = related.map((r) => r.id);
      expect(ids).not.toContain(listing.id);
      expect(new Set(ids).size).toBe(ids.length);
      const rows = ids.map((id) => all.find((l) => l.id === id)!);
      let seenOtherModel = false;
      for (const r of rows) {
        expect(r.status).toBe('UnSold');
        expect(r.make_id).toBe(listing.make_id);
        if (r.model_id === listing.model_id) {
          expect(seenOtherModel, 'same model comes first').toBe(false);
        } else {
          seenOtherModel = true;
          expect(r.price).toBeGreaterThanOrEqual(Math.floor(listing.price * 0.7));
          expect(r.price).toBeLessThanOrEqual(Math.ceil(listing.price * 1.3));
        }
      }
      const sameModel = all.filter(
        (l) => l.status === 'UnSold' && l.model_id === listing.model_id && l.id !== listing.id,
      );
      expect(rows.filter((r) => r.model_id === listing.model_id)).toHaveLength(
        Math.min(10, sameModel.length),
      );
    }
  });

  it("a sold car answers Success true, 'Sold Out...', Data null", async () => {
    const sold = t.fixture.cars.find((c) => c.status === 'Sold')!;
    const listing = await listingOf(sold.carNumber);
    const res = await details(listing.rand);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true, Message: 'Sold Out...', Data: null });
  });

  it('an unknown car answers 404 JSON; a missing Randomno 400', async () => {
    const res = await details('NoSuchCar1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Success: false, Message: 'Car not found', Data: null });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/Carmaster/GetdetailsofCarsbyRandomid',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      Success: false,
      Message: 'Randomno: Randomno is required',
    });
  });
});

describe('GET /api/Carmaster/SimilarCars', () => {
  const similar = (rand: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/Carmaster/SimilarCars?Randomno=${encodeURIComponent(rand)}`,
    });

  it("a sold car's page gets unsold cars like it: same model first, never itself", async () => {
    const sold = t.fixture.cars.find((c) => c.status === 'Sold')!;
    const listing = await listingOf(sold.carNumber);
    const res = await similar(listing.rand);
    expect(res.statusCode).toBe(200);
    const { Success, Data } = res.json() as {
      Success: boolean;
      Data: { carid: number; CarStatus: string; companyid: string; carmodelid: string }[];
    };
    expect(Success).toBe(true);
    expect(Data.length).toBeGreaterThan(0);
    expect(Data.length).toBeLessThanOrEqual(10);
    expect(Data.map((c) => c.carid)).not.toContain(listing.id);
    expect(Data.every((c) => c.CarStatus === 'UnSold')).toBe(true);
    expect(Data.every((c) => c.companyid === sold.make)).toBe(true);
    const firstOther = Data.findIndex((c) => c.carmodelid !== sold.model);
    if (firstOther >= 0)
      expect(Data.slice(firstOther).every((c) => c.carmodelid !== sold.model)).toBe(true);
  });

  it('an unknown car answers 404; a missing Randomno 400', async () => {
    expect((await similar('NoSuchCar1')).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/Carmaster/SimilarCars' });
    expect(missing.statusCode).toBe(400);
  });
});
