/**
 * The app the seller-listing tests share within one test file (not a test
 * file itself): the real app with the inventory fixture, a catalogue choice,
 * two places (Ahmedabad, Pune), a photo, and the calls those tests make.
 * `sellerTestApp()` registers its beforeAll / afterAll in the calling file;
 * the fields are set once beforeAll has run.
 */
import { afterAll, beforeAll } from 'vitest';
import { createAppWithInventory, postForm } from './api-test-helpers.ts';
import { listCarAs } from './listing-requests.ts';
import {
  type Choice,
  jpegBase64,
  type Place,
  pickChoice,
  placeOf,
  postAs,
  SELL,
  type Seller,
  sellBody,
} from './listing-test-helpers.ts';
import type { TestApp } from './test-app.ts';

type Fields = Record<string, string | number | undefined>;

export interface SellerTestApp {
  t: TestApp;
  choice: Choice;
  ahmedabad: Place;
  pune: Place;
  /** Base64 of a plain JPEG. */
  photo: string;
  /** A vehicle number no other test of this file used. */
  nextNumber(): string;
  /** addcar as `seller` with the valid sell body and `override`. */
  addCar(seller: Seller, override?: Fields): ReturnType<typeof postAs>;
  /** Adds a car (a fresh number unless `override` names one) and answers its Rand, carid and number. */
  listCar(seller: Seller, override?: Fields): ReturnType<typeof listCarAs>;
  /** The listings row of `rand`, or undefined. */
  listingRow(rand: string): ReturnType<typeof listingRowOf>;
  /** The car page's data call for `rand`. */
  details(rand: string): ReturnType<TestApp['app']['inject']>;
  /** A search of `place`'s city, first page. */
  searchCity(place: Place): ReturnType<typeof postForm>;
}

const listingRowOf = (t: TestApp, rand: string) =>
  t.db.selectFrom('listings').selectAll().where('rand', '=', rand).executeTakeFirst();

export function sellerTestApp(): SellerTestApp {
  let numbers = 0;
  const s = {
    nextNumber: () => `GJ05CS${String(1000 + ++numbers)}`,
    addCar: (seller: Seller, override: Fields = {}) =>
      postAs(s.t.app, seller.token, `${SELL}/addcar`, sellBody(s.choice, s.photo, override)),
    listCar: (seller: Seller, override: Fields = {}) =>
      listCarAs(
        s.t.app,
        seller,
        sellBody(s.choice, s.photo, { carnumber: s.nextNumber(), ...override }),
      ),
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
    s.t = await createAppWithInventory();
    s.choice = await pickChoice(s.t.db);
    s.ahmedabad = await placeOf(s.t.db, 'Gujarat', 'Ahmedabad');
    s.pune = await placeOf(s.t.db, 'Maharashtra', 'Pune');
    s.photo = await jpegBase64();
  });
  afterAll(async () => {
    await s.t.close();
  });
  return s;
}
