/**
 * Profile rules (docs/product.md#cascading-selects: the state belongs to the
 * country, the city to the state; #client-profile: a new city is stored with
 * the first letter capital, the rest lower case). Field rules are the shared
 * schemas'.
 */
import { MSG } from '#shared/messages.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { type AddCityRequest, cityNameCase, type ProfileRequest } from '#shared/schemas/profile.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { listCities } from '../catalog/catalog.repository.ts';
import { insertCityUnlessExists } from '../catalog/cities.repository.ts';
import { adultConfirmed, recordConsent } from '../consents/consent-records.repository.ts';
import { moveUserListings } from '../listings/listings.repository.ts';
import { countryExists, countryOfState, stateOfCity, updateProfile } from './profile.repository.ts';

const invalid = (field: string, message: string) => new AppError(400, `${field}: ${message}`);

/**
 * Checks that country `countryId` exists and state `stateId` belongs to it;
 * throws AppError 400 naming `fields.country` or `fields.state`.
 */
async function checkState(
  db: Db,
  countryId: number,
  stateId: number,
  fields: { country: string; state: string },
): Promise<void> {
  if (!(await countryExists(db, countryId))) throw invalid(fields.country, 'Unknown country.');
  if ((await countryOfState(db, stateId)) !== countryId) {
    throw invalid(fields.state, 'The state is not in the selected country.');
  }
}

/**
 * Saves the profile of user `userId` at `now` (the mobile never changes:
 * it is the account) and moves the user's listings to the new place, in one
 * transaction. Until the account has confirmed it is 18 or older, the
 * request must tick it (`Adult`), recorded then as a consent with
 * `adultWording`, the words the person ticked (docs/privacy.md#consents).
 * Throws AppError 400 naming nCountry, nState or nCity when they do not fit
 * together, or MSG.adultNeeded.
 */
export async function saveProfile(
  db: Db,
  userId: number,
  request: ProfileRequest,
  at: { now: Date; adultWording: string },
): Promise<void> {
  const confirming = !(await adultConfirmed(db, userId));
  if (confirming && request.Adult !== true) throw new AppError(400, MSG.adultNeeded);
  const now = at.now;
  await checkState(db, request.nCountry, request.nState, { country: 'nCountry', state: 'nState' });
  if ((await stateOfCity(db, request.nCity)) !== request.nState) {
    throw invalid('nCity', 'The city is not in the selected state.');
  }
  const updatedAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await updateProfile(trx, userId, {
      name: request.Name,
      countryId: request.nCountry,
      stateId: request.nState,
      cityId: request.nCity,
      address: request.Address,
      updatedAt,
    });
    await moveUserListings(trx, userId, {
      stateId: request.nState,
      cityId: request.nCity,
      address: request.Address,
      updatedAt,
    });
    if (confirming) {
      await recordConsent(trx, userId, {
        purpose: 'adult',
        given: true,
        wording: at.adultWording,
        channel: 'account',
        nowIso: updatedAt,
      });
    }
  });
}

/**
 * Adds city `cityname` (first letter capital, the rest lower case) to state
 * `stateid` of country `countryid`; answers the state's cities with the new
 * one first, then the others by name. Throws AppError 400 (state not in the
 * country) or 409 'City already exists' (same name in any letter case).
 */
export async function addCity(db: Db, request: AddCityRequest): Promise<LookupOption[]> {
  await checkState(db, request.countryid, request.stateid, {
    country: 'countryid',
    state: 'stateid',
  });
  const name = cityNameCase(request.cityname);
  const id = await insertCityUnlessExists(db, request.stateid, name);
  if (id === undefined) throw new AppError(409, MSG.cityExists);
  const cities = await listCities(db, request.countryid, request.stateid);
  const added = String(id);
  return [...cities.filter((c) => c.Value === added), ...cities.filter((c) => c.Value !== added)];
}
