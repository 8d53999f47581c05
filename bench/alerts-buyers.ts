/**
 * The buyers of the alerts bench (bench/alerts-seed.ts seeds them after the
 * listings): `buyers` accounts with WhatsApp alerts on (the consent wording
 * of My alerts), a fifth more without (alerts turned off, or never on), in
 * English, Hindi or Gujarati; three saved searches each, as real buyers
 * save them (a model in their city, a model under a price in their state,
 * a price band, fuel and gearbox, a make from a year, a model all over
 * India, typed words, their city under a price; 1 in 20 paused), the
 * models drawn as the demo seed draws its cars, budgets in the slider's
 * steps; 0 to 6 wishlisted cars each;
 * and price changes on 30% of listings (nine in ten drops), whose times
 * bench/alerts-day.ts sets for each run.
 */
import type pg from 'pg';
import { PRICE_STEP } from '#shared/constants.ts';
import { formatRupees } from '#shared/format.ts';
import { MSG } from '#shared/messages.ts';
import { pickCar } from '../src/server/db/seed/demo/demo-car-picks.ts';
import { createRng, type Rng } from '../src/server/db/seed/demo/prng.ts';
import type { Place } from './alerts-seed.ts';

/** Typed searches buyers save (bench/keyword-queries.ts's and a few more). */
const TYPED = [
  'creta diesel ahmedabad 2019',
  'swift vxi under 5 lakh',
  'white suv automatic',
  'maruthi under 3 lakh',
  'hundai i20 petrol',
  'innova crysta',
  'automatic under 6 lakh',
  'diesel suv',
  'nexon',
  'city vx',
];
/**
 * A budget as the search page's slider sets it (steps of ₹50,000): the top
 * from ₹2 lakh to ₹20 lakh, more often low; the bottom ₹1 to ₹5 lakh under it.
 */
function budget(rng: Rng): [number, number] {
  const high = PRICE_STEP * (4 + Math.floor(36 * rng.next() ** 2));
  const low = Math.max(PRICE_STEP, high - PRICE_STEP * rng.pick([2, 4, 6, 10]));
  return [low, high];
}
const FUEL_GEAR: [number, number, string][] = [
  [2, 2, 'Diesel automatic'],
  [1, 2, 'Petrol automatic'],
  [3, 1, 'CNG'],
  [5, 2, 'Electric'],
  [2, 1, 'Diesel manual'],
];

interface Saved {
  name: string;
  criteria: Record<string, string | number>;
}

type Catalogue = Map<string, { makeId: number; modelId: number }>;

/** One saved search of a buyer living in `home`. */
function savedSearch(rng: Rng, home: Place, places: Place[], cat: Catalogue, year: number): Saved {
  const { make, model } = pickCar(rng, year);
  const ids = cat.get(`${make.name}|${model.name}`) as { makeId: number; modelId: number };
  const place = rng.chance(0.8) ? home : rng.pick(places);
  const [low, high] = budget(rng);
  const base = { vehicleid: 1, sort: 'newest' };
  const r = rng.next();
  if (r < 0.3)
    return {
      name: `${model.name} in ${place.city}`,
      criteria: { ...base, nState: place.stateId, nCity: String(place.cityId), ...cm(ids) },
    };
  if (r < 0.45)
    return {
      name: `${model.name} under ${formatRupees(high)}`,
      criteria: { ...base, nState: place.stateId, ...cm(ids), upperprice: high },
    };
  if (r < 0.6)
    return {
      name: `${formatRupees(low)} to ${formatRupees(high)}`,
      criteria: { ...base, nState: place.stateId, lowerprice: low, upperprice: high },
    };
  if (r < 0.7) {
    const [fuel, gear, words] = rng.pick(FUEL_GEAR);
    return {
      name: words,
      criteria: { ...base, nState: place.stateId, fueltypeid: fuel, Gearid: gear },
    };
  }
  if (r < 0.8)
    return {
      name: `${make.name} from ${year - 5}`,
      criteria: {
        ...base,
        nState: place.stateId,
        nCity: String(place.cityId),
        companyid: ids.makeId,
        modelyearstart: year - 5,
      },
    };
  if (r < 0.88)
    return {
      name: `${model.name} ${year - 4} on, under 60,000 km`,
      criteria: { ...base, ...cm(ids), modelyearstart: year - 4, kmupper: 60_000 },
    };
  if (r < 0.95) {
    const q = rng.pick(TYPED);
    return {
      name: q,
      criteria: { ...base, q, ...(rng.chance(0.5) ? { nState: place.stateId } : {}) },
    };
  }
  return {
    name: `${place.city} under ${formatRupees(high)}`,
    criteria: { ...base, nState: place.stateId, nCity: String(place.cityId), upperprice: high },
  };
}

const cm = (ids: { makeId: number; modelId: number }) => ({
  companyid: ids.makeId,
  carmodelid: ids.modelId,
});

/** Buyers, consents, saved searches, wishlists and price changes. */
export async function seedBuyers(
  client: pg.Client,
  options: {
    buyers: number;
    listings: number;
    places: Place[];
    seededAt: Date;
    log: (line: string) => void;
  },
): Promise<void> {
  const { buyers, listings, places, seededAt, log } = options;
  const users = buyers + Math.floor(buyers / 5);
  const joined = new Date(seededAt.getTime() - 90 * 86_400_000).toISOString();
  await client.query(
    `insert into users (id, mobile, rand, created_at, last_login_at, lang)
     select g, '7' || lpad(g::text, 9, '0'), null, $2, $2,
       case when g % 100 < 80 then 'en' when g % 100 < 92 then 'hi' else 'gu' end
     from generate_series(1, $1::int) g`,
    [users, joined],
  );
  await client.query(`select setval(pg_get_serial_sequence('users', 'id'), $1)`, [users]);
  // Alerts on for the first `buyers`; off for half the rest; the others never chose.
  await client.query(
    `insert into alert_consents (user_id, alerts_on, consent_text, changed_at, changed_via)
     select g, case when g <= $1 then 1 else 0 end, $2, $3, 'account'
     from generate_series(1, $1::int + ($4::int - $1::int) / 2) g`,
    [buyers, MSG.alertsConsent, joined, users],
  );
  log(
    `buyers: ${users.toLocaleString('en-IN')} accounts, ${buyers.toLocaleString('en-IN')} with alerts on`,
  );

  const cat: Catalogue = new Map(
    (
      await client.query<{ key: string; make_id: number; id: number }>(
        `select mk.name || '|' || m.name as key, m.make_id, m.id from models m join makes mk on mk.id = m.make_id`,
      )
    ).rows.map((r) => [r.key, { makeId: r.make_id, modelId: r.id }]),
  );
  const rng = createRng(24);
  const year = seededAt.getUTCFullYear();
  const chunk = 20_000;
  for (let from = 1; from <= buyers; from += chunk) {
    const cols = {
      user: [] as number[],
      name: [] as string[],
      criteria: [] as string[],
      paused: [] as number[],
    };
    for (let u = from; u < Math.min(buyers + 1, from + chunk); u++) {
      const home = rng.pick(places);
      for (let k = 0; k < 3; k++) {
        const s = savedSearch(rng, home, places, cat, year);
        cols.user.push(u);
        cols.name.push(s.name.slice(0, 40));
        cols.criteria.push(JSON.stringify(s.criteria));
        cols.paused.push(rng.chance(0.05) ? 1 : 0);
      }
    }
    await client.query(
      `insert into saved_searches (user_id, name, criteria, paused, seen_listing_id, created_at, updated_at)
       select u, n, c, p, 0, $5, $5 from unnest($1::int[], $2::text[], $3::text[], $4::int[]) as t(u, n, c, p)`,
      [cols.user, cols.name, cols.criteria, cols.paused, joined],
    );
  }
  log(`saved searches: ${(3 * buyers).toLocaleString('en-IN')}`);

  // 0 to 6 wishlisted cars a buyer (3 on average), anywhere in the inventory.
  await client.query(
    `insert into favourites (user_id, listing_id, created_at)
     select u, 1 + (hashint8extended(u * 8 + k, 5) & 9223372036854775807) % $2, $3
     from generate_series(1, $1::int) u, generate_series(0, 5) k
     where (hashint8extended(u, 6) & 9223372036854775807) % 7 > k
     on conflict do nothing`,
    [buyers, listings, new Date(seededAt.getTime() - 30 * 86_400_000).toISOString()],
  );
  // A price change on 30% of listings: nine in ten a drop of 2% to 8%, the rest a rise.
  await client.query(
    `insert into listing_prices (listing_id, old_price, new_price, changed_at)
     select id, case when h % 10 = 0 then greatest(35000, price - step) else price + step end,
       price, $1
     from (select id, price, hashint8extended(id, 9) & 9223372036854775807 as h,
             greatest(5000, round(price * (0.02 + ((hashint8extended(id, 9) & 9223372036854775807) % 60) / 1000.0) / 5000) * 5000)::int as step
           from listings) l
     where h % 100 < 30`,
    [seededAt.toISOString()],
  );
  log('wishlists and price changes made');
}
