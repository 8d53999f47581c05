/**
 * Sell Your Car, My Vehicles, Edit Your Car, Delete and Sold (spec 2, 4
 * "Listing status", 5 "Sell form" / "Edit form" / "Main photo", 7 "Seller
 * listings"; decisions.md "Listings and search", "Privacy and abuse").
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '#shared/schemas/listing.ts';
import { createAppWithInventory, postForm, walkPages } from '../../testing/api-test-helpers.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { bearer, signIn } from '../auth/auth-test-helpers.ts';
import { editCarAs, listCarAs } from './listing-requests.ts';
import {
  type Choice,
  getAs,
  heicLike,
  jpegBase64,
  jpegWithExifAndGps,
  newMobile,
  newSeller,
  type Place,
  PROFILE_SAVE,
  phonePhoto,
  photoFiles,
  pickChoice,
  placeOf,
  pngClaiming,
  postAs,
  SELL,
  type Seller,
  sellBody,
  sellerSnapshot,
  storedFile,
  textFile,
} from './listing-test-helpers.ts';

let t: TestApp;
let choice: Choice;
let ahmedabad: Place;
let pune: Place;
let photo: string;
beforeAll(async () => {
  t = await createAppWithInventory();
  choice = await pickChoice(t.db);
  ahmedabad = await placeOf(t.db, 'Gujarat', 'Ahmedabad');
  pune = await placeOf(t.db, 'Maharashtra', 'Pune');
  photo = await jpegBase64();
});
afterAll(async () => {
  await t.close();
});

let numbers = 0;
/** A vehicle number no other test of this file used. */
const nextNumber = () => `GJ05CS${String(1000 + ++numbers)}`;

const addCar = (seller: Seller, override: Record<string, string | number | undefined> = {}) =>
  postAs(t.app, seller.token, `${SELL}/addcar`, sellBody(choice, photo, override));

/** Adds a car and answers its Rand, carid and number. */
function listCar(seller: Seller, override: Record<string, string | number | undefined> = {}) {
  return listCarAs(
    t.app,
    seller,
    sellBody(choice, photo, { carnumber: nextNumber(), ...override }),
  );
}

const listingRow = (rand: string) =>
  t.db.selectFrom('listings').selectAll().where('rand', '=', rand).executeTakeFirst();

const details = (rand: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${encodeURIComponent(rand)}`,
  });

const searchCity = (place: Place) =>
  postForm(t.app, '/api/Carmaster/GetDetailsofcarsbySCCM_data', {
    nState: place.stateId,
    nCity: place.cityId,
    pageindex: 1,
  });

describe('POST /api/CarSetuClientSellInquiry/addcar', () => {
  it("stores the car at the profile's place with the photo as main and first Exterior photo", async () => {
    const seller = await newSeller(t, ahmedabad, 'Asha Mehta');
    const filesBefore = photoFiles(t);
    const res = await addCar(seller, {
      carnumber: 'gj 05-cs 0001',
      nFeatures: `${choice.featureIds[1]},${choice.featureIds[0]}`,
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
      make_id: choice.makeId,
      model_id: choice.modelId,
      variant_id: choice.variantId,
      colour: choice.colourName,
      fuel_id: choice.fuelId,
      gear_id: choice.gearId,
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
      feature_ids: `${choice.featureIds[1]},${choice.featureIds[0]}`,
      status: 'UnSold',
      state_id: ahmedabad.stateId,
      city_id: ahmedabad.cityId,
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
    const seller = await newSeller(t, pune, 'Rohan Kulkarni');
    const car = await listCar(seller);
    const user = await t.db
      .selectFrom('users')
      .select('rand')
      .where('id', '=', seller.userId)
      .executeTakeFirstOrThrow();

    const found = (await searchCity(pune)).json().Data as { Rand: string; cityname: string }[];
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
      companyid: choice.makeName,
      carmodelid: choice.modelName,
      variantid: choice.variantName,
      colour: choice.colourName,
      cityname: 'Pune',
      statename: 'Maharashtra',
      Address: seller.address,
    });
    expect(Data.catlogephotolist).toHaveLength(1);
    expect(Data.catlogephotolist[0].carphoto).toBe(Data.carphoto);
    expect(Data.Listidjson.map((f: { value: string }) => Number(f.value))).toEqual(
      choice.featureIds,
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
    const seller = await newSeller(t, ahmedabad, 'Kiran Shah');
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
    const seller = await newSeller(t, ahmedabad);
    const body = sellBody(choice, `data:image/jpeg;base64,${photo}`, {
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
    const seller = await newSeller(t, ahmedabad);
    const byName = await listCar(seller, { colour: choice.colourName.toUpperCase() });
    expect((await listingRow(byName.Rand))!.colour).toBe(choice.colourName);
    const other = await listCar(seller, { colour: '  Mango  Yellow ' });
    expect((await listingRow(other.Rand))!.colour).toBe('Mango Yellow');
  });

  it("refuses a seller whose profile has no city: 'Please complete your profile first.'", async () => {
    const token = await signIn(t, newMobile());
    const before = await sellerSnapshot(t);
    const res = await postAs(
      t.app,
      token,
      `${SELL}/addcar`,
      sellBody(choice, photo, { carnumber: nextNumber() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Success: false,
      Message: 'Please complete your profile first.',
      Data: null,
    });
    expect(await sellerSnapshot(t)).toEqual(before);
  });

  it('refuses each invalid field with 400 and its message, writing nothing', async () => {
    const seller = await newSeller(t, ahmedabad);
    const year = new Date().getFullYear();
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ vehicleid: '' }, 'vehicleid: This feild is required'],
      [{ companyid: '' }, 'companyid: This feild is required'],
      [{ carmodelid: '' }, 'carmodelid: This feild is required'],
      [{ variantid: '' }, 'variantid: This feild is required'],
      [{ colour: '' }, 'colour: This feild is required'],
      [{ fueltypeid: '' }, 'fueltypeid: This feild is required'],
      [{ gear: '' }, 'gear: This feild is required'],
      [{ owner: '' }, 'owner: This feild is required'],
      [{ nSaleprice: '' }, 'nSaleprice: This feild is required'],
      [{ carnumber: '' }, 'carnumber: This feild is required'],
      [{ carnumber: 'GJ5CS12' }, 'carnumber: Enter valid vehicle number.'],
      [{ carnumber: 'DL12ABC12345' }, 'carnumber: Enter valid vehicle number.'],
      [{ modelyear: '' }, 'modelyear: This feild is required'],
      [{ modelyear: '20l9' }, 'modelyear: Enter valid Year.'],
      [{ modelyear: 1979 }, 'modelyear: Enter valid Year.'],
      [{ modelyear: year + 1 }, 'modelyear: Enter valid Year.'],
      [{ km: '' }, 'km: This feild is required'],
      [{ km: 1234567 }, 'km: Enter valid kilometer.'],
      [{ seatingcapicity: '' }, 'seatingcapicity: This feild is required'],
      [{ seatingcapicity: 12 }, 'seatingcapicity: Enter valid capacity.'],
      [{ nSaleprice: 1234567890 }, 'nSaleprice: Enter valid sale price.'],
      [{ nCc: '1.234' }, 'nCc: Enter valid cubic capacity.'],
      [{ insuranceendtdate: '' }, 'insuranceendtdate: This feild is required'],
      [{ insuranceendtdate: '31/02/2027' }, 'insuranceendtdate: Enter valid date.'],
      [{ nInsurancetype: 'Full cover' }, 'nInsurancetype: Select a valid insurance type.'],
      [{ carphoto: '' }, 'carphoto: Vehicle photo is required.'],
      [{ carphoto: 'this is %% not base64' }, 'carphoto: The photo is not a valid base64 image.'],
      [{ vehicleid: 99 }, 'vehicleid: Select a valid vehicle type.'],
      [{ companyid: 9999 }, 'companyid: Select a valid company.'],
      [
        { carmodelid: choice.otherMakeModelId },
        'carmodelid: The model is not a model of the selected company.',
      ],
      [
        { variantid: choice.foreignVariantId },
        'variantid: The variant is not a variant of the selected model.',
      ],
      [{ fueltypeid: 99 }, 'fueltypeid: Select a valid fuel.'],
      [{ gear: 99 }, 'gear: Select a valid gear.'],
      [{ nFeatures: `${choice.featureIds[0]},99999` }, 'nFeatures: Select valid features.'],
      [{ colour: 999999 }, 'colour: Select a valid colour.'],
    ];
    if (choice.inactiveModel) {
      cases.push([
        {
          companyid: choice.inactiveModel.makeId,
          carmodelid: choice.inactiveModel.modelId,
          variantid: choice.inactiveModel.variantId,
          colour: 'White',
        },
        'carmodelid: This model can no longer be listed.',
      ]);
    }
    const before = await sellerSnapshot(t);
    for (const [override, message] of cases) {
      const res = await addCar(seller, { carnumber: nextNumber(), ...override });
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toEqual({ Success: false, Message: message, Data: null });
    }
    expect(await sellerSnapshot(t)).toEqual(before);
  });

  it.each([
    [
      'a text file renamed .jpg',
      () => textFile(),
      'carphoto: only .jpg, .png and .jpeg extensions are allowed',
    ],
    [
      'a HEIC photo',
      () => heicLike(),
      'carphoto: only .jpg, .png and .jpeg extensions are allowed',
    ],
    [
      'a photo over 10 MB',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_PHOTO_BYTES)]),
      'carphoto: Sorry, you can upload photo up to 10 MB',
    ],
    [
      'a decompression bomb (30000x30000 PNG)',
      () => pngClaiming(30_000, 30_000),
      'carphoto: The photo has too many pixels',
    ],
    [
      'a JPEG cut short',
      async () =>
        (
          await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
            .jpeg()
            .toBuffer()
        ).subarray(0, 300),
      'carphoto: The photo could not be read',
    ],
  ])('refuses %s with 400, storing no row and no file', async (_name, make, message) => {
    const seller = await newSeller(t, ahmedabad);
    const bytes = await make();
    const before = await sellerSnapshot(t);
    const res = await addCar(seller, {
      carnumber: nextNumber(),
      carphoto: bytes.toString('base64'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Success: false, Message: message, Data: null });
    expect(await sellerSnapshot(t)).toEqual(before);
  });

  it('drops EXIF and GPS from the stored photo', async () => {
    const seller = await newSeller(t, ahmedabad);
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

  it('shrinks a 4032x3024 phone photo (~3.7 MB) to a small main JPEG and card WebP', async () => {
    const seller = await newSeller(t, ahmedabad);
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

  it("a number already listed and unsold answers 409 'This vehicle is already listed.'", async () => {
    const first = await newSeller(t, ahmedabad);
    const second = await newSeller(t, pune);
    const car = await listCar(first);
    const before = await sellerSnapshot(t);
    const spaced = car.carnumber.toLowerCase().replace(/^(..)(..)(..)/, '$1 $2-$3 ');
    for (const seller of [first, second]) {
      const res = await addCar(seller, { carnumber: spaced });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        Success: false,
        Message: 'This vehicle is already listed.',
        Data: null,
      });
    }
    // A dealer's unsold car counts too.
    const dealerCar = await t.db
      .selectFrom('listings')
      .select('car_number')
      .where('dealer_id', 'is not', null)
      .where('status', '=', 'UnSold')
      .executeTakeFirstOrThrow();
    expect((await addCar(second, { carnumber: dealerCar.car_number })).statusCode).toBe(409);
    expect(await sellerSnapshot(t)).toEqual(before);
    // Once sold, the number may be listed again.
    const sold = await postAs(
      t.app,
      first.token,
      `${SELL}/changesoldunsoldstatus?carno=${car.carnumber}&carstatus=UnSold`,
      {},
    );
    expect(sold.statusCode).toBe(200);
    expect((await addCar(second, { carnumber: car.carnumber })).statusCode).toBe(200);
  });
});

describe('a seller who moves', () => {
  it('takes their listings along when the profile is saved with a new city', async () => {
    const seller = await newSeller(t, ahmedabad);
    const { Rand } = await listCar(seller);
    const res = await postAs(t.app, seller.token, PROFILE_SAVE, {
      Status: 'Edit',
      Name: seller.name,
      Mobileno: seller.mobile,
      nCountry: 1,
      nState: pune.stateId,
      nCity: pune.cityId,
      Address: '12, FC Road, Pune',
    });
    expect(res.statusCode).toBe(200);
    const row = await listingRow(Rand);
    expect(row).toMatchObject({
      state_id: pune.stateId,
      city_id: pune.cityId,
      address: '12, FC Road, Pune',
    });
    const found = (await searchCity(pune)).json().Data.map((c: { Rand: string }) => c.Rand);
    expect(found).toContain(Rand);
  });
});

describe('two sellers racing with one number', () => {
  it('one wins, the other gets 409 and leaves no row and no file behind', async () => {
    const a = await newSeller(t, ahmedabad);
    const b = await newSeller(t, pune);
    const carnumber = nextNumber();
    const filesBefore = photoFiles(t);
    const results = await Promise.all([addCar(a, { carnumber }), addCar(b, { carnumber })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().Message).toBe('This vehicle is already listed.');
    const rows = await t.db
      .selectFrom('listings')
      .select('rand')
      .where('car_number', '=', carnumber)
      .execute();
    expect(rows).toHaveLength(1);
    const added = photoFiles(t).filter((f) => !filesBefore.includes(f));
    expect(added).toHaveLength(5); // main photo JPEG, its 3 WebP renditions, share card
    expect(added.every((f) => f.startsWith(`cars/${rows[0].rand}/`))).toBe(true);
  });
});

describe('GET /api/CarSetuClientSellInquiry/All', () => {
  it("lists only the caller's cars, newest first, sold ones included", async () => {
    const seller = await newSeller(t, ahmedabad);
    const other = await newSeller(t, ahmedabad);
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
      companyid: choice.makeName,
      carmodelid: choice.modelName,
      variantid: choice.variantName,
      nSaleprice: 300000,
      CarStatus: 'UnSold',
      carphoto: expect.stringMatching(/^\/photos\/cars\/.+\.jpg$/),
      carphotosmall: expect.stringMatching(/-sm\.webp$/),
      cityname: 'Ahmedabad',
    });
    expect(data[1].CarStatus).toBe('Sold');
  });
});

describe('GET /api/CarSetuClientSellInquiry/Editcar', () => {
  it('answers the listing with ids for the form; 404 for a Rand that is not the caller’s', async () => {
    const seller = await newSeller(t, ahmedabad);
    const car = await listCar(seller, { nSunRoof: 'Yes', nInsurancetype: 'Zero depth' });
    const res = await getAs(t.app, seller.token, `${SELL}/Editcar?Rand=${car.Rand}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Success: true, Message: 'Success' });
    expect(res.json().Data).toEqual({
      Rand: car.Rand,
      carid: car.carid,
      carnumber: car.carnumber,
      CarStatus: 'UnSold',
      vehicleid: 1,
      companyid: choice.makeId,
      carmodelid: choice.modelId,
      variantid: choice.variantId,
      fueltypeid: choice.fuelId,
      gear: choice.gearId,
      colour: choice.colourName,
      colourid: choice.colourId,
      modelyear: 2019,
      km: 45000,
      owner: 1,
      seatingcapicity: 5,
      nCc: '1.2',
      nSaleprice: 525000,
      insurance: 'Yes',
      nInsurancetype: 'Zero depth',
      insuranceendtdate: '2027-03-31',
      nSunRoof: 'Yes',
      nFeatures: choice.featureIds.join(','),
      carphoto: expect.stringMatching(/^\/photos\/cars\/.+\.jpg$/),
      carphotosmall: expect.stringMatching(/-sm\.webp$/),
      Photoname: expect.stringMatching(/^[\w-]{10}\.jpg$/),
      vehiclename: 'Car',
      companyname: choice.makeName,
      carmodelname: choice.modelName,
      variantname: choice.variantName,
      fuelname: expect.any(String),
      gearname: expect.any(String),
      stateid: ahmedabad.stateId,
      cityid: ahmedabad.cityId,
      statename: 'Gujarat',
      cityname: 'Ahmedabad',
      Address: seller.address,
    });
    const unknown = await getAs(t.app, seller.token, `${SELL}/Editcar?Rand=nope123456`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Success: false, Message: 'Car not found', Data: null });
    const missing = await getAs(t.app, seller.token, `${SELL}/Editcar`);
    expect(missing.statusCode).toBe(400);
  });
});

describe('POST /api/CarSetuClientSellInquiry/Editcar', () => {
  const edit = (
    seller: Seller,
    rand: string,
    override: Record<string, string | number | undefined>,
  ) => editCarAs(t.app, seller, choice, rand, override);

  it("saves the fields ('Vehicle Updated Successfully') and keeps the photo when none is sent", async () => {
    const seller = await newSeller(t, ahmedabad);
    const car = await listCar(seller);
    const before = (await listingRow(car.Rand))!;
    const filesBefore = photoFiles(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `${SELL}/Editcar`,
      headers: { ...bearer(seller.token), 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...sellBody(choice, '', { carphoto: undefined }),
        Rand: car.Rand,
        carnumber: car.carnumber,
        variantid: choice.otherVariantId,
        gear: choice.gearId === 1 ? 2 : 1,
        km: 51000,
        nSaleprice: 499000,
        insurance: 'Nill',
        nCc: '',
        nFeatures: '',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Success: true,
      Message: 'Vehicle Updated Successfully',
      Data: { Rand: car.Rand, carid: car.carid, carnumber: car.carnumber },
    });
    const after = (await listingRow(car.Rand))!;
    expect(after).toMatchObject({
      variant_id: choice.otherVariantId,
      gear_id: choice.gearId === 1 ? 2 : 1,
      km: 51000,
      price: 499000,
      insurance: 'Nill',
      insurance_type: null,
      insurance_end: null,
      cc: null,
      feature_ids: '',
      photo: before.photo,
      status: 'UnSold',
      created_at: before.created_at,
    });
    // The price changed: the share card is remade under a new name, the old one is gone.
    expect(after.share_card).not.toBe(before.share_card);
    expect(photoFiles(t)).toEqual(
      [...filesBefore.filter((f) => f !== before.share_card), after.share_card!].sort(),
    );
  });

  it('a new photo replaces the main photo: new files, old files deleted, same photo count', async () => {
    const seller = await newSeller(t, ahmedabad);
    const car = await listCar(seller);
    const before = (await listingRow(car.Rand))!;
    const oldBase = before.photo!.replace(/\.jpg$/, '');
    const red = await jpegBase64(1000, 700, '#c0392b');
    const res = await edit(seller, car.Rand, { carphoto: red });
    expect(res.statusCode).toBe(200);
    const after = (await listingRow(car.Rand))!;
    expect(after.photo).not.toBe(before.photo);
    const files = photoFiles(t);
    expect(files).not.toContain(`${oldBase}.jpg`);
    expect(files).not.toContain(`${oldBase}-sm.webp`);
    expect(files).toContain(after.photo);
    const rows = await t.db
      .selectFrom('listing_photos')
      .selectAll()
      .where('listing_id', '=', car.carid)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ photo: after.photo, sort_order: 0 })]);
    const { Data } = (await details(car.Rand)).json();
    expect(Data.carphoto).toBe(`/photos/${after.photo}`);
    expect(Data.catlogephotolist).toHaveLength(1);
  });

  it('stores a changed number normalised, 409 when another unsold car has it', async () => {
    const seller = await newSeller(t, ahmedabad);
    const car = await listCar(seller);
    const other = await listCar(seller);
    const changed = await edit(seller, car.Rand, { carnumber: 'gj 05-zz 4321' });
    expect(changed.json().Data.carnumber).toBe('GJ05ZZ4321');
    expect((await listingRow(car.Rand))!.car_number).toBe('GJ05ZZ4321');
    const before = await sellerSnapshot(t);
    const clash = await edit(seller, car.Rand, { carnumber: other.carnumber });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().Message).toBe('This vehicle is already listed.');
    expect(await sellerSnapshot(t)).toEqual(before);
  });

  it("takes the car's place from the profile again and refuses invalid fields", async () => {
    const seller = await newSeller(t, ahmedabad);
    const car = await listCar(seller);
    await postAs(t.app, seller.token, '/api/ClientCarSetuProfile/AddCarSetuClientProfile', {
      Status: 'Edit',
      Name: seller.name,
      nCountry: 1,
      nState: pune.stateId,
      nCity: pune.cityId,
      Address: 'FC Road, Pune',
    });
    expect((await edit(seller, car.Rand, {})).statusCode).toBe(200);
    expect(await listingRow(car.Rand)).toMatchObject({
      state_id: pune.stateId,
      city_id: pune.cityId,
      address: 'FC Road, Pune',
    });
    const before = await sellerSnapshot(t);
    for (const [override, message] of [
      [{ km: 'many' }, 'km: Enter valid kilometer.'],
      [{ Rand: '' }, 'Rand: Rand is required'],
      [{ insuranceendtdate: '' }, 'insuranceendtdate: This feild is required'],
      [
        { carphoto: textFile().toString('base64') },
        'carphoto: only .jpg, .png and .jpeg extensions are allowed',
      ],
      [
        { variantid: choice.foreignVariantId },
        'variantid: The variant is not a variant of the selected model.',
      ],
    ] as const) {
      const res = await edit(seller, car.Rand, override);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().Message).toBe(message);
    }
    expect(await sellerSnapshot(t)).toEqual(before);
  });
});

describe('GET /api/CarSetuClientSellInquiry/Delete', () => {
  it('removes the listing, its photo rows and files, favourites and leads', async () => {
    const seller = await newSeller(t, ahmedabad);
    const buyer = await newSeller(t, pune);
    const keep = await listCar(seller);
    const car = await listCar(seller);
    await postAs(t.app, seller.token, '/api/CarSetuClientSellimages/addcarimages', {
      carid: car.carid,
      carnumber: car.carnumber,
      imageslist: JSON.stringify([{ url: `data:image/jpeg;base64,${photo}`, name: 'side.jpg' }]),
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
    const seller = await newSeller(t, pune);
    const car = await listCar(seller);
    const inSearch = async () =>
      ((await searchCity(pune)).json().Data as { Rand: string }[]).some((c) => c.Rand === car.Rand);
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
    const seller = await newSeller(t, pune);
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

describe('signed out', () => {
  it.each([
    ['POST', `${SELL}/addcar`],
    ['GET', `${SELL}/All`],
    ['GET', `${SELL}/Editcar?Rand=x`],
    ['POST', `${SELL}/Editcar`],
    ['GET', `${SELL}/Delete?Rand=x`],
    ['POST', `${SELL}/changesoldunsoldstatus?carno=GJ01AB1000&carstatus=UnSold`],
    ['GET', '/api/CarSetuClientSellimages/Sellcarimages?carno=GJ01AB1000'],
    ['POST', '/api/CarSetuClientSellimages/addcarimages'],
    ['GET', '/api/CarSetuClientSellimages/Delete?Rand=x'],
  ] as const)('%s %s answers 401', async (method, url) => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Success: false, Message: 'Unauthorized', Data: null });
    }
  });
});

describe('malformed requests', () => {
  it('never answer 500 and change nothing', async () => {
    const seller = await newSeller(t, ahmedabad);
    const json = { ...bearer(seller.token), 'content-type': 'application/json' };
    const form = { ...bearer(seller.token), 'content-type': 'application/x-www-form-urlencoded' };
    const IMG = '/api/CarSetuClientSellimages';
    const requests = [
      { method: 'POST', url: `${SELL}/addcar`, headers: json, payload: '[1,2]' },
      { method: 'POST', url: `${SELL}/addcar`, headers: json, payload: '{"carnumber":' },
      { method: 'POST', url: `${SELL}/addcar`, headers: json, payload: '{"companyid":1e400}' },
      { method: 'POST', url: `${SELL}/addcar`, headers: form, payload: 'carnumber=GJ01%00AB1234' },
      {
        method: 'POST',
        url: `${SELL}/addcar`,
        headers: json,
        payload: '{"nFeatures":[[1],{"x":1}]}',
      },
      { method: 'POST', url: `${SELL}/Editcar`, headers: json, payload: '{"Rand":["a","b"]}' },
      {
        method: 'GET',
        url: `${SELL}/Editcar?Rand=${encodeURIComponent("' OR 1=1 --")}`,
        headers: form,
      },
      { method: 'GET', url: `${SELL}/Delete?Rand=ab%00cd`, headers: form },
      { method: 'GET', url: `${SELL}/Delete?Rand=a&Rand=b`, headers: form },
      {
        method: 'POST',
        url: `${SELL}/changesoldunsoldstatus?carno=${'x'.repeat(5000)}`,
        headers: form,
      },
      {
        method: 'POST',
        url: `${SELL}/changesoldunsoldstatus?carno=GJ01AB1000&carstatus=Gone`,
        headers: form,
      },
      { method: 'GET', url: `${IMG}/Sellcarimages?carno=%E0%A4%A`, headers: form },
      {
        method: 'POST',
        url: `${IMG}/addcarimages`,
        headers: form,
        payload: 'carid=99999999999&imageslist=[]',
      },
      { method: 'POST', url: `${IMG}/addcarimages`, headers: form, payload: 'carid=1&imageslist=' },
      {
        method: 'POST',
        url: `${IMG}/addcarimages`,
        headers: form,
        payload: `carid=1&imageslist=${encodeURIComponent('{"url":1}')}`,
      },
      {
        method: 'POST',
        url: `${IMG}/addcarimages`,
        headers: json,
        payload: '{"carid":1,"imageslist":[{"url":null}]}',
      },
      {
        method: 'POST',
        url: `${IMG}/addcarimages`,
        headers: json,
        payload: `{"carid":1,"imageslist":${'['.repeat(2000)}${']'.repeat(2000)}}`,
      },
      { method: 'GET', url: `${IMG}/Delete`, headers: form },
    ] as const;
    const before = await sellerSnapshot(t);
    for (const request of requests) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      expect(res.json()).toMatchObject({ Success: false, Data: null });
    }
    expect(await sellerSnapshot(t)).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('describes every seller route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      [`${SELL}/addcar`, 'post'],
      [`${SELL}/All`, 'get'],
      [`${SELL}/Editcar`, 'get'],
      [`${SELL}/Editcar`, 'post'],
      [`${SELL}/Delete`, 'get'],
      [`${SELL}/changesoldunsoldstatus`, 'post'],
      ['/api/CarSetuClientSellimages/Sellcarimages', 'get'],
      ['/api/CarSetuClientSellimages/addcarimages', 'post'],
      ['/api/CarSetuClientSellimages/Delete', 'get'],
    ]) {
      expect(doc.paths[path]?.[method]?.responses['200'], `${method} ${path}`).toBeDefined();
    }
    const add = JSON.stringify(doc.paths[`${SELL}/addcar`].post.requestBody);
    for (const field of ['carnumber', 'carphoto', 'nFeatures', 'insuranceendtdate']) {
      expect(add).toContain(field);
    }
  });
});
