/**
 * The requests `npm run load` (bench/load.ts) sends, per group, built from
 * what the seeded server holds: Home (every page), search (form-encoded
 * filters over price, km, year, fuel, gear, city, makes and states), car
 * details (every listed car's Rand) and the lookups (/api/Common/...).
 */
import type autocannon from 'autocannon';

export type Request = autocannon.Request;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (path: string, fields: Record<string, string | number>): Request => ({
  method: 'POST',
  path,
  headers: FORM,
  body: new URLSearchParams(
    Object.entries(fields).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString(),
});
const get = (path: string): Request => ({ method: 'GET', path });

interface Listed {
  Data?: { Rand: string }[];
  NextCursor?: string | null;
}
interface Options {
  Data?: { Value: string; Text: string }[];
}

/** The request mix of each group, built from what the seeded server holds. */
export async function requestGroups(url: string): Promise<Record<string, Request[]>> {
  const json = async <T>(p: string, init?: RequestInit) =>
    (await (await fetch(`${url}${p}`, init)).json()) as T;
  const rands: string[] = [];
  const home: Request[] = [];
  for (let page = 1; page <= 50; page++) {
    const p = `/api/Carmaster/GetRandomly2Car_cars?Pageindex=${page}`;
    const body = await json<Listed>(p);
    if (!body.Data?.length) break;
    home.push(get(p));
    rands.push(...body.Data.map((c) => c.Rand));
    if (!body.NextCursor) break;
  }
  if (rands.length === 0) throw new Error('the server lists no cars: is the demo seed off?');
  const makes = (await json<Options>('/api/Common/companydata')).Data ?? [];
  const states = (await json<Options>('/api/Common/statenamedata?countryid=1')).Data ?? [];
  const SEARCH = '/api/Carmaster/GetDetailsofcarsbySCCM_data';
  const search: Request[] = [
    form(SEARCH, { pageindex: 1 }),
    form(SEARCH, { pageindex: 2, sort: 'price_asc' }),
    form(SEARCH, { lowerprice: 200_000, upperprice: 800_000, pageindex: 1 }),
    form(SEARCH, { kmbelow: 0, kmupper: 60_000, modelyearstart: 2018, pageindex: 1 }),
    form(SEARCH, { fueltypeid: 1, Gearid: 1, pageindex: 1 }),
    form(SEARCH, { nCity: 'Ahmedabad', pageindex: 1 }),
    ...makes.slice(0, 8).map((m) => form(SEARCH, { companyid: m.Value, pageindex: 1 })),
    ...states.slice(0, 8).map((s) => form(SEARCH, { nState: s.Value, pageindex: 1 })),
  ];
  const firstModel = makes[0]
    ? ((await json<Options>(`/api/Common/activemodel/${makes[0].Value}`)).Data ?? [])[0]
    : undefined;
  const lookups: Request[] = [
    ...[
      'companydata',
      'Fueldata',
      'Geardata',
      'Vehiclenamedata',
      'Featuresdata',
      'countrydata',
    ].map((name) => get(`/api/Common/${name}`)),
    get('/api/Common/statenamedata?countryid=1'),
    ...states
      .slice(0, 4)
      .map((s) => get(`/api/Common/citynamedata?countryid=1&stateid=${s.Value}`)),
    ...makes.slice(0, 4).map((m) => get(`/api/Common/activemodel/${m.Value}`)),
    ...(firstModel
      ? [
          form('/api/Common/veriantandcolour', {
            companyid: makes[0].Value,
            Modelid: firstModel.Value,
          }),
        ]
      : []),
  ];
  const details = rands.map((r) => get(`/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${r}`));
  return { home, search, details, lookups };
}
