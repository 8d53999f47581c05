/**
 * The listings of the alerts bench (bench/alerts-seed.ts), made set-based:
 * 40,000 car profiles drawn in JavaScript by the demo seed's own rules (make
 * shares, popular models, ages, kilometres, depreciated prices:
 * demo-car-picks.ts and demo-pricing.ts), then one INSERT ... SELECT over
 * generate_series per 100,000 listings, each a profile with its price and km
 * varied by a few percent, in one of the places, of one of 1,000 dealers, 4%
 * sold, listed at an even pace over the last LISTING_DAYS days in id order.
 * Every pick is a hash of the row number: the same listings on every machine.
 */
import type pg from 'pg';
import { pickCar, yearWeight } from '../src/server/db/seed/demo/demo-car-picks.ts';
import { demoKm, demoOwner, demoPrice } from '../src/server/db/seed/demo/demo-pricing.ts';
import { createRng } from '../src/server/db/seed/demo/prng.ts';
import { ISO, LISTING_DAYS, type Place } from './alerts-seed.ts';

/** Car profiles drawn in JavaScript; every listing is one of them, its price and km varied by a few percent. */
const PROFILES = 40_000;
const DEALERS = 1_000;

/** The car profiles, as the demo seed draws its cars, with catalogue ids. */
async function carProfiles(client: pg.Client, year: number) {
  const models = new Map(
    (
      await client.query<{ id: number; key: string }>(
        `select m.id, mk.name || '|' || m.name as key from models m join makes mk on mk.id = m.make_id`,
      )
    ).rows.map((r) => [r.key, r.id]),
  );
  const variants = new Map<
    string,
    { id: number; make_id: number; fuel_id: number; gear_id: number }
  >();
  const { rows } = await client.query(
    `select v.id, v.model_id, v.name, m.make_id, v.fuel_id, v.gear_id
       from variants v join models m on m.id = v.model_id order by v.id`,
  );
  for (const v of rows) {
    const key = `${v.model_id}|${v.name}`;
    if (!variants.has(key)) variants.set(key, v);
  }
  const rng = createRng(42);
  const cols: Record<string, (number | string)[]> = {};
  const push = (row: Record<string, number | string>) => {
    for (const [k, v] of Object.entries(row)) {
      cols[k] ??= [];
      cols[k].push(v);
    }
  };
  for (let i = 0; i < PROFILES; i++) {
    const { make, model, years } = pickCar(rng, year);
    const index = rng.int(0, model.variants.length - 1);
    const variant = model.variants[index];
    const modelId = models.get(`${make.name}|${model.name}`) as number;
    const v = variants.get(`${modelId}|${variant.name}`);
    if (!v) throw new Error(`no variant ${make.name} ${model.name} ${variant.name}`);
    const modelYear = rng.weighted(years, (y) => yearWeight(year - y));
    const age = year - modelYear;
    const km = demoKm(rng, age, variant.fuel === 'Diesel');
    const owner = demoOwner(rng, age);
    const [low, high] = model.newPrice;
    const share = model.variants.length > 1 ? index / (model.variants.length - 1) : 0.5;
    push({
      i,
      make_id: v.make_id,
      model_id: modelId,
      variant_id: v.id,
      fuel_id: v.fuel_id,
      gear_id: v.gear_id,
      model_year: modelYear,
      km,
      owner,
      seats: model.seats,
      cc: model.engineLitres > 0 ? model.engineLitres.toFixed(1) : '',
      colour: rng.pick(model.colours),
      price: demoPrice({
        newPrice: low + (high - low) * share,
        modelYear,
        currentYear: year,
        km,
        owner,
        smallCar: high < 600_000,
        noise: rng.between(0.95, 1.05),
      }),
    });
  }
  return cols;
}

/**
 * `count` listings of 1,000 dealers, set-based, the listings' secondary
 * indexes dropped while they go in and built after (minutes less), triggers
 * off (the price-rating marks are set once after, as the trigger would).
 */
export async function seedListings(
  client: pg.Client,
  count: number,
  places: Place[],
  seededAt: Date,
  log: (line: string) => void,
): Promise<void> {
  const started = performance.now();
  await client.query(
    `insert into dealers (rand, firm_name, mobile, mobile2, address, state_id,
      city_id, gps_link, created_at)
    select 'BD' || lpad(g::text, 8, '0'), 'Bench Motors ' || g, '90' || lpad(g::text, 8, '0'),
      null, 'Main Road', p.state_id, p.city_id, null, $2
    from generate_series(1, $1::int) g
    join unnest($3::int[], $4::int[]) with ordinality as p(state_id, city_id, i) on p.i = g`,
    [
      DEALERS,
      new Date(seededAt.getTime() - 400 * 86_400_000).toISOString(),
      places.slice(0, DEALERS).map((p) => p.stateId),
      places.slice(0, DEALERS).map((p) => p.cityId),
    ],
  );
  const cars = await carProfiles(client, seededAt.getUTCFullYear());
  const columns = Object.keys(cars);
  await client.query(
    `create temp table bench_cars as select * from unnest(${columns
      .map((c, i) => `$${i + 1}::${c === 'cc' || c === 'colour' ? 'text' : 'int'}[]`)
      .join(', ')}) as t(${columns.join(', ')})`,
    columns.map((c) => cars[c]),
  );
  await client.query(
    `create temp table bench_places as
    select (i - 1)::int as i, state_id, city_id from unnest($1::int[], $2::int[]) with ordinality as t(state_id, city_id, i)`,
    [places.map((p) => p.stateId), places.map((p) => p.cityId)],
  );
  await client.query('analyze bench_cars; analyze bench_places');
  const indexes = (
    await client.query<{ indexdef: string; indexname: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = current_schema()
         and tablename = 'listings' and indexname not in
         (select conname from pg_constraint where conrelid = 'listings'::regclass)`,
    )
  ).rows;
  for (const ix of indexes) await client.query(`drop index ${ix.indexname}`);
  await client.query('set session_replication_role = replica');
  const spanMs = LISTING_DAYS * 86_400_000;
  const from = new Date(seededAt.getTime() - spanMs).toISOString();
  const chunk = 100_000;
  for (let at = 1; at <= count; at += chunk) {
    // Every random pick is a hash of the row number: the same listings on every machine.
    await client.query(
      `insert into listings (rand, car_number, vehicle_type_id, make_id, model_id, variant_id,
         colour, fuel_id, gear_id, model_year, km, owner, seats, cc, price, insurance,
         insurance_type, insurance_end, sunroof, feature_ids, status, state_id, city_id, address,
         dealer_id, user_id, photo, shuffle, created_at, updated_at)
       select 'A' || lpad(upper(to_hex(g)), 9, '0'), 'GJ01' || lpad(g::text, 7, '0'), 1,
         c.make_id, c.model_id, c.variant_id, c.colour, c.fuel_id, c.gear_id, c.model_year,
         (c.km * (0.9 + (h3 % 200) / 1000.0))::int, c.owner, c.seats, nullif(c.cc, ''),
         greatest(35000, round(c.price * (0.96 + (h3 % 80) / 1000.0) / 5000) * 5000)::int,
         case when h3 % 3 = 0 then 'Yes' else 'Nill' end, null, null,
         case when h3 % 7 = 0 then 'Yes' else 'No' end, '1,2,3,5,8',
         case when h2 % 100 < 4 then 'Sold' else 'UnSold' end, p.state_id, p.city_id, null,
         1 + (h2 / 100) % ${DEALERS}, null, null, (h3 / 1000) % 2147483647, t, t
       from (select g, hashint8extended(g, 1) & 9223372036854775807 as h1,
               hashint8extended(g, 2) & 9223372036854775807 as h2,
               hashint8extended(g, 3) & 9223372036854775807 as h3,
               to_char(($1::timestamptz + (g - 1) * ($2::float8 / $3) * interval '1 millisecond')
                 at time zone 'UTC', ${ISO}) as t
             from generate_series($4::int, $5::int) g) s
       join bench_cars c on c.i = s.h1 % ${PROFILES}
       join bench_places p on p.i = (s.h1 / ${PROFILES}) % ${places.length}
       order by g`,
      [from, spanMs, count, at, Math.min(count, at + chunk - 1)],
    );
    log(
      `listings: ${Math.min(count, at + chunk - 1).toLocaleString('en-IN')} of ${count.toLocaleString('en-IN')}`,
    );
  }
  await client.query('set session_replication_role = origin');
  await client.query(`insert into price_rating_models (model_id) select distinct model_id from listings
    on conflict (model_id) do update set seq = price_rating_models.seq + 1`);
  for (const ix of indexes) {
    log(`index ${ix.indexname}`);
    await client.query(ix.indexdef);
  }
  log(`listings made in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
