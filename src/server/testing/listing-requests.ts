/**
 * A seller's listing calls as the web makes them, for tests (not a test file
 * itself): list a car and answer its ids, edit one.
 */
import type { App } from '../app.ts';
import { type Choice, postAs, SELL, type Seller, sellBody } from './listing-test-helpers.ts';

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
