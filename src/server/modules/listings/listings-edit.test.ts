/** Edit Your Car: the listing for the form (GET Editcar), saving it (POST Editcar), and a seller who moves. */
import { describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-test-helpers.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { sellBody } from '../../testing/sell-body.ts';
import { getAs, PROFILE_SAVE, postAs, SELL } from '../../testing/seller-requests.ts';
import { photoFiles, sellerSnapshot } from '../../testing/seller-snapshot.ts';
import { jpegBase64, textFile } from '../../testing/test-photos.ts';
import { newSeller } from '../../testing/test-sellers.ts';

const ctx = sellerTestApp();
const { t, listCar, listingRow, details, searchCity } = ctx;

describe('GET /api/CarSetuClientSellInquiry/Editcar', () => {
  it('answers the listing with ids for the form; 404 for a Rand that is not the caller’s', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
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
      companyid: ctx.choice.makeId,
      carmodelid: ctx.choice.modelId,
      variantid: ctx.choice.variantId,
      fueltypeid: ctx.choice.fuelId,
      gear: ctx.choice.gearId,
      colour: ctx.choice.colourName,
      colourid: ctx.choice.colourId,
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
      nFeatures: ctx.choice.featureIds.join(','),
      carphoto: expect.stringMatching(/^\/photos\/cars\/.+\.jpg$/),
      carphotosmall: expect.stringMatching(/-sm\.webp$/),
      Photoname: expect.stringMatching(/^[\w-]{10}\.jpg$/),
      vehiclename: 'Car',
      companyname: ctx.choice.makeName,
      carmodelname: ctx.choice.modelName,
      variantname: ctx.choice.variantName,
      fuelname: expect.any(String),
      gearname: expect.any(String),
      stateid: ctx.ahmedabad.stateId,
      cityid: ctx.ahmedabad.cityId,
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
  const edit = ctx.editCar;

  it("saves the fields ('Vehicle Updated Successfully') and keeps the photo when none is sent", async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const car = await listCar(seller);
    const before = (await listingRow(car.Rand))!;
    const filesBefore = photoFiles(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `${SELL}/Editcar`,
      headers: { ...bearer(seller.token), 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...sellBody(ctx.choice, '', { carphoto: undefined }),
        Rand: car.Rand,
        carnumber: car.carnumber,
        variantid: ctx.choice.otherVariantId,
        gear: ctx.choice.gearId === 1 ? 2 : 1,
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
      variant_id: ctx.choice.otherVariantId,
      gear_id: ctx.choice.gearId === 1 ? 2 : 1,
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
    const seller = await newSeller(t, ctx.ahmedabad);
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
    const seller = await newSeller(t, ctx.ahmedabad);
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
    const seller = await newSeller(t, ctx.ahmedabad);
    const car = await listCar(seller);
    await postAs(t.app, seller.token, '/api/ClientCarSetuProfile/AddCarSetuClientProfile', {
      Status: 'Edit',
      Name: seller.name,
      nCountry: 1,
      nState: ctx.pune.stateId,
      nCity: ctx.pune.cityId,
      Address: 'FC Road, Pune',
    });
    expect((await edit(seller, car.Rand, {})).statusCode).toBe(200);
    expect(await listingRow(car.Rand)).toMatchObject({
      state_id: ctx.pune.stateId,
      city_id: ctx.pune.cityId,
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
        { variantid: ctx.choice.foreignVariantId },
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

describe('a seller who moves', () => {
  it('takes their listings along when the profile is saved with a new city', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const { Rand } = await listCar(seller);
    const res = await postAs(t.app, seller.token, PROFILE_SAVE, {
      Status: 'Edit',
      Name: seller.name,
      Mobileno: seller.mobile,
      nCountry: 1,
      nState: ctx.pune.stateId,
      nCity: ctx.pune.cityId,
      Address: '12, FC Road, Pune',
    });
    expect(res.statusCode).toBe(200);
    const row = await listingRow(Rand);
    expect(row).toMatchObject({
      state_id: ctx.pune.stateId,
      city_id: ctx.pune.cityId,
      address: '12, FC Road, Pune',
    });
    const found = (await searchCity(ctx.pune)).json().Data.map((c: { Rand: string }) => c.Rand);
    expect(found).toContain(Rand);
  });
});
