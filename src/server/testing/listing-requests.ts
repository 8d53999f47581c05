/**
 * A seller's listing calls as the web makes them, for tests (not a test file
 * itself): list a car and answer its ids, edit one, add photos to one and
 * read its photo groups.
 */
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { type Choice, sellBody } from './sell-body.ts';
import { getAs, IMAGES, postAs, SELL } from './seller-requests.ts';
import type { Seller } from './test-sellers.ts';

type Fields = Record<string, string | number | undefined>;

/** What addcar answers for a new car. */
export interface ListedCar {
  Rand: string;
  carid: number;
  carnumber: string;
}

/** Adds the car of sell body `body` as `seller`; throws unless it answers 200. */
export async function listCarAs(app: App, seller: Seller, body: Fields): Promise<ListedCar> {
  const res = await postAs(app, seller.token, `${SELL}/addcar`, body);
  if (res.statusCode !== 200) throw new Error(`addcar failed: ${res.body}`);
  return res.json().Data as ListedCar;
}

/** Editcar for car `rand` as `seller`: the valid sell body without photo or number, then `override`. */
export function editCarAs(
  app: App,
  seller: Seller,
  choice: Choice,
  rand: string,
  override: Fields,
) {
  return postAs(app, seller.token, `${SELL}/Editcar`, {
    ...sellBody(choice, '', { carphoto: undefined, carnumber: undefined }),
    Rand: rand,
    ...override,
  });
}

/** One photo of an addcarimages batch: a data URL or base64, and a file name. */
export interface BatchPhoto {
  url: string;
  name?: string;
}

/** addcarimages as `seller` for `car` (its id and number), `extra` fields last. */
export function uploadPhotosAs(
  app: App,
  seller: Seller,
  car: Pick<ListedCar, 'carid' | 'carnumber'>,
  photos: BatchPhoto[],
  extra: Fields = {},
) {
  return postAs(app, seller.token, `${IMAGES}/addcarimages`, {
    carid: car.carid,
    carnumber: car.carnumber,
    imageslist: JSON.stringify(photos),
    ...extra,
  });
}

/** A photo as Sellcarimages lists it. */
export interface ListedPhoto {
  Rand: string;
  carphoto: string;
  carphotosmall: string;
  ismain: boolean;
}

/** Sellcarimages for `carnumber` as `seller` (expects 200): the photo groups, Exterior first. */
export async function photoGroupsAs(
  app: App,
  seller: Seller,
  carnumber: string,
): Promise<{ imagetype: string; images: ListedPhoto[] }[]> {
  const res = await getAs(app, seller.token, `${IMAGES}/Sellcarimages?carno=${carnumber}`);
  expect(res.statusCode).toBe(200);
  return res.json().Data;
}
