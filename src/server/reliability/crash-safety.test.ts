/**
 * Crash safety (issue 8): a real server process (`node src/server/server.ts`)
 * on a fresh database of the project's kind (SQLite under a temporary
 * DATA_DIR; on PostgreSQL a fresh database on TEST_DATABASE_URL's server) is
 * signed into (a seller and two buyers), given six cars, then put under a
 * burst of concurrent writes (addcar with a photo, leads, wishlist adds) and
 * killed with SIGKILL while writes are in flight, three times (after 25 %,
 * 50 % and 75 % of a burst was acknowledged). After each restart on the same
 * data:
 * every write the server acknowledged is there (database and API), every
 * listing and listing_photos row has its photo files on disk, and (SQLite)
 * the file passes integrity_check and foreign_key_check (crash-checks.ts).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { placeOf } from '../testing/places.ts';
import { pickChoice, sellBody } from '../testing/sell-body.ts';
import { PROFILE_SAVE, SELL } from '../testing/seller-requests.ts';
import { testDbKind } from '../testing/test-app.ts';
import { jpegBase64 } from '../testing/test-photos.ts';
import { type Actors, type Ledger, runBurst, savedListing } from './crash-burst.ts';
import { crashProblems } from './crash-checks.ts';
import { acknowledged, post, signInOver } from './crash-client.ts';
import { type ServerProcess, startServer } from './server-process.ts';

const kind = testDbKind();
const TEST_MOBILE = '9812311111';
const BUYERS = ['9812322222', '9812333333'];
/** Caps high enough for the test's own writes (the defaults hold for real sellers). */
const SERVER_ENV = {
  TEST_MOBILE,
  TRUST_PROXY: '1',
  ACCOUNT_LISTINGS_PER_DAY: '10000',
  ACCOUNT_PHOTOS_PER_HOUR: '10000',
};
/**
 * Bursts killed once this share of their writes (and of their addcars) was acknowledged:
 * three on SQLite, two on PostgreSQL (whose durability is its own; CI time, docs/benchmarks.md).
 */
const ROUNDS = kind === 'postgres' ? [0.3, 0.7] : [0.25, 0.5, 0.75];

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-crash-'));
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
});

afterAll(async () => {
  await server?.kill('SIGKILL');
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const start = async () => {
  server = await startServer({ dataDir, databaseUrl, env: SERVER_ENV });
  return server;
};
const openReader = () =>
  openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'carsetu.sqlite') }).db;

describe(`crash safety (${kind})`, () => {
  it('keeps every acknowledged write, and every photo file of a row, through SIGKILL mid-burst', async () => {
    let live = await start();
    const reader = openReader();
    const choice = await pickChoice(reader);
    const place = await placeOf(reader, 'Gujarat', 'Ahmedabad');
    await reader.destroy();
    const photo = await jpegBase64(1000, 700);

    const seller = { mobile: TEST_MOBILE, token: await signInOver(live, TEST_MOBILE) };
    const profile = await post(
      live,
      PROFILE_SAVE,
      {
        Status: 'Edit',
        Name: 'Crash Test Seller',
        Mobileno: TEST_MOBILE,
        nCountry: 1,
        nState: place.stateId,
        nCity: place.cityId,
        Address: '7, Relief Road, Ahmedabad',
        Adult: 'true',
      },
      seller.token,
    );
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const buyers = [];
    for (const mobile of BUYERS) buyers.push({ mobile, token: await signInOver(live, mobile) });
    const actors: Actors = {
      seller,
      buyers,
      sellBody: (carnumber) => sellBody(choice, photo, { carnumber }),
    };
    const ledger: Ledger = { listings: [], leads: [], favourites: [] };
    for (let n = 0; n < 6; n++) {
      const res = await post(
        live,
        `${SELL}/addcar`,
        actors.sellBody(`GJ09CR${1000 + n}`),
        seller.token,
      );
      expect(acknowledged(res), JSON.stringify(res.body)).toBe(true);
      ledger.listings.push(savedListing(res));
    }

    for (const [round, killAtFraction] of ROUNDS.entries()) {
      const outcome = await runBurst(live, actors, ledger, {
        round,
        addcars: 16,
        leads: 40,
        killAtFraction,
        concurrency: 12,
      });
      // The kill came mid-burst: writes were still unanswered when it went.
      expect(outcome.inFlightAtKill).toBeGreaterThan(0);
      live = await start();
      const db = openReader();
      const { problems, files } = await crashProblems(
        live,
        db,
        kind,
        dataDir,
        actors,
        ledger,
      ).finally(() => db.destroy());
      console.info(
        `crash round ${round + 1} (${kind}): ${outcome.acknowledged} writes acknowledged, ${outcome.inFlightAtKill} in flight at SIGKILL, ${outcome.unanswered} unanswered (answers ${JSON.stringify(outcome.answers)}); after restart ${ledger.listings.length} listings, ${ledger.leads.length} leads, ${ledger.favourites.length} wishlist adds and ${files} photo files checked`,
      );
      expect(problems).toEqual([]);
    }
    await live.kill('SIGTERM');
    server = undefined;
  }, 300_000);
});
