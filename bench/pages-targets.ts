/**
 * The URLs `npm run bench:pages` (bench/pages.ts) measures on each build,
 * found over HTTP only: Home, /search, the landing page of the city with
 * most cars on Home's first page (/used-cars/<slug>; a build that answers
 * 404, the same bare app shell as an unknown path, or HTML without the city
 * gets /search?state=<id>&city=<id> with its own lookup ids instead, or
 * city=<name> where only that filters (bench/pages-city-filter.ts), with a
 * note), and the car page of the first car on Home's first page (the same
 * listing on every build: by Rand, else by number, make, model, variant,
 * year, km, price and city, since the demo seed's Rand values are random),
 * and that car's dealer's showroom page (/dealer/<slug>; /search on a build without it).
 */
import { carDetailsPath } from '../src/shared/format.ts';
import type { RunningBuild } from './pages-builds.ts';
import { pickCityFilterUrl } from './pages-city-filter.ts';

export const ALL_PAGES = ['home', 'search', 'landing', 'car', 'showroom'] as const;
export type PageName = (typeof ALL_PAGES)[number];

interface ListedCar {
  Rand: string;
  carnumber: string;
  km: number;
  nSaleprice: number;
  modelyear: number | string;
  companyid: string;
  carmodelid: string;
  variantid: string;
  cityname: string;
  statename: string;
}
interface Option {
  Value: string | number;
  Text: string;
}

const getJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
};
const homeCars = async (b: RunningBuild) =>
  (await getJson<{ Data: ListedCar[] }>(`${b.url}/api/Carmaster/GetRandomly2Car_cars?Pageindex=1`))
    .Data;
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The state and city ids of a city by name, from the build's lookups. */
async function cityIds(b: RunningBuild, state: string, city: string) {
  const states = (
    await getJson<{ Data: Option[] }>(`${b.url}/api/Common/statenamedata?countryid=1`)
  ).Data;
  const s = states.find((o) => o.Text.toLowerCase() === state.toLowerCase());
  if (!s) throw new Error(`${b.name}: no state named ${state}`);
  const cities = (
    await getJson<{ Data: Option[] }>(
      `${b.url}/api/Common/citynamedata?countryid=1&stateid=${s.Value}`,
    )
  ).Data;
  const c = cities.find((o) => o.Text.toLowerCase() === city.toLowerCase());
  if (!c) throw new Error(`${b.name}: no city named ${city} in ${state}`);
  return { state: String(s.Value), city: String(c.Value) };
}

/** Whether the build serves `pagePath` as its own page: not 404, not the bare app shell, names the city. */
async function serves(b: RunningBuild, pagePath: string, city: string): Promise<string | null> {
  const res = await fetch(`${b.url}${pagePath}`);
  const body = await res.text();
  if (res.status === 404) return 'answers 404';
  if (!res.ok) return `answers ${res.status}`;
  const unknown = await (await fetch(`${b.url}/bench-no-such-page-${Date.now()}`)).text();
  if (body === unknown) return 'answers the same app shell as an unknown path';
  if (!body.toLowerCase().includes(city.toLowerCase())) return 'answers HTML without the city';
  return null;
}

export interface Target {
  url: string;
  /** The car page's listing. */
  rand?: string;
  note?: string;
}

/** Each page's URL on each build (with a note where a build gets another URL than asked). */
export async function targets(builds: RunningBuild[], pages: readonly PageName[]) {
  const [first] = builds;
  const cars = await homeCars(first);
  const car = cars[0];
  const counts = new Map<string, number>();
  for (const c of cars) counts.set(c.cityname, (counts.get(c.cityname) ?? 0) + 1);
  const city = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  const state = cars.find((c) => c.cityname === city)?.statename ?? '';
  const landingPath = `/used-cars/${slugOf(city)}`;
  const notes: string[] = [];
  const out: Record<PageName, Record<string, Target>> = {
    home: {},
    search: {},
    landing: {},
    car: {},
    showroom: {},
  };
  for (const b of builds) {
    out.home[b.name] = { url: `${b.url}/` };
    out.search[b.name] = { url: `${b.url}/search` };
    const why = pages.includes('landing') ? await serves(b, landingPath, city) : null;
    if (why === null) out.landing[b.name] = { url: `${b.url}${landingPath}` };
    else {
      const ids = await cityIds(b, state, city);
      const byId = `/search?state=${ids.state}&city=${ids.city}`;
      const byName = `/search?state=${ids.state}&city=${encodeURIComponent(city)}`;
      const pick = await pickCityFilterUrl([`${b.url}${byId}`, `${b.url}${byName}`], city);
      const fallback = pick.url.slice(b.url.length);
      out.landing[b.name] = {
        url: pick.url,
        note: `${landingPath} ${why}: measured ${fallback} (${city}) instead; ${pick.verdict}`,
      };
    }
  }
  // The car: the same listing on every build, by Rand, else by its content (the seed's Rand values may differ).
  const inventories = await Promise.all(builds.map(allCars));
  const keys = inventories.map((cars) => cars.map(contentKey).sort().join(','));
  if (builds.length > 1) {
    const rands = (cars: ListedCar[]) =>
      cars
        .map((c) => c.Rand)
        .sort()
        .join();
    const sameRands = inventories.every((cars) => rands(cars) === rands(inventories[0]));
    notes.push(
      keys.every((k) => k === keys[0])
        ? `demo data: every build lists the same ${inventories[0].length} cars (number, make, model, variant, year, km, price, city)${sameRands ? ' under the same Rand' : ', under different Rand values (random per seed): the car page is matched by content'}`
        : `demo data: the builds' inventories differ (${inventories.map((c) => c.length).join(' vs ')} cars): the car page is matched by content where possible`,
    );
  }
  builds.forEach((b, i) => {
    const same =
      inventories[i].find((c) => c.Rand === car.Rand) ??
      inventories[i].find((c) => contentKey(c) === contentKey(car));
    const pick = same ?? inventories[i][0];
    out.car[b.name] = {
      url: `${b.url}${carDetailsPath(pick)}`,
      rand: pick.Rand,
      note: same
        ? undefined
        : `no listing like ${car.Rand} here: measured this build's first Home car`,
    };
  });
  // The showroom of the car's dealer (issue 45 part 5); a build without showroom pages gets /search.
  for (const b of builds) {
    const rand = out.car[b.name]?.rand ?? car.Rand;
    const details = await getJson<{ Data: { dealerprofilelist?: { Showroom?: string }[] } | null }>(
      `${b.url}/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${encodeURIComponent(rand)}`,
    );
    const showroom = details.Data?.dealerprofilelist?.[0]?.Showroom;
    out.showroom[b.name] = showroom
      ? { url: `${b.url}${showroom}` }
      : {
          url: `${b.url}/search`,
          note: 'no showroom page on this build: measured /search instead',
        };
  }
  return { out, car, city, notes };
}

/** Every car on Home's pages (Pageindex 1..50, as far as they go). */
async function allCars(b: RunningBuild): Promise<ListedCar[]> {
  const cars: ListedCar[] = [];
  for (let page = 1; page <= 50; page++) {
    const body = await getJson<{ Data: ListedCar[]; NextCursor?: string | null }>(
      `${b.url}/api/Carmaster/GetRandomly2Car_cars?Pageindex=${page}`,
    );
    cars.push(...body.Data);
    if (!body.Data.length || !body.NextCursor) break;
  }
  return cars;
}

/** A listing's identity apart from its Rand. */
const contentKey = (c: ListedCar) =>
  [
    c.carnumber,
    c.companyid,
    c.carmodelid,
    c.variantid,
    c.modelyear,
    c.km,
    c.nSaleprice,
    c.cityname,
  ].join('|');
