/**
 * `node scripts/api-answers.ts <base URL> <out.json>`: records what the API
 * answers (status, content type, SHA-256 and size of the body) to a fixed
 * script of requests derived from the data it finds: every lookup, Home's
 * first pages, searches with each filter, car details and similar cars,
 * landing pages, site settings, banners, the sitemaps and robots.txt, the
 * signed-in reads of the demo number (TEST_MOBILE, 9999999999), and refused
 * requests (unknown car, bad search, bad lead, bad sign-in). Nothing it sends
 * changes data except the demo sign-in itself (a ticket and a session), and
 * no token is recorded.
 *
 * `node scripts/api-answers.ts --compare a.json b.json` prints the answers
 * that differ and exits 1 if any do. Used to show that a refactor leaves the
 * API's answers byte-identical: run two builds, one after the other, each on
 * its own copy of the same data folder (`cp -a data /tmp/a`, `DATA_DIR=/tmp/a
 * PORT=... npm start`), record, and compare.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

interface Answer {
  name: string;
  status: number;
  type: string;
  bytes: number;
  sha256: string;
  /** The first 160 characters, to read a difference without the whole body. */
  head: string;
}

type Json = { Data?: unknown; NextCursor?: string | null };

async function record(base: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  let token: string | undefined;
  const call = async (
    name: string,
    path: string,
    init: { method?: string; json?: unknown; form?: Record<string, string> } = {},
  ): Promise<Json | undefined> => {
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    if (token && !name.startsWith('login')) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    if (!name.startsWith('login')) {
      answers.push({
        name,
        status: res.status,
        type,
        bytes: Buffer.byteLength(text),
        sha256: createHash('sha256').update(text).digest('hex'),
        head: text.slice(0, 160),
      });
    }
    return type.includes('json') ? (JSON.parse(text) as Json) : undefined;
  };
  const list = (j: Json | undefined) =>
    Array.isArray(j?.Data) ? (j.Data as Record<string, unknown>[]) : [];

  // Lookups.
  for (const p of [
    'companydata',
    'Fueldata',
    'Geardata',
    'Vehiclenamedata',
    'Featuresdata',
    'countrydata',
  ])
    await call(`lookup ${p}`, `/api/Common/${p}`);
  const states = list(await call('states', '/api/Common/statenamedata?countryid=1'));
  for (const s of states.slice(0, 4))
    await call(`cities ${s.Value}`, `/api/Common/citynamedata?countryid=1&stateid=${s.Value}`);
  const makes = list(await call('makes', '/api/Common/companydata'));
  for (const m of makes.slice(0, 6)) {
    const models = list(await call(`models ${m.Value}`, `/api/Common/activemodel/${m.Value}`));
    for (const md of models.slice(0, 2))
      await call(`variants ${m.Value}/${md.Value}`, '/api/Common/veriantandcolour', {
        form: { companyid: String(m.Value), Modelid: String(md.Value) },
      });
  }

  // Home, search, car pages.
  let cursor: string | null | undefined;
  const rands = new Set<string>();
  for (let page = 1; page <= 3; page++) {
    const q = cursor ? `cursor=${encodeURIComponent(cursor)}` : `Pageindex=${page}`;
    const home = await call(`home ${page}`, `/api/Carmaster/GetRandomly2Car_cars?${q}`);
    for (const c of list(home)) rands.add(String(c.Rand));
    cursor = home?.NextCursor;
  }
  const searches: Record<string, Record<string, unknown>> = {
    all: {},
    state: { nState: states[0]?.Value },
    make: { companyid: makes[0]?.Value },
    price: { lowerprice: 300000, upperprice: 900000 },
    km: { kmbelow: 10000, kmupper: 60000 },
    year: { modelyearstart: 2018, modelyear: 2023 },
    owner: { owner: 1 },
    fuel: { fueltypeid: 1 },
    gear: { Gearid: 2 },
    'price asc': { sort: 'price_asc' },
    'page 2': { pageindex: 2 },
    'bad range': { lowerprice: 900000, upperprice: 1 },
    'bad type': { nState: 'x' },
  };
  for (const [name, body] of Object.entries(searches)) {
    const found = await call(`search ${name}`, '/api/Carmaster/GetDetailsofcarsbySCCM_data', {
      json: body,
    });
    for (const c of list(found).slice(0, 3)) rands.add(String(c.Rand));
  }
  for (const rand of [...rands].sort().slice(0, 25)) {
    await call(`car ${rand}`, `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${rand}`);
    await call(`similar ${rand}`, `/api/Carmaster/SimilarCars?Randomno=${rand}`);
  }
  await call('car unknown', '/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=NoSuchCar1');
  await call('car bad', '/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=%3Cscript%3E');

  // Landing pages, site, SEO.
  const landing = await call('landing list', '/api/landing');
  const links = (landing?.Data ?? {}) as Record<string, { slug?: string }[]>;
  for (const group of Object.values(links))
    for (const l of (Array.isArray(group) ? group : []).slice(0, 3))
      if (l.slug) await call(`landing ${l.slug}`, `/api/landing/${l.slug}`);
  await call('landing unknown', '/api/landing/no-such-place');
  await call('site settings', '/api/Site/settings');
  await call('banners', '/api/Bannermaster/AllClientBanner');
  await call('robots', '/robots.txt');
  await call('sitemap', '/sitemap.xml');
  await call('sitemap pages', '/sitemaps/pages.xml');
  await call('unknown api', '/api/NoSuchThing');

  // Refused requests (they change nothing).
  await call('lead bad mobile', '/api/LeadQRCode/AddLeadQRCode', {
    json: { Name: 'A', Contactno: '12345', Carno: 'X', Rand: [...rands][0] },
  });
  await call('otp bad mobile', '/api/CarSetuClientLogin/ReSendOTP', { json: { Mobileno: '12' } });
  await call('profile signed out', '/api/ClientCarSetuProfile/GetClientprofilebyclientid');

  // Signed-in reads as the demo number.
  const ticket = await call('login ticket', '/api/CarSetuClientLogin/ReSendOTP', {
    json: { Mobileno: '9999999999' },
  });
  if (typeof ticket?.Data === 'string') {
    const login = (await call('login token', '/login', {
      form: {
        UserName: '9999999999',
        Password: ticket.Data,
        grant_type: 'password',
        Scope: 'Clientlogin',
      },
    })) as { access_token?: string } | undefined;
    token = login?.access_token;
  }
  if (token) {
    await call('my profile', '/api/ClientCarSetuProfile/GetClientprofilebyclientid');
    await call('my wishlist', '/api/UserFavouriteVehicle/AllFavouritecars');
    const mine = list(await call('my listings', '/api/CarSetuClientSellInquiry/All'));
    for (const car of mine.slice(0, 3)) {
      await call(
        `my listing ${car.Rand}`,
        `/api/CarSetuClientSellInquiry/Editcar?Rand=${car.Rand}`,
      );
      await call(
        `my photos ${car.Rand}`,
        `/api/CarSetuClientSellimages/Sellcarimages?carno=${encodeURIComponent(String(car.carnumber ?? car.Rand))}`,
      );
    }
    await call(
      'someone else listing',
      `/api/CarSetuClientSellInquiry/Editcar?Rand=${[...rands][0]}`,
    );
  }
  return answers;
}

function compare(a: Answer[], b: Answer[]): number {
  const byName = new Map(b.map((x) => [x.name, x]));
  let differ = 0;
  for (const x of a) {
    const y = byName.get(x.name);
    if (!y) {
      console.log(`only in the first: ${x.name}`);
      differ++;
    } else if (x.status !== y.status || x.sha256 !== y.sha256 || x.type !== y.type) {
      console.log(`differs: ${x.name}\n  ${x.status} ${x.head}\n  ${y.status} ${y.head}`);
      differ++;
    }
    byName.delete(x.name);
  }
  for (const name of byName.keys()) {
    console.log(`only in the second: ${name}`);
    differ++;
  }
  console.log(`${a.length} answers compared, ${differ} differ`);
  return differ;
}

const [first, second, third] = process.argv.slice(2);
if (first === '--compare' && second && third) {
  const read = (f: string) => JSON.parse(fs.readFileSync(f, 'utf8')) as Answer[];
  process.exit(compare(read(second), read(third)) === 0 ? 0 : 1);
} else if (first && second) {
  const answers = await record(first.replace(/\/$/, ''));
  fs.writeFileSync(second, `${JSON.stringify(answers, null, 2)}\n`);
  const statuses = answers.reduce<Record<number, number>>((n, a) => {
    n[a.status] = (n[a.status] ?? 0) + 1;
    return n;
  }, {});
  console.log(
    `${answers.length} answers recorded to ${second}; statuses ${JSON.stringify(statuses)}`,
  );
} else {
  console.error(
    'usage: node scripts/api-answers.ts <base URL> <out.json> | --compare <a.json> <b.json>',
  );
  process.exit(2);
}
