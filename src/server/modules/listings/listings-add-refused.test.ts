/** Sell Your Car (addcar) refused: missing profile, invalid fields, bad photos, a number already listed; nothing is written. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '#shared/schemas/listing.ts';
import { signIn } from '../../testing/auth-test-helpers.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { sellBody } from '../../testing/sell-body.ts';
import { postAs, SELL } from '../../testing/seller-requests.ts';
import { photoFiles, sellerSnapshot } from '../../testing/seller-snapshot.ts';
import { heicLike, pngClaiming, textFile } from '../../testing/test-photos.ts';
import { newMobile, newSeller } from '../../testing/test-sellers.ts';

const ctx = sellerTestApp();
const { t, addCar, listCar, nextNumber } = ctx;

describe('POST /api/CarSetuClientSellInquiry/addcar', () => {
  it("refuses a seller whose profile has no city: 'Please complete your profile first.'", async () => {
    const token = await signIn(t, newMobile());
    const before = await sellerSnapshot(t);
    const res = await postAs(
      t.app,
      token,
      `${SELL}/addcar`,
      sellBody(ctx.choice, ctx.photo, { carnumber: nextNumber() }),
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
    const seller = await newSeller(t, ctx.ahmedabad);
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
        { carmodelid: ctx.choice.otherMakeModelId },
        'carmodelid: The model is not a model of the selected company.',
      ],
      [
        { variantid: ctx.choice.foreignVariantId },
        'variantid: The variant is not a variant of the selected model.',
      ],
      [{ fueltypeid: 99 }, 'fueltypeid: Select a valid fuel.'],
      [{ gear: 99 }, 'gear: Select a valid gear.'],
      [{ nFeatures: `${ctx.choice.featureIds[0]},99999` }, 'nFeatures: Select valid features.'],
      [{ colour: 999999 }, 'colour: Select a valid colour.'],
    ];
    if (ctx.choice.inactiveModel) {
      cases.push([
        {
          companyid: ctx.choice.inactiveModel.makeId,
          carmodelid: ctx.choice.inactiveModel.modelId,
          variantid: ctx.choice.inactiveModel.variantId,
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
    const seller = await newSeller(t, ctx.ahmedabad);
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

  it("a number already listed and unsold answers 409 'This vehicle is already listed.'", async () => {
    const first = await newSeller(t, ctx.ahmedabad);
    const second = await newSeller(t, ctx.pune);
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

describe('two sellers racing with one number', () => {
  it('one wins, the other gets 409 and leaves no row and no file behind', async () => {
    const a = await newSeller(t, ctx.ahmedabad);
    const b = await newSeller(t, ctx.pune);
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
