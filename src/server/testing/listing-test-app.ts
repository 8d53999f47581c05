/**
 * The app the seller-listing tests share within one test file (not a test
 * file itself): the real app (with the inventory fixture unless asked
 * otherwise), a catalogue choice, two places (Ahmedabad, Pune), a photo,
 * and the calls those tests make. `sellerTestApp()` registers its beforeAll
 * / afterAll in the calling file; `t` and the calls may be taken at once
 * (`const { t, listCar } = ctx`), the other fields are set once beforeAll
 * has run (read them as `ctx.choice`).
 */
import { beforeAll } from 'vitest';
import { createAppWithInventory, postForm } from './api-test-helpers.ts';
import { fileTestApp } from './file-test-app.ts';
import {
  type BatchPhoto,
  editCarAs,
  type ListedCar,
  listCarAs,
  photoGroupsAs,
  uploadPhotosAs,
} from './listing-requests.ts';
import { type Place, placeOf } from './places.ts';
import { type Choice, pickChoice, sellBody } from './sell-body.ts';
import { postAs, SELL } from './seller-requests.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { jpegBase64, jpegDataUrl } from './test-photos.ts';
import type { Seller } from './test-sellers.ts';

type Fields = Record<string, string | number | undefined>;

export interface SellerTestAppOptions {
  /** Settings of the app (e.g. ACCOUNT_LISTINGS_PER_DAY). */
  env?: Record<string, string>;
  /** Whether the 30-car inventory fixture is loaded (default true). */
  inventory?: boolean;
}

export interface SellerTestApp {
  /** The app (fileTestApp: its fields read the app built beforeAll). */
  t: TestApp;
  choice: Choice;
  ahmedabad: Place;
  pune: Place;
  /** Base64 of a plain JPEG (1200 x 825). */
  photo: string;
  /** Base64 of a smaller plain JPEG (900 x 600, green), for photo batches. */
  smallPhoto: string;
  /** A vehicle number no other test of this file used. */
  nextNumber(): string;
  /** addcar as `seller` with the valid sell body and `override`. */
  addCar(seller: Seller, override?: Fields): ReturnType<typeof postAs>;
  /** Adds a car (a fresh number unless `override` names one) and answers its Rand, carid and number. */
  listCar(seller: Seller, override?: Fields): ReturnType<typeof listCarAs>;
  /** Editcar for car `rand` as `seller`: the valid sell body without photo or number, then `override`. */
  editCar(seller: Seller, rand: string, override: Fields): ReturnType<typeof editCarAs>;
  /** `n` photos for addcarimages: smallPhoto as data URLs named `${name}-1.jpg` ... */
  photoBatch(n: number, name?: string): BatchPhoto[];
  /** addcarimages as `seller` for `car`, `extra` fields last. */
  uploadPhotos(
    seller: Seller,
    car: Pick<ListedCar, 'carid' | 'carnumber'>,
    photos: BatchPhoto[],
    extra?: Fields,
  ): ReturnType<typeof uploadPhotosAs>;
  /** Sellcarimages for `carnumber` as `seller` (expects 200): the photo groups. */
  photoGroups(seller: Seller, carnumber: string): ReturnType<typeof photoGroupsAs>;
  /** The listings row of `rand`, or undefined. */
  listingRow(rand: string): ReturnType<typeof listingRowOf>;
  /** The car page's data call for `rand`. */
  details(rand: string): ReturnType<TestApp['app']['inject']>;
  /** A search of `place`'s city, first page. */
  searchCity(place: Place): ReturnType<typeof postForm>;
}

const listingRowOf = (t: TestApp, rand: string) =>
  t.db.selectFrom('listings').selectAll().where('rand', '=', rand).executeTakeFirst();

/**
 * Registers the seller tests' app in the calling file (beforeAll: the app,
 * the catalogue choice, the places and the photo; afterAll: closed) and
 * answers its fields and calls.
 */
export function sellerTestApp(options: SellerTestAppOptions = {}): SellerTestApp {
  const { env = {}, inventory = true } = options;
  let numbers = 0;
  const s = {
    t: fileTestApp(() => (inventory ? createAppWithInventory(env) : createTestApp(env))),
    nextNumber: () => `GJ05CS${String(1000 + ++numbers)}`,
    addCar: (seller: Seller, override: Fields = {}) =>
      postAs(s.t.app, seller.token, `${SELL}/addcar`, sellBody(s.choice, s.photo, override)),
    listCar: (seller: Seller, override: Fields = {}) =>
      listCarAs(
        s.t.app,
        seller,
        sellBody(s.choice, s.photo, { carnumber: s.nextNumber(), ...override }),
      ),
    editCar: (seller: Seller, rand: string, override: Fields) =>
      editCarAs(s.t.app, seller, s.choice, rand, override),
    photoBatch: (n: number, name = 'photo') =>
      Array.from({ length: n }, (_, i) => ({
        url: jpegDataUrl(s.smallPhoto),
        name: `${name}-${i + 1}.jpg`,
      })),
    uploadPhotos: (
      seller: Seller,
      car: Pick<ListedCar, 'carid' | 'carnumber'>,
      photos: BatchPhoto[],
      extra: Fields = {},
    ) => uploadPhotosAs(s.t.app, seller, car, photos, extra),
    photoGroups: (seller: Seller, carnumber: string) => photoGroupsAs(s.t.app, seller, carnumber),
    listingRow: (rand: string) => listingRowOf(s.t, rand),
    details: (rand: string) =>
      s.t.app.inject({
        method: 'GET',
        url: `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${encodeURIComponent(rand)}`,
      }),
    searchCity: (place: Place) =>
      postForm(s.t.app, '/api/Carmaster/GetDetailsofcarsbySCCM_data', {
        nState: place.stateId,
        nCity: place.cityId,
        pageindex: 1,
      }),
  } as SellerTestApp;
  beforeAll(async () => {
    s.choice = await pickChoice(s.t.db);
    s.ahmedabad = await placeOf(s.t.db, 'Gujarat', 'Ahmedabad');
    s.pune = await placeOf(s.t.db, 'Maharashtra', 'Pune');
    s.photo = await jpegBase64();
    s.smallPhoto = await jpegBase64(900, 600, '#27ae60');
  });
  return s;
}
