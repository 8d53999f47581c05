/** Sell Your Car (addcar): what a new listing stores and where it shows at once (docs/decisions/006-seller-listings.md). */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { postForm, walkPages } from '../../testing/api-test-helpers.ts';
import { bearer } from '../../testing/auth-test-helpers.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { sellBody } from '../../testing/sell-body.ts';
import { SELL } from '../../testing/seller-requests.ts';
import { photoFiles, storedFile } from '../../testing/seller-snapshot.ts';
import { jpegWithExifAndGps, phonePhoto } from '../../testing/test-photos.ts';
import { newSeller } from '../../testing/test-sellers.ts';

const ctx = sellerTestApp();
const { t, addCar, listCar, listingRow, details, searchCity, nextNumber } = ctx;

describe('POST /api/CarSetuClientSellInquiry/addcar', () => {
  it("stores the car at the profile's place with the photo as main and first Exterior photo", async () => {
    const seller = await newSeller(t, ctx.ahmedabad, 'Asha Mehta');
    const filesBefore = photoFiles(t);
    const res = await addCar(seller, {
      carnumber: 'gj 05-cs 0001',
      nFeatures: `${ctx.choice.featureIds[1]},${ctx.choice.featureIds[0]}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      Success: true,
      Message: 'Vehicle Added Successfully',
      Data: {
        Rand: expect.stringMatching(/^[\w-]{10}$/),
        carid: expect.any(Number),
        carnumber: 'GJ05CS0001',
      },
    });
    const row = (await listingRow(body.Data.Rand))!;
    expect(row).toMatchObject({
      id: body.Data.carid,
      car_number: 'GJ05CS0001',
      vehicle_type_id: 1,
      make_id: ctx.choice.makeId,
      model_id: ctx.choice.modelId,
      variant_id: ctx.choice.variantId,
      colour: ctx.choice.colourName,
      fuel_id: ctx.choice.fuelId,
      gear_id: ctx.choice.gearId,
      model_year: 2019,
      km: 45000,
      owner: 1,
      seats: 5,
      cc: '1.2',
      price: 525000,
      insurance: 'Yes',
      insurance_type: 'Comprehensive',
      insurance_end: '2027-03-31',
      sunroof: 'No',
      feature_ids: `${ctx.choice.featureIds[1]},${ctx.choice.featureIds[0]}`,
      status: 'UnSold',
      state_id: ctx.ahmedabad.stateId,
      city_id: ctx.ahmedabad.cityId,
      address: seller.address,
      dealer_id: null,
      user_id: seller.userId,
    });
    expect(row.photo).toMatch(new RegExp(`^cars/${body.Data.Rand}/[\\w-]{10}\\.jpg$`));
    const photos = await t.db
      .selectFrom('listing_photos')
      .selectAll()
      .where('listing_id', '=', row.id)
      .execute();
    expect(photos).toEqual([
      expect.objectContaining({ image_type: 'Exterior', photo: row.photo, sort_order: 0 }),
    ]);
    expect(row.photo).toContain(photos[0].rand);
    // New files: the 800 px JPEG, its three WebP renditions and the share card.
    const base = row.photo!.replace(/\.jpg$/, '');
    expect(row.share_card).toMatch(new RegExp(`^cars/${body.Data.Rand}/card-[\\w-]{10}\\.jpg$`));
    expect(photoFiles(t)).toEqual(
      [
        ...filesBefore,
        `${base}-lg.webp`,
        `${base}-md.webp`,
        `${base}-sm.webp`,
        `${base}.jpg`,
        row.share_card!,
      ].sort(),
    );
    const meta = await sharp(storedFile(t, `/photos/${row.photo}`)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800 });
    // The seller now has a stable public Rand.
    const user = await t.db
      .selectFrom('users')
      .select('rand')
      .where('id', '=', seller.userId)
      .executeTakeFirstOrThrow();
    expect(user.rand).toMatch(/^[\w-]{10}$/);
  });

  it("is public at once: search, Home and the car page, with the user's profile as seller", async () => {
    const seller = await newSeller(t, ctx.pune, 'Rohan Kulkarni');
    const car = await listCar(seller);
    const user = await t.db
      .selectFrom('users')
      .select('rand')
      .where('id', '=', seller.userId)
      .executeTakeFirstOrThrow();

    const found = (await searchCity(ctx.pune)).json().Data as { Rand: string; cityname: string }[];
    expect(found.find((c) => c.Rand === car.Rand)).toMatchObject({ cityname: 'Pune' });

    const home = await walkPages(
      (page, cursor) =>
        t.app.inject({
          method: 'GET',
          url: `/api/Carmaster/GetRandomly2Car_cars?Pageindex=${page}${cursor ? `&cursor=${cursor}` : ''}`,
        }),
      'cursor',
    );
    expect(home.some((c) => c.Rand === car.Rand)).toBe(true);

    const res = await details(car.Rand);
    expect(res.statusCode).toBe(200);
    const { Data } = res.json();
    expect(Data).toMatchObject({
      Rand: car.Rand,
      companyid: ctx.choice.makeName,
      carmodelid: ctx.choice.modelName,
      variantid: ctx.choice.variantName,
      colour: ctx.choice.colourName,
      cityname: 'Pune',
      statename: 'Maharashtra',
      Address: seller.address,
    });
    expect(Data.catlogephotolist).toHaveLength(1);
    expect(Data.catlogephotolist[0].carphoto).toBe(Data.carphoto);
    expect(Data.Listidjson.map((f: { value: string }) => Number(f.value))).toEqual(
      ctx.choice.featureIds,
    );
    expect(Data.dealerprofilelist).toEqual([
      {
        Rand: user.rand,
        Firmname: 'Rohan Kulkarni',
        Mobileno: `${seller.mobile.slice(0, 2)}XXXXXX${seller.mobile.slice(-2)}`,
        Mobileno1: null,
        Address: seller.address,
        nCity: 'Pune',
        nGpslink: null,
      },
    ]);
    expect(res.body).not.toContain(seller.mobile);
  });

  it("a lead on a user's car notifies the user's mobile and answers their full profile", async () => {
    const seller = await newSeller(t, ctx.ahmedabad, 'Kiran Shah');
    const car = await listCar(seller);
    const sentBefore = t.sent.length;
    const res = await postForm(
      t.app,
      '/api/LeadQRCode/AddLeadQRCode',
      { Name: 'Ravi Patel', Contactno: '9123456780', Carno: car.carnumber, Rand: car.Rand },
      { remoteAddress: '10.9.0.1' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Success: true, Message: 'Lead submitted successfully' });
    expect(res.json().Data).toEqual([
      expect.objectContaining({
        Firmname: 'Kiran Shah',
        Mobileno: seller.mobile,
        nCity: 'Ahmedabad',
      }),
    ]);
    await t.runJobs(); // the notice is a queued job
    expect(t.sent.slice(sentBefore)).toEqual([
      { kind: 'lead', to: seller.mobile, text: expect.stringContaining('Ravi Patel (9123456780)') },
    ]);
    const lead = await t.db
      .selectFrom('leads')
      .selectAll()
      .where('listing_id', '=', car.carid)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ dealer_id: null, mobile: '9123456780' });
  });

  it('takes a JSON body with numbers and a data: URL photo', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const body = sellBody(ctx.choice, `data:image/jpeg;base64,${ctx.photo}`, {
      carnumber: nextNumber(),
      insurance: 'Nill',
      insuranceendtdate: undefined,
      nInsurancetype: undefined,
      nCc: undefined,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${SELL}/addcar`,
      headers: { ...bearer(seller.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body, nState: null, nCity: null, Address: null }),
    });
    expect(res.statusCode).toBe(200);
    const row = (await listingRow(res.json().Data.Rand))!;
    expect(row).toMatchObject({
      insurance: 'Nill',
      insurance_type: null,
      insurance_end: null,
      cc: null,
    });
  });

  it('stores the colour name: by id, by name in any case, or a name the catalogue lacks', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const byName = await listCar(seller, { colour: ctx.choice.colourName.toUpperCase() });
    expect((await listingRow(byName.Rand))!.colour).toBe(ctx.choice.colourName);
    const other = await listCar(seller, { colour: '  Mango  Yellow ' });
    expect((await listingRow(other.Rand))!.colour).toBe('Mango Yellow');
  });

  it('drops EXIF and GPS from the stored photo', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const input = await jpegWithExifAndGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const car = await listCar(seller, { carphoto: input.toString('base64') });
    const row = (await listingRow(car.Rand))!;
    const stored = storedFile(t, `/photos/${row.photo}`);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.width).toBe(800);
    expect(stored.includes('Canon')).toBe(false);
    expect(stored.includes('Seller Name')).toBe(false);
    const small = await sharp(
      storedFile(t, `/photos/${row.photo!.replace(/\.jpg$/, '-sm.webp')}`),
    ).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 400 });
    expect(small.exif).toBeUndefined();
  });

  it('shrinks a 4032x3024 phone photo (~3.2 MB) to a small main JPEG and card WebP', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const input = await phonePhoto();
    expect(input.length).toBeGreaterThan(3_000_000);
    const car = await listCar(seller, { carphoto: input.toString('base64') });
    const row = (await listingRow(car.Rand))!;
    const jpeg = storedFile(t, `/photos/${row.photo}`);
    const webp = storedFile(t, `/photos/${row.photo!.replace(/\.jpg$/, '-sm.webp')}`);
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 800, height: 600 });
    expect(jpeg.length).toBeLessThan(150_000);
    expect(webp.length).toBeLessThan(40_000);
  });
});
