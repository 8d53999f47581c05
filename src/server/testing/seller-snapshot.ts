/**
 * What a seller call may touch, for tests (not a test file itself): the
 * photo files of the test app and a snapshot of every row and file, to
 * compare before and after a refused call ("a refused request changes
 * nothing").
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app.ts';

/** Every file under the test app's photo folder (relative paths, sorted). */
export function photoFiles(t: Pick<TestApp, 'dataDir'>): string[] {
  const root = path.join(t.dataDir, 'photos');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
}

/** The bytes of stored photo `url` ("/photos/cars/.../x.jpg"). */
export function storedFile(t: Pick<TestApp, 'dataDir'>, url: string): Buffer {
  return fs.readFileSync(path.join(t.dataDir, 'photos', url.replace(/^\/photos\//, '')));
}

const SELLER_TABLES = [
  'listings',
  'listing_photos',
  'favourites',
  'leads',
  'users',
  'account_usage',
] as const;

/** Every row a seller call may touch plus the photo files: compare before and after a refused call. */
export async function sellerSnapshot(t: Pick<TestApp, 'db' | 'dataDir'>) {
  const snapshot: Record<string, unknown> = {};
  for (const table of SELLER_TABLES) {
    const rows = await t.db.selectFrom(table).selectAll().execute();
    snapshot[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  snapshot.files = photoFiles(t);
  return snapshot;
}
