/**
 * Client profiles and the geography they point at
 * (docs/product.md#client-profile, #profile-calls). Rows map to the wire shape
 * once, in `toClientProfile`.
 */
import type { ClientProfile } from '#shared/schemas/profile.ts';
import type { Db } from '../../db/database.ts';

type ProfileViewRow = {
  name: string;
  mobile: string;
  address: string;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  country_name: string | null;
  state_name: string | null;
  city_name: string | null;
};

const idText = (id: number | null) => (id === null ? '' : String(id));

/** Row -> ClientProfile: ids as strings, '' (and '' names) when not chosen yet. */
export function toClientProfile(row: ProfileViewRow): ClientProfile {
  return {
    Name: row.name,
    Mobileno: row.mobile,
    nCountry: idText(row.country_id),
    nState: idText(row.state_id),
    nCity: idText(row.city_id),
    Address: row.address,
    CountryName: row.country_name ?? '',
    StateName: row.state_name ?? '',
    CityName: row.city_name ?? '',
  };
}

/** The profile of user `userId` with its place names, or undefined (no such user). */
export async function findProfile(db: Db, userId: number): Promise<ClientProfile | undefined> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .leftJoin('countries as co', 'co.id', 'p.country_id')
    .leftJoin('states as s', 's.id', 'p.state_id')
    .leftJoin('cities as c', 'c.id', 'p.city_id')
    .select([
      'p.name',
      'u.mobile',
      'p.address',
      'p.country_id',
      'p.state_id',
      'p.city_id',
      'co.name as country_name',
      's.name as state_name',
      'c.name as city_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? toClientProfile(row) : undefined;
}

export interface ProfileChange {
  name: string;
  countryId: number;
  stateId: number;
  cityId: number;
  address: string;
  updatedAt: string;
}

/** Saves the profile of user `userId` (the row exists from first sign-in). */
export async function updateProfile(db: Db, userId: number, p: ProfileChange): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      name: p.name,
      country_id: p.countryId,
      state_id: p.stateId,
      city_id: p.cityId,
      address: p.address,
      updated_at: p.updatedAt,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Whether country `id` exists. */
export async function countryExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The country of state `id`, or undefined for an unknown state. */
export async function countryOfState(db: Db, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('states')
    .select('country_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.country_id;
}

/** The state of city `id`, or undefined for an unknown city. */
export async function stateOfCity(db: Db, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('cities')
    .select('state_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.state_id;
}
