/**
 * What the crash test checks after a restart, as a list of problems (empty
 * when all is well):
 * - every acknowledged listing, lead and wishlist add is in the database,
 *   and shows through the API (the seller's My Vehicles, each buyer's
 *   wishlist, the car's page and its photo);
 * - every listing and listing_photos row has all its photo files on disk
 *   (the .jpg and its WebP renditions), acknowledged or not, and every
 *   listing with a main photo has the listing_photos row of that photo;
 * - on SQLite, the file passes integrity_check and foreign_key_check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db, DbKind } from '../db/database.ts';
import { carPhotoKeys } from '../photos/store-car-photo.ts';
import type { Actors, Ledger } from './crash-burst.ts';
import { get } from './crash-client.ts';
import type { ServerProcess } from './server-process.ts';

async function databaseProblems(db: Db, ledger: Ledger, sellerMobile: string): Promise<string[]> {
  const problems: string[] = [];
  const listings = await db
    .selectFrom('listings as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.rand', 'l.car_number', 'l.photo', 'u.mobile'])
    .execute();
  const byRand = new Map(listings.map((l) => [l.rand, l]));
  for (const car of ledger.listings) {
    const row = byRand.get(car.rand);
    if (!row) problems.push(`acknowledged listing ${car.rand} (${car.carnumber}) is missing`);
    else if (
      row.car_number !== car.carnumber ||
      row.mobile !== sellerMobile ||
      row.id !== car.carid
    ) {
      problems.push(`listing ${car.rand} is not as acknowledged: ${JSON.stringify(row)}`);
    }
  }
  const leads = await db
    .selectFrom('leads as ld')
    .innerJoin('listings as l', 'l.id', 'ld.listing_id')
    .select(['l.rand', 'ld.mobile', 'ld.name'])
    .execute();
  const leadKeys = new Set(leads.map((r) => `${r.rand} ${r.mobile} ${r.name}`));
  for (const lead of ledger.leads) {
    if (!leadKeys.has(`${lead.rand} ${lead.mobile} ${lead.name}`)) {
      problems.push(`acknowledged lead of ${lead.mobile} on ${lead.rand} is missing`);
    }
  }
  const favourites = await db
    .selectFrom('favourites as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['u.mobile', 'f.listing_id'])
    .execute();
  const favouriteKeys = new Set(favourites.map((f) => `${f.mobile} ${f.listing_id}`));
  for (const fav of ledger.favourites) {
    if (!favouriteKeys.has(`${fav.mobile} ${fav.carid}`)) {
      problems.push(`acknowledged wishlist add of ${fav.mobile} for car ${fav.carid} is missing`);
    }
  }
  const photoRows = await db.selectFrom('listing_photos').select(['listing_id', 'photo']).execute();
  const photoKeys = new Set(photoRows.map((p) => `${p.listing_id} ${p.photo}`));
  for (const l of listings) {
    if (l.photo && !photoKeys.has(`${l.id} ${l.photo}`)) {
      problems.push(`listing ${l.rand}'s main photo ${l.photo} has no listing_photos row`);
    }
  }
  return problems;
}

/** Rows whose photo files (the .jpg and its WebP renditions) are missing or empty under dataDir/photos. */
async function fileProblems(
  db: Db,
  dataDir: string,
): Promise<{ problems: string[]; files: number }> {
  const keys = [
    ...(await db.selectFrom('listings').select('photo').execute()).map((r) => r.photo),
    ...(await db.selectFrom('listing_photos').select('photo').execute()).map((r) => r.photo),
  ].filter((k): k is string => k !== null);
  const problems: string[] = [];
  let files = 0;
  for (const key of new Set(keys)) {
    for (const file of carPhotoKeys(key.replace(/\.jpg$/, ''))) {
      const full = path.join(dataDir, 'photos', file);
      files += 1;
      if (!fs.existsSync(full) || fs.statSync(full).size === 0) {
        problems.push(`photo file ${file} of a row is missing`);
      }
    }
  }
  return { problems, files };
}

async function apiProblems(server: ServerProcess, actors: Actors, ledger: Ledger) {
  const problems: string[] = [];
  const mine = await get(server, '/api/CarSetuClientSellInquiry/All', actors.seller.token);
  const listed = new Set(((mine.body.Data ?? []) as { Rand: string }[]).map((c) => c.Rand));
  for (const car of ledger.listings) {
    if (!listed.has(car.rand)) problems.push(`My Vehicles lacks acknowledged ${car.rand}`);
  }
  for (const buyer of actors.buyers) {
    const list = await get(server, '/api/UserFavouriteVehicle/AllFavouritecars', buyer.token);
    const ids = new Set(((list.body.Data ?? []) as { carid: number }[]).map((c) => c.carid));
    for (const fav of ledger.favourites.filter((f) => f.mobile === buyer.mobile)) {
      if (!ids.has(fav.carid)) problems.push(`wishlist of ${buyer.mobile} lacks car ${fav.carid}`);
    }
  }
  for (const car of ledger.listings.slice(-5)) {
    const page = await get(
      server,
      `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`,
    );
    const data = page.body.Data as { carphoto?: string } | { carphoto?: string }[] | null;
    const photo = (Array.isArray(data) ? data[0] : data)?.carphoto;
    if (page.status !== 200 || !photo) {
      problems.push(`car page ${car.rand} answered ${page.status}`);
      continue;
    }
    const image = await fetch(new URL(photo, server.url));
    await image.arrayBuffer();
    if (image.status !== 200) problems.push(`photo ${photo} answered ${image.status}`);
  }
  return problems;
}

async function sqliteProblems(db: Db): Promise<string[]> {
  const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  const foreign = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(db);
  const problems = integrity.rows
    .map((r) => r.integrity_check)
    .filter((r) => r !== 'ok')
    .map((r) => `integrity_check: ${r}`);
  return [...problems, ...foreign.rows.map((r) => `foreign_key_check: ${JSON.stringify(r)}`)];
}

/** Every problem found after a restart (see the file comment), and how many photo files were checked. */
export async function crashProblems(
  server: ServerProcess,
  db: Db,
  kind: DbKind,
  dataDir: string,
  actors: Actors,
  ledger: Ledger,
): Promise<{ problems: string[]; files: number }> {
  const files = await fileProblems(db, dataDir);
  return {
    problems: [
      ...(await databaseProblems(db, ledger, actors.seller.mobile)),
      ...files.problems,
      ...(await apiProblems(server, actors, ledger)),
      ...(kind === 'sqlite' ? await sqliteProblems(db) : []),
    ],
    files: files.files,
  };
}
