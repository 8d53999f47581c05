/**
 * A seller's listing as the Edit form reads it (GET Editcar): the row with
 * its catalogue and place names, mapped once to EditableListing in
 * `toEditableListing`. Ownership is part of the lookup.
 */

import type { EditableListing } from '#shared/schemas/listing.ts';
import type { Db } from '../../db/database.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { photoKeyBase, photoUrls } from '../cars/cars.repository.ts';
import { ownedByAsL } from '../cars/ownership.ts';

/** User `userId`'s listing `rand` with the names and ids the Edit form needs, or undefined. */
export async function findEditableListing(db: Db, userId: number, rand: string) {
  return db
    .selectFrom('listings as l')
    .innerJoin('vehicle_types as vt', 'vt.id', 'l.vehicle_type_id')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .innerJoin('variants as v', 'v.id', 'l.variant_id')
    .innerJoin('fuels as f', 'f.id', 'l.fuel_id')
    .innerJoin('gears as g', 'g.id', 'l.gear_id')
    .innerJoin('states as s', 's.id', 'l.state_id')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .selectAll('l')
    .select([
      'vt.name as vehicle_type_name',
      'mk.name as make_name',
      'md.name as model_name',
      'v.name as variant_name',
      'f.name as fuel_name',
      'g.name as gear_name',
      's.name as state_name',
      'c.name as city_name',
    ])
    .where('l.rand', '=', rand)
    .where(ownedByAsL(db, userId, 'manageCar'))
    .executeTakeFirst();
}

type EditableRow = NonNullable<Awaited<ReturnType<typeof findEditableListing>>>;

/** Row -> EditableListing (ids for the dropdowns, names beside them, photo URLs). */
export function toEditableListing(
  row: EditableRow,
  colourId: number | null,
  storage: Pick<PhotoStorage, 'url'>,
): EditableListing {
  const photo = row.photo ? photoUrls(row.photo, storage) : null;
  return {
    Rand: row.rand,
    carid: row.id,
    carnumber: row.car_number,
    CarStatus: row.status,
    vehicleid: row.vehicle_type_id,
    companyid: row.make_id,
    carmodelid: row.model_id,
    variantid: row.variant_id,
    fueltypeid: row.fuel_id,
    gear: row.gear_id,
    colour: row.colour,
    colourid: colourId,
    modelyear: row.model_year,
    km: Number(row.km),
    owner: row.owner,
    seatingcapicity: row.seats,
    nCc: row.cc,
    nSaleprice: Number(row.price),
    insurance: row.insurance,
    nInsurancetype: row.insurance_type,
    insuranceendtdate: row.insurance_end,
    nSunRoof: row.sunroof,
    nFeatures: row.feature_ids,
    carphoto: photo?.jpg ?? null,
    carphotosmall: photo?.small ?? null,
    Photoname: row.photo ? `${photoKeyBase(row.photo).split('/').at(-1)}.jpg` : null,
    vehiclename: row.vehicle_type_name,
    companyname: row.make_name,
    carmodelname: row.model_name,
    variantname: row.variant_name,
    fuelname: row.fuel_name,
    gearname: row.gear_name,
    stateid: row.state_id,
    cityid: row.city_id,
    statename: row.state_name,
    cityname: row.city_name,
    Address: row.address,
  };
}
