/** The Sell / Edit form rules the forms and addcar / Editcar share (docs/product.md#sell-form-rules, #edit-form-rules). */
import { describe, expect, it } from 'vitest';
import { currentYear } from '../constants.ts';
import { MSG } from '../messages.ts';
import {
  AddCarRequestSchema,
  EditCarRequestSchema,
  EditFormSchema,
  listingWireBody,
  MAX_PHOTO_BASE64_CHARS,
  SellFormSchema,
} from './listing.ts';
import { firstIssue } from './schema-test-helpers.ts';

const valid = {
  vehicleid: '1',
  companyid: '3',
  carmodelid: '12',
  variantid: '40',
  colour: '7',
  fueltypeid: '1',
  carnumber: 'GJ01HQ9999',
  modelyear: '2019',
  km: '45000',
  owner: '1',
  seatingcapicity: '5',
  gear: '1',
  nSunRoof: 'No',
  nFeatures: '3,7',
  nCc: '1.2',
  nSaleprice: '525000',
  insurance: 'Yes',
  nInsurancetype: 'Third Party',
  insuranceendtdate: '2027-03-31',
  carphoto: '/9j/4AAQSkZJRg==',
};

describe('SellFormSchema', () => {
  it('parses ids to numbers, the number to its stored form, features to unique ids', () => {
    const parsed = SellFormSchema.parse({
      ...valid,
      carnumber: 'gj 01-hq 9999',
      nFeatures: '7, 3,7',
      carphoto: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
    });
    expect(parsed).toEqual({
      vehicleid: 1,
      companyid: 3,
      carmodelid: 12,
      variantid: 40,
      colour: '7',
      fueltypeid: 1,
      carnumber: 'GJ01HQ9999',
      modelyear: 2019,
      km: 45000,
      owner: 1,
      seatingcapicity: 5,
      gear: 1,
      nSunRoof: 'No',
      nFeatures: [7, 3],
      nCc: '1.2',
      nSaleprice: 525000,
      insurance: 'Yes',
      nInsurancetype: 'Third Party',
      insuranceendtdate: '2027-03-31',
      carphoto: '/9j/4AAQSkZJRg==',
    });
    // A parsed form passes again unchanged (the web may send what it parsed).
    expect(SellFormSchema.parse(parsed)).toEqual(parsed);
    expect(AddCarRequestSchema.parse(listingWireBody(parsed))).toEqual(parsed);
  });

  it('accepts numbers (JSON), features as a list of options, insurance as a checkbox', () => {
    const parsed = SellFormSchema.parse({
      ...valid,
      companyid: 3,
      gear: 2,
      nFeatures: [{ Value: '3', Text: 'ABS' }, 9],
      insurance: true,
      nInsurancetype: '',
      nSunRoof: true,
    });
    expect(parsed).toMatchObject({
      companyid: 3,
      gear: 2,
      nFeatures: [3, 9],
      insurance: 'Yes',
      nInsurancetype: 'Comprehensive',
      nSunRoof: 'Yes',
    });
  });

  it('insurance Nill (the default) drops the type and the date', () => {
    const { insurance, nInsurancetype, insuranceendtdate, ...rest } = valid;
    expect(SellFormSchema.parse(rest)).toMatchObject({
      insurance: 'Nill',
      nInsurancetype: null,
      insuranceendtdate: null,
      nSunRoof: 'No',
    });
    expect(
      SellFormSchema.parse({ ...valid, insurance: 'nill', insuranceendtdate: 'junk' }),
    ).toMatchObject({ insurance: 'Nill', insuranceendtdate: null });
    expect(SellFormSchema.parse({ ...rest, nFeatures: '', nCc: '' })).toMatchObject({
      nFeatures: [],
      nCc: undefined,
    });
  });

  const year = currentYear();
  it.each([
    [{ vehicleid: '' }, 'vehicleid: This feild is required'],
    [{ companyid: undefined }, 'companyid: This feild is required'],
    [{ carmodelid: 'null' }, 'carmodelid: This feild is required'],
    [{ variantid: 'abc' }, 'variantid: This feild is required'],
    [{ colour: '' }, 'colour: This feild is required'],
    [{ fueltypeid: '0' }, 'fueltypeid: This feild is required'],
    [{ gear: '' }, 'gear: This feild is required'],
    [{ carnumber: '' }, 'carnumber: This feild is required'],
    [{ carnumber: 'GJ01HQ99' }, 'carnumber: Enter valid vehicle number.'],
    [{ carnumber: 'GJ 01 HQ 9999 X' }, 'carnumber: Enter valid vehicle number.'],
    [{ modelyear: '' }, 'modelyear: This feild is required'],
    [{ modelyear: '19' + 'x' }, 'modelyear: Enter valid Year.'],
    [{ modelyear: '20190' }, 'modelyear: Enter valid Year.'],
    [{ modelyear: '1979' }, 'modelyear: Enter valid Year.'],
    [{ modelyear: String(year + 1) }, 'modelyear: Enter valid Year.'],
    [{ km: '' }, 'km: This feild is required'],
    [{ km: '1234567' }, 'km: Enter valid kilometer.'],
    [{ km: '12.5' }, 'km: Enter valid kilometer.'],
    [{ km: '-5' }, 'km: Enter valid kilometer.'],
    [{ owner: '' }, 'owner: This feild is required'],
    [{ owner: '11' }, 'owner: Select a valid owner.'],
    [{ seatingcapicity: '' }, 'seatingcapicity: This feild is required'],
    [{ seatingcapicity: '10' }, 'seatingcapicity: Enter valid capacity.'],
    [{ seatingcapicity: '0' }, 'seatingcapicity: Enter valid capacity.'],
    [{ nSaleprice: '' }, 'nSaleprice: This feild is required'],
    [{ nSaleprice: '1234567890' }, 'nSaleprice: Enter valid sale price.'],
    [{ nSaleprice: '5,00,000' }, 'nSaleprice: Enter valid sale price.'],
    [{ nSaleprice: '0' }, 'nSaleprice: Enter valid sale price.'],
    [{ nCc: '1.234' }, 'nCc: Enter valid cubic capacity.'],
    [{ nCc: '12345' }, 'nCc: Enter valid cubic capacity.'],
    [{ nFeatures: '3,x' }, 'nFeatures: Select valid features.'],
    [{ nInsurancetype: 'Full' }, 'nInsurancetype: Select a valid insurance type.'],
    [{ insurance: 'maybe' }, "insurance: insurance must be 'Yes' or 'Nill'"],
    [{ nSunRoof: 'Half' }, "nSunRoof: nSunRoof must be 'Yes' or 'No'"],
    [{ insuranceendtdate: '' }, 'insuranceendtdate: This feild is required'],
    [{ insuranceendtdate: '2027-02-30' }, 'insuranceendtdate: Enter valid date.'],
    [{ insuranceendtdate: '1970-01-01' }, 'insuranceendtdate: Enter valid date.'],
    [{ insuranceendtdate: `${year + 11}-01-01` }, 'insuranceendtdate: Enter valid date.'],
    [{ carphoto: '' }, 'carphoto: Vehicle photo is required.'],
    [{ carphoto: undefined }, 'carphoto: Vehicle photo is required.'],
    [{ carphoto: 'data:image/jpeg;base64,' }, 'carphoto: Vehicle photo is required.'],
    [{ carphoto: 'not base64!' }, 'carphoto: The photo is not a valid base64 image.'],
    [
      { carphoto: 'A'.repeat(MAX_PHOTO_BASE64_CHARS + 4) },
      'carphoto: Sorry, you can upload photo up to 10 MB',
    ],
  ])('%o -> %s', (override, message) => {
    expect(firstIssue(SellFormSchema.safeParse({ ...valid, ...override }))).toBe(message);
  });

  it('checks the insurance date even when another field is wrong', () => {
    const result = SellFormSchema.safeParse({ ...valid, km: '', insuranceendtdate: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'km: This feild is required',
      'insuranceendtdate: This feild is required',
    ]);
  });

  it('the wire request ignores nState, nCity, Address and Photoname', () => {
    const parsed = AddCarRequestSchema.parse({
      ...valid,
      nState: null,
      nCity: 'Surat',
      Address: 'x',
      Photoname: 'IMG_0001.jpg',
    });
    expect(parsed).not.toHaveProperty('nCity', 'Surat');
    expect(parsed.nState).toBeUndefined();
    expect(parsed.Address).toBeUndefined();
    expect(parsed.Photoname).toBeUndefined();
  });

  it('refuses a missing or null body with an issue, never a crash', () => {
    for (const body of [null, undefined, 'text', 42, []]) {
      expect(AddCarRequestSchema.safeParse(body).success).toBe(false);
      expect(EditCarRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('refuses a HEIC or HEIF Photoname (any case) with the type message, whatever the photo is', () => {
    for (const Photoname of ['IMG_0001.HEIC', 'car.heic', 'car.Heif', 'car.heif ']) {
      expect(firstIssue(AddCarRequestSchema.safeParse({ ...valid, Photoname }))).toBe(
        `Photoname: ${MSG.photoWrongType}`,
      );
      expect(
        firstIssue(EditCarRequestSchema.safeParse({ ...valid, Rand: 'AbC123xYz0', Photoname })),
      ).toBe(`Photoname: ${MSG.photoWrongType}`);
    }
    for (const Photoname of ['car.jpg', 'heic.png', 'IMG_0001.JPEG', '', null, undefined]) {
      expect(AddCarRequestSchema.safeParse({ ...valid, Photoname }).success).toBe(true);
    }
  });
});

describe('EditFormSchema', () => {
  const edit = { ...valid, Rand: 'AbC123xYz0' };

  it('needs Rand; the photo and the vehicle number are optional and not pattern-checked', () => {
    expect(firstIssue(EditFormSchema.safeParse({ ...edit, Rand: '' }))).toBe(
      'Rand: Rand is required',
    );
    const { carphoto, carnumber, ...rest } = edit;
    const parsed = EditFormSchema.parse(rest);
    expect(parsed.Rand).toBe('AbC123xYz0');
    expect(parsed.carphoto).toBeUndefined();
    expect(parsed.carnumber).toBeUndefined();
    expect(EditFormSchema.parse({ ...rest, carnumber: 'mh-12 ab 1' }).carnumber).toBe('MH12AB1');
    expect(firstIssue(EditFormSchema.safeParse({ ...rest, carnumber: 'GJ01HQ9999XYZ' }))).toBe(
      'carnumber: Enter valid vehicle number.',
    );
    expect(firstIssue(EditFormSchema.safeParse({ ...rest, carnumber: 'GJ#01' }))).toBe(
      'carnumber: Enter valid vehicle number.',
    );
  });

  it('keeps every other rule of the sell form (cubic capacity optional here too)', () => {
    expect(firstIssue(EditFormSchema.safeParse({ ...edit, km: '1234567' }))).toBe(
      'km: Enter valid kilometer.',
    );
    expect(firstIssue(EditCarRequestSchema.safeParse({ ...edit, gear: 1.5 }))).toBe(
      'gear: This feild is required',
    );
    expect(EditCarRequestSchema.parse({ ...edit, gear: 2, nCc: '' })).toMatchObject({
      gear: 2,
      nCc: undefined,
    });
    expect(firstIssue(EditFormSchema.safeParse({ ...edit, insuranceendtdate: '' }))).toBe(
      'insuranceendtdate: This feild is required',
    );
  });
});
