/**
 * Signed-in sellers for tests (not a test file itself): a fresh mobile, and
 * a new user whose profile is saved at a place through the profile route.
 */
import { signIn } from './auth-test-helpers.ts';
import type { Place } from './places.ts';
import { PROFILE_SAVE, postAs } from './seller-requests.ts';
import type { TestApp } from './test-app.ts';

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
    Adult: 'true',
  });
  if (res.statusCode !== 200) throw new Error(`profile save failed: ${res.body}`);
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  return { token, mobile, userId: user.id, name, address, place };
}
