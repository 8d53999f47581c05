/**
 * Sitemap queries (issue 9, part 7): which cars the sitemaps list and where
 * the car sitemap files split. Only live (UnSold) listings count; sold and
 * deleted ones drop out by themselves.
 *
 * Car sitemap file n (n from 1) holds the live listings whose id lies in
 * ((n - 1) * perFile, n * perFile], ordered by id: a keyset range on the
 * (status, id) index (migration 0001, `listings_status_id`), so file n seeks
 * straight to its first id and never reads the listings of earlier files,
 * a file never exceeds perFile URLs (ids are unique), and a car stays in the
 * same file for as long as it is live. A range whose cars were all sold or
 * deleted is simply empty; the index leaves it out.
 */
import type { Db } from '../../db/database.ts';
import { listingsWithNames, type NamedListing } from '../cars/cars.repository.ts';

/** What a car's sitemap entry needs: the canonical slug's parts (names) and the update time. */
export interface SitemapCarRow extends NamedListing {
  id: number;
  /** ISO 8601 timestamp of the listing's last change (listings.updated_at). */
  updated_at: string;
}

/** The live cars of car sitemap file `file` (from 1) with `perFile` ids per file, by id. */
export async function liveCarsOfFile(
  db: Db,
  file: number,
  perFile: number,
): Promise<SitemapCarRow[]> {
  const after = (file - 1) * perFile;
  return listingsWithNames(db)
    .select(['l.id', 'l.updated_at'])
    .where('l.status', '=', 'UnSold')
    .where('l.id', '>', after)
    .where('l.id', '<=', after + perFile)
    .orderBy('l.id')
    .execute();
}

/**
 * The numbers of the car sitemap files that hold at least one live car, in
 * order. A skip scan: one index seek ("the first live id after this file")
 * per non-empty file, so the index costs as many seeks as it lists files,
 * whatever the number of cars.
 */
export async function carSitemapFiles(db: Db, perFile: number): Promise<number[]> {
  const files: number[] = [];
  let after = 0;
  for (;;) {
    const row = await db
      .selectFrom('listings')
      .select('id')
      .where('status', '=', 'UnSold')
      .where('id', '>', after)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return files;
    const file = Math.ceil(Number(row.id) / perFile);
    files.push(file);
    after = file * perFile;
  }
}
