/**
 * The state the API fuzz plays in: a test app with the inventory fixture, a
 * signed-in seller with a saved profile and three listings of their own (so
 * seller routes can succeed), and pools of real values (listing Rands, car
 * numbers and ids, photo Rands, login tickets) that known-good requests draw
 * from. Pools are arrays refreshed in place after every request that changed
 * data, so arbitraries built once keep drawing current values.
 */
import type { Db } from '../db/database.ts';
import { createAppWithInventory } from '../testing/api-test-helpers.ts';
import { bearer, signIn } from '../testing/auth-test-helpers.ts';
import { type Place, placeOf } from '../testing/places.ts';
import { type Choice, pickChoice, sellBody } from '../testing/sell-body.ts';
import { PROFILE_SAVE, postAs, SELL } from '../testing/seller-requests.ts';
import type { TestApp } from '../testing/test-app.ts';
import { jpegBase64 } from '../testing/test-photos.ts';

export interface Pools {
  rand: string[];
  ownRand: string[];
  carno: string[];
  ownCarno: string[];
  carid: number[];
  ownCarid: number[];
  photoRand: string[];
  ownPhotoRand: string[];
  /** Login tickets seen in answers (ReSendOTP for the test mobile, VerifyOTP). */
  ticket: string[];
}

export interface FuzzWorld {
  t: TestApp;
  /** The signed-in seller's live token; replaced when a fuzzed Logout revokes it. */
  token: string;
  /** Tokens a fuzzed Logout revoked. */
  revoked: string[];
  userId: number;
  userMobile: string;
  testMobile: string;
  choice: Choice;
  place: Place;
  /** Base64 of a small valid JPEG. */
  photo: string;
  pools: Pools;
}

const USER_MOBILE = '9812300001';
const TEST_MOBILE = '9812300009';
const FUZZ_ADDRESS_BASE = '10.98';

let signInCount = 0;

/** Signs the fuzz seller in again (after a fuzzed Logout), from an address of its own. */
export async function renewToken(w: FuzzWorld): Promise<void> {
  w.revoked.push(w.token);
  if (w.revoked.length > 20) w.revoked.shift();
  signInCount += 1;
  w.token = await signIn(w.t, w.userMobile);
  if (signInCount > 500) throw new Error('the fuzz signed in more than 500 times');
}

/** False once `w.token` is refused as a credential (401); a rate limit or other refusal says nothing of it. */
export async function tokenIsLive(w: FuzzWorld): Promise<boolean> {
  const res = await w.t.app.inject({
    method: 'GET',
    url: '/api/ClientCarSetuProfile/GetClientprofilebyclientid',
    headers: bearer(w.token),
    remoteAddress: `${FUZZ_ADDRESS_BASE}.250.1`,
  });
  return res.statusCode !== 401;
}

/** Refills every pool from the database, in place. */
export async function refreshPools(db: Db, userId: number, pools: Pools): Promise<void> {
  const listings = await db
    .selectFrom('listings')
    .select(['id', 'rand', 'car_number', 'user_id'])
    .orderBy('id')
    .execute();
  const photos = await db
    .selectFrom('listing_photos as p')
    .innerJoin('listings as l', 'l.id', 'p.listing_id')
    .select(['p.rand', 'l.user_id'])
    .orderBy('p.id')
    .execute();
  const own = listings.filter((l) => l.user_id === userId);
  const fill = <T>(target: T[], values: T[]) => {
    target.splice(0, target.length, ...values);
  };
  fill(
    pools.rand,
    listings.map((l) => l.rand),
  );
  fill(
    pools.ownRand,
    own.map((l) => l.rand),
  );
  fill(
    pools.carno,
    listings.map((l) => l.car_number),
  );
  fill(
    pools.ownCarno,
    own.map((l) => l.car_number),
  );
  fill(
    pools.carid,
    listings.map((l) => l.id),
  );
  fill(
    pools.ownCarid,
    own.map((l) => l.id),
  );
  fill(
    pools.photoRand,
    photos.map((p) => p.rand),
  );
  fill(
    pools.ownPhotoRand,
    photos.filter((p) => p.user_id === userId).map((p) => p.rand),
  );
}

/** Keeps a login ticket an answer carried (Data of ReSendOTP / VerifyOTP), for /login to use. */
export function harvestTicket(pools: Pools, body: string): void {
  const match = /"Data":"([A-Za-z0-9_-]{20,})"/.exec(body);
  if (!match) return;
  pools.ticket.push(match[1]);
  if (pools.ticket.length > 20) pools.ticket.shift();
}

/** Builds the fuzz world (fresh database of the test's kind). */
export async function createFuzzWorld(): Promise<FuzzWorld> {
  const t = await createAppWithInventory({ TEST_MOBILE, VIEW_FLUSH_SECONDS: '0' });
  const choice = await pickChoice(t.db);
  const place = await placeOf(t.db, 'Gujarat', 'Ahmedabad');
  const photo = await jpegBase64(1000, 700);
  const token = await signIn(t, USER_MOBILE);
  const saved = await postAs(t.app, token, PROFILE_SAVE, {
    Status: 'Edit',
    Name: 'Fuzz Seller',
    Mobileno: USER_MOBILE,
    nCountry: 1,
    nState: place.stateId,
    nCity: place.cityId,
    Address: '1, Fuzz Road, Ahmedabad',
    Adult: 'true',
  });
  if (saved.statusCode !== 200) throw new Error(`profile save failed: ${saved.body}`);
  for (const n of [1, 2, 3]) {
    const res = await postAs(
      t.app,
      token,
      `${SELL}/addcar`,
      sellBody(choice, photo, { carnumber: `GJ05FZ${1000 + n}` }),
    );
    if (res.statusCode !== 200) throw new Error(`addcar failed: ${res.body}`);
  }
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', USER_MOBILE)
    .executeTakeFirstOrThrow();
  const pools: Pools = {
    rand: [],
    ownRand: [],
    carno: [],
    ownCarno: [],
    carid: [],
    ownCarid: [],
    photoRand: [],
    ownPhotoRand: [],
    ticket: [],
  };
  await refreshPools(t.db, user.id, pools);
  return {
    t,
    token,
    revoked: [],
    userId: user.id,
    userMobile: USER_MOBILE,
    testMobile: TEST_MOBILE,
    choice,
    place,
    photo,
    pools,
  };
}

/** The main client address (most requests) or one of 500 others (to get past per-address limits). */
export function clientAddress(n: number | undefined): string {
  if (n === undefined) return `${FUZZ_ADDRESS_BASE}.0.1`;
  return `${FUZZ_ADDRESS_BASE}.${1 + (n >> 8)}.${n & 255}`;
}
