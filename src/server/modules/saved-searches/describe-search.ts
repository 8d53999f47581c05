/**
 * A saved search's criteria in words, for the buyer's list and the name a
 * new one is offered (docs/product.md#saved-searches): "Maruti Suzuki Swift
 * · Petrol · Ahmedabad, Gujarat · ₹3,00,000 to ₹6,00,000 · 2016 to 2020 ·
 * up to 50,000 km · “vxi”". Names come from the catalogue by id (an id no
 * longer there is left out); amounts in rupees, distances in km.
 */
import { DEFAULT_VEHICLE_TYPE } from '#shared/constants.ts';
import { formatKm, formatRupees } from '#shared/format.ts';
import type { SearchCriteria } from '#shared/schemas/search.ts';
import type { Db } from '../../db/database.ts';

type Named = 'makes' | 'models' | 'fuels' | 'gears' | 'vehicle_types' | 'states' | 'cities';

async function nameOf(db: Db, table: Named, id: number | undefined): Promise<string | undefined> {
  if (id === undefined) return undefined;
  const row = await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst();
  return row?.name;
}

/** "from a to b", "a and above", "up to b", or undefined when neither end is given. */
function range(low: number | undefined, high: number | undefined, show: (n: number) => string) {
  if (low !== undefined && high !== undefined) return `${show(low)} to ${show(high)}`;
  if (low !== undefined) return `${show(low)} and above`;
  if (high !== undefined) return `up to ${show(high)}`;
  return undefined;
}

/** The criteria in words, parts joined by " · "; "All cars" when nothing narrows them. */
export async function describeCriteria(db: Db, c: SearchCriteria): Promise<string> {
  const numericCity = c.nCity !== undefined && /^\d{1,9}$/.test(c.nCity);
  const [make, model, fuel, gear, vehicle, state, city] = await Promise.all([
    nameOf(db, 'makes', c.companyid),
    nameOf(db, 'models', c.carmodelid),
    nameOf(db, 'fuels', c.fueltypeid),
    nameOf(db, 'gears', c.Gearid),
    c.vehicleid === DEFAULT_VEHICLE_TYPE ? undefined : nameOf(db, 'vehicle_types', c.vehicleid),
    nameOf(db, 'states', c.nState),
    numericCity ? nameOf(db, 'cities', Number(c.nCity)) : c.nCity,
  ]);
  const place = [city, state].filter(Boolean).join(', ');
  const parts = [
    [make, model].filter(Boolean).join(' '),
    vehicle,
    fuel,
    gear,
    place,
    range(c.lowerprice, c.upperprice, formatRupees),
    range(c.modelyearstart, c.modelyear, String),
    range(c.kmbelow, c.kmupper, formatKm),
    c.q ? `“${c.q}”` : undefined,
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(' · ') : 'All cars';
}

/** A name for a new saved search: its words (without the quotes round typed words), cut to `max` characters at a part's end if it can be. */
export function suggestedName(summary: string, max: number): string {
  const words = summary.replaceAll(/[“”]/g, '');
  if (words.length <= max) return words;
  const parts = words.split(' · ');
  let name = parts[0].slice(0, max);
  for (const part of parts.slice(1)) {
    if (`${name} · ${part}`.length > max) break;
    name = `${name} · ${part}`;
  }
  return name.trim();
}
