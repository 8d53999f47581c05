/**
 * The crash test's burst: many concurrent writes against a server process
 * (addcar with a photo, leads from distinct buyer mobiles, wishlist adds by
 * two buyers; every acknowledged new car gets a lead and a wishlist add of
 * its own), each acknowledged write recorded in a ledger, and SIGKILL sent
 * the moment a given number of writes has been acknowledged, with others
 * still in flight.
 */
import { type Answer, acknowledged, post } from './crash-client.ts';
import type { ServerProcess } from './server-process.ts';

export interface AckedListing {
  rand: string;
  carid: number;
  carnumber: string;
}

/** Every write the server acknowledged (answered 2xx with Success true). */
export interface Ledger {
  listings: AckedListing[];
  leads: { rand: string; mobile: string; name: string }[];
  favourites: { mobile: string; carid: number; rand: string }[];
}

export interface Account {
  mobile: string;
  token: string;
}

export interface Actors {
  seller: Account;
  buyers: Account[];
  /** The addcar body for vehicle number `carnumber`. */
  sellBody(carnumber: string): Record<string, string | number | undefined>;
}

export interface BurstPlan {
  round: number;
  addcars: number;
  leads: number;
  /** SIGKILL once this share of the burst's first writes, and of its addcars, was acknowledged (0..1). */
  killAtFraction: number;
  concurrency: number;
}

export interface BurstOutcome {
  acknowledged: number;
  /** Writes still unanswered when SIGKILL went (their fate is unknown). */
  inFlightAtKill: number;
  /** Calls that got no answer (the server died under them, or refused to connect). */
  unanswered: number;
  /** Answers by write kind and status ("addcar 200": 4, "lead 429": 1 ...). */
  answers: Record<string, number>;
}

const SELL = '/api/CarSetuClientSellInquiry';

/** The listing an acknowledged addcar answered (Data: { Rand, carid, carnumber }). */
export function savedListing(answer: Answer): AckedListing {
  const data = answer.body.Data as { Rand: string; carid: number; carnumber: string };
  return { rand: data.Rand, carid: data.carid, carnumber: data.carnumber };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one burst against `server` and kills it mid-way; resolves once every call settled. */
export async function runBurst(
  server: ServerProcess,
  actors: Actors,
  ledger: Ledger,
  plan: BurstPlan,
): Promise<BurstOutcome> {
  const queue: (() => Promise<void>)[] = [];
  let acks = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  let unanswered = 0;
  let killing: Promise<void> | undefined;
  let leadSerial = 0;
  let killAfterAcks = Number.POSITIVE_INFINITY;
  let carAcks = 0;
  const killAfterCars = Math.ceil(plan.addcars * plan.killAtFraction);

  const answers: Record<string, number> = {};
  const ack = (what: string, answer: Answer): boolean => {
    const tally = `${what} ${answer.status}`;
    answers[tally] = (answers[tally] ?? 0) + 1;
    // An answer read after the kill decision still is an acknowledgement the server made.
    if (!acknowledged(answer)) return false;
    acks += 1;
    if (what === 'addcar') carAcks += 1;
    if (!killing && acks >= killAfterAcks && carAcks >= killAfterCars) {
      inFlightAtKill = inFlight - 1;
      killing = server.kill('SIGKILL');
    }
    return true;
  };

  const lead = (car: AckedListing) => async () => {
    leadSerial += 1;
    const mobile = `7${plan.round}${String(leadSerial).padStart(8, '0')}`;
    const name = 'Crash Test Buyer';
    const answer = await post(server, '/api/LeadQRCode/AddLeadQRCode', {
      Name: name,
      Contactno: mobile,
      Carno: car.carnumber,
      Rand: car.rand,
    });
    if (ack('lead', answer)) ledger.leads.push({ rand: car.rand, mobile, name });
  };
  const wish = (buyer: Account, car: AckedListing) => async () => {
    const answer = await post(
      server,
      '/api/UserFavouriteVehicle/addfavouritecars',
      { actiondata: 'Add', carid: car.carid },
      buyer.token,
    );
    if (ack('wishlist', answer))
      ledger.favourites.push({ mobile: buyer.mobile, carid: car.carid, rand: car.rand });
  };
  const addcar = (n: number) => async () => {
    const carnumber = `GJ${10 + plan.round}CR${1000 + n}`;
    const answer = await post(
      server,
      `${SELL}/addcar`,
      actors.sellBody(carnumber),
      actors.seller.token,
    );
    if (!ack('addcar', answer)) return;
    const car = savedListing(answer);
    ledger.listings.push(car);
    queue.push(lead(car), wish(actors.buyers[n % actors.buyers.length], car));
  };

  const cars = [...ledger.listings];
  const wished = new Set(ledger.favourites.map((f) => `${f.mobile} ${f.carid}`));
  const initial: (() => Promise<void>)[] = [];
  for (let n = 0; n < plan.addcars; n++) initial.push(addcar(n));
  for (let n = 0; n < plan.leads; n++) initial.push(lead(cars[n % cars.length]));
  for (const buyer of actors.buyers) {
    for (const car of cars)
      if (!wished.has(`${buyer.mobile} ${car.carid}`)) initial.push(wish(buyer, car));
  }
  killAfterAcks = Math.max(1, Math.floor(initial.length * plan.killAtFraction));
  // Interleave the kinds (a fixed shuffle), so the kill lands among all of them.
  for (let i = 0; i < initial.length; i++) queue.push(initial[(i * 7919) % initial.length]);

  const worker = async () => {
    while (!killing) {
      const task = queue.shift();
      if (!task) {
        if (inFlight === 0) return;
        await sleep(5);
        continue;
      }
      inFlight += 1;
      try {
        await task();
      } catch {
        unanswered += 1;
      } finally {
        inFlight -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, worker));
  // Every call settled; a burst too small to reach the kill point is killed here.
  if (!killing) {
    inFlightAtKill = 0;
    killing = server.kill('SIGKILL');
  }
  await killing;
  return { acknowledged: acks, inFlightAtKill, unanswered, answers };
}
