/**
 * Test helpers for the seller routes (listings and listing-photos tests; not
 * a test file itself): a signed-in seller with a saved profile, a valid
 * catalogue choice and sell body, requests as the web sends them, and a
 * snapshot of every row and file a seller call may touch ("a refused request
 * changes nothing"). The photo bytes (test-photos.ts) are re-exported here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import { bearer, signIn } from './auth-test-helpers.ts';
import type { TestApp } from './test-app.ts';

export {
  heicLike,
  jpegBase64,
  jpegWithExifAndGps,
  phonePhoto,
  pngClaiming,
  textFile,
} from './test-photos.ts';

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
