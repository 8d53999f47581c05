/**
 * Test helpers for the seller routes (listings and listing-photos tests; not
 * a test file itself): a signed-in seller with a saved profile, a valid
 * catalogue choice and sell body, photo bytes (plain, with EXIF and GPS,
 * HEIC-like, text, a decompression bomb, a realistic phone photo), requests
 * as the web sends them, and a snapshot of every row and file a seller call
 * may touch ("a refused request changes nothing").
 */
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { App } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { bearer, signIn } from '../auth/auth-test-helpers.ts';

export const SELL = '/api/CarSetuClientSellInquiry';
export const IMAGES = '/api/CarSetuClientSellimages';
export const PROFILE_SAVE = '/api/ClientCarSetuProfile/AddCarSetuClientProfile';

type Fields = Record<string, string | number | undefined>;

/** The form-encoded text of `body` (undefined values left out). */
export function formText(body: Fields): string {
  return new URLSearchParams(
    Object.entries(body).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
}

/** POST `url` form-encoded with the Bearer token. */
export function postAs(app: App, token: string, url: string, body: Fields) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: formText(body),
  });
}

/** GET `url` with the Bearer token. */
export function getAs(app: App, token: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}

export interface Place {
  stateId: number;
  cityId: number;
  cityName: string;
}

/** State `stateName`'s city `cityName`. */
export async function placeOf(db: Db, stateName: string, cityName: string): Promise<Place> {
  const row = await db
    .selectFrom('cities as c')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select(['c.id as cityId', 's.id as stateId', 'c.name as cityName'])
    .where('s.name', '=', stateName)
    .where('c.name', '=', cityName)
    .executeTakeFirstOrThrow();
  return row;
}

export interface Seller {
  token: string;
  mobile: string;
  userId: number;
  name: string;
  address: string;
  place: Place;
}

let serial = 0;
/** A mobile no other test of this file used. */
export const newMobile = () => `97${String(++serial).padStart(8, '0')}`;

/** Signs a new user in and saves their profile (through the profile route) at `place`. */
export async function newSeller(
  t: Pick<TestApp, 'app' | 'db'>,
  place: Place,
  name = 'Asha Mehta',
): Promise<Seller> {
  const mobile = newMobile();
  const token = await signIn(t, mobile);
  const address = `${serial}, Sardar Patel Road, ${place.cityName}`;
  const res = await postAs(t.app, token, PROFILE_SAVE, {
    Status: 'Edit',
    Name: name,
    Mobileno: mobile,
    nCountry: 1,
    nState: place.stateId,
    nCity: place.cityId,
    Address: address,
  });
  if (res.statusCode !== 200) throw new Error(`profile save failed: ${res.body}`);
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  return { token, mobile, userId: user.id, name, address, place };
}

/** A catalogue choice a seller may list: an active model with variants and colours. */
export interface Choice {
  vehicleId: number;
  makeId: number;
  makeName: string;
  modelId: number;
  modelName: string;
  variantId: number;
  variantName: string;
  otherVariantId: number;
  colourId: number;
  colourName: string;
  fuelId: number;
  gearId: number;
  featureIds: number[];
  /** A model of another make, an inactive model of the same kind, a variant of another model. */
  otherMakeModelId: number;
  inactiveModel?: { makeId: number; modelId: number; variantId: number };
  foreignVariantId: number;
}

/** Picks Maruti Suzuki Swift (or the first active model with variants and colours) and the rest. */
export async function pickChoice(db: Db): Promise<Choice> {
  const models = await db
    .selectFrom('models as md')
    .innerJoin('makes as mk', 'mk.id', 'md.make_id')
    .select(['md.id', 'md.name', 'md.active', 'md.make_id', 'mk.name as make_name'])
    .orderBy('md.id')
    .execute();
  const variants = await db
    .selectFrom('variants')
    .select(['id', 'model_id', 'name', 'fuel_id', 'gear_id'])
    .orderBy('id')
    .execute();
  const colours = await db
    .selectFrom('colours')
    .select(['id', 'model_id', 'name'])
    .orderBy('id')
    .execute();
  const usable = models.filter(
    (m) =>
      m.active === 1 &&
      variants.filter((v) => v.model_id === m.id).length >= 2 &&
      colours.some((c) => c.model_id === m.id),
  );
  const model = usable.find((m) => m.name === 'Swift') ?? usable[0];
  const [variant, other] = variants.filter((v) => v.model_id === model.id);
  const colour = colours.find((c) => c.model_id === model.id)!;
  const otherMakeModel = models.find((m) => m.make_id !== model.make_id)!;
  const inactive = models.find((m) => m.active === 0 && variants.some((v) => v.model_id === m.id));
  const features = await db.selectFrom('features').select('id').orderBy('id').limit(3).execute();
  return {
    vehicleId: 1,
    makeId: model.make_id,
    makeName: model.make_name,
    modelId: model.id,
    modelName: model.name,
    variantId: variant.id,
    variantName: variant.name,
    otherVariantId: other.id,
    colourId: colour.id,
    colourName: colour.name,
    fuelId: variant.fuel_id,
    gearId: variant.gear_id,
    featureIds: features.map((f) => f.id),
    otherMakeModelId: otherMakeModel.id,
    inactiveModel: inactive && {
      makeId: inactive.make_id,
      modelId: inactive.id,
      variantId: variants.find((v) => v.model_id === inactive.id)!.id,
    },
    foreignVariantId: variants.find((v) => v.model_id !== model.id)!.id,
  };
}

const photoCache = new Map<string, Promise<string>>();

/** Base64 of a plain JPEG `width` x `height` (cached). */
export function jpegBase64(width = 1200, height = 825, background = '#2e86c1'): Promise<string> {
  const key = `${width}x${height}${background}`;
  let p = photoCache.get(key);
  if (!p) {
    p = sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer()
      .then((b) => b.toString('base64'));
    photoCache.set(key, p);
  }
  return p;
}

/** A JPEG carrying camera EXIF and a GPS position. */
export function jpegWithExifAndGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1100, channels: 3, background: '#c0392b' } })
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS 90D', Artist: 'Seller Name' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 2/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '72/1 34/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** Bytes whose header says HEIC (ftypheic), as an iPhone photo starts. */
export function heicLike(): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(256)]);
}

/** A text file, as a .txt renamed .jpg would upload. */
export function textFile(): Buffer {
  return Buffer.from('This is not a photo, just a note saved as car.jpg\n'.repeat(40));
}

/** A valid 1x1 PNG whose header claims `width` x `height` (a decompression bomb; CRC fixed up). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A realistic phone photo: 4032 x 3024 JPEG (quality 90, camera EXIF) of a
 * car-like scene with gradients, blotchy texture that survives downscaling
 * (noise at 1/6 size, enlarged) and sensor-like fine noise: about 3.7 MB.
 */
export async function phonePhoto(): Promise<Buffer> {
  const W = 4032;
  const H = 3024;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="0.55" stop-color="#dfeaf5"/><stop offset="0.56" stop-color="#7a7a72"/><stop offset="1" stop-color="#3b3b36"/></linearGradient>
<radialGradient id="sun" cx="0.8" cy="0.2" r="0.3"><stop offset="0" stop-color="#fff8e0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/><rect width="100%" height="100%" fill="url(#sun)"/>
<rect x="900" y="1300" width="2300" height="700" rx="220" fill="#b3202a"/><rect x="1300" y="1000" width="1400" height="450" rx="160" fill="#8c1820"/>
<rect x="1400" y="1060" width="560" height="330" rx="40" fill="#1d2a33"/><rect x="2020" y="1060" width="560" height="330" rx="40" fill="#1d2a33"/>
<circle cx="1400" cy="2000" r="300" fill="#141414"/><circle cx="2700" cy="2000" r="300" fill="#141414"/>
<circle cx="1400" cy="2000" r="150" fill="#9a9a9a"/><circle cx="2700" cy="2000" r="150" fill="#9a9a9a"/></svg>`;
  const noise = (width: number, height: number, sigma: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .png()
      .toBuffer();
  const scene = await sharp(Buffer.from(svg)).png().toBuffer();
  const coarse = await sharp(await noise(W / 6, H / 6, 40))
    .resize(W, H, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const fine = await noise(W, H, 12);
  return sharp(scene)
    .composite([
      { input: coarse, blend: 'overlay' },
      { input: fine, blend: 'overlay' },
    ])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'samsung', Model: 'SM-S918B' } })
    .toBuffer();
}

/** A valid addcar body for `choice` (photo base64 given), with `override` applied. */
export function sellBody(choice: Choice, carphoto: string, override: Fields = {}): Fields {
  return {
    carnumber: 'GJ01HQ9999',
    companyid: choice.makeId,
    carmodelid: choice.modelId,
    variantid: choice.variantId,
    fueltypeid: choice.fuelId,
    modelyear: 2019,
    colour: choice.colourId,
    insurance: 'Yes',
    insuranceendtdate: '2027-03-31',
    km: 45000,
    owner: 1,
    seatingcapicity: 5,
    Photoname: 'front.jpg',
    carphoto,
    gear: choice.gearId,
    nInsurancetype: 'Comprehensive',
    nSunRoof: 'No',
    nCc: '1.2',
    nSaleprice: 525000,
    vehicleid: choice.vehicleId,
    nFeatures: choice.featureIds.join(','),
    nState: 'null',
    nCity: 'null',
    Address: 'null',
    ...override,
  };
}

/** Every file under the test app's photo folder (relative paths, sorted). */
export function photoFiles(t: Pick<TestApp, 'dataDir'>): string[] {
  const root = path.join(t.dataDir, 'photos');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
}

/** The bytes of stored photo `url` ("/photos/cars/.../x.jpg"). */
export function storedFile(t: Pick<TestApp, 'dataDir'>, url: string): Buffer {
  return fs.readFileSync(path.join(t.dataDir, 'photos', url.replace(/^\/photos\//, '')));
}

const SELLER_TABLES = [
  'listings',
  'listing_photos',
  'favourites',
  'leads',
  'users',
  'account_usage',
] as const;

/** Every row a seller call may touch plus the photo files: compare before and after a refused call. */
export async function sellerSnapshot(t: Pick<TestApp, 'db' | 'dataDir'>) {
  const snapshot: Record<string, unknown> = {};
  for (const table of SELLER_TABLES) {
    const rows = await t.db.selectFrom(table).selectAll().execute();
    snapshot[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  snapshot.files = photoFiles(t);
  return snapshot;
}
