/**
 * Duplicates flagged, never silently refused (issue 25 part 4,
 * docs/decisions/036-duplicate-photos.md). A listing is flagged for the
 * operators (listing_flags, the console's flagged list; it stays live) when
 * another seller's live ('UnSold') listing has
 * - a photo stored earlier within Hamming distance MAX_PHOTO_DISTANCE (8 of
 *   64 bits) of one of its photos' pHashes (photos/phash.ts, stored on every
 *   photo's row by the upload, the edit and the importer), or
 * - the same vehicle number, listed earlier and written differently
 *   ("GJ 01 HQ 9999"): the app stores numbers normalised and the unique
 *   index keeps two live listings from sharing one, so only rows stored in
 *   another spelling (by hand, or before numbers were normalised) can
 *   still meet this.
 * Another seller: another mobile (a user's, or a dealer's for dealer stock;
 * duplicates.repository.ts), so re-using one's own photo is no duplicate.
 * "Earlier" (photo rows by time, listings by id) makes the later upload the
 * copy: the original's own check, if it runs after the copy landed, does
 * not flag the original.
 *
 * The check runs off the request path, as the durable `duplicate-check` job
 * queued once a sell, edit, photo or dealer-import answer is settled; a
 * queueing failure is logged and the upload still succeeds. Candidates are
 * found by a full scan of live photo hashes in id order, SCAN_BATCH at a
 * time, each compared exactly in JavaScript. Measured 2026-11-28 on the dev
 * machine (34,000 live listings x 3 photos = 102,000 hashes, one check):
 * about 0.3-0.45 s on SQLite and 0.55 s on PostgreSQL, nearly all of it
 * reading the rows (the comparisons take a few tens of ms); the number
 * lookup about 25 ms. The decision says when an index (BK-tree,
 * multi-index hashing) should replace the scan.
 */
import { normaliseCarNumber } from '#shared/schemas/listing-rules.ts';
import type { Db } from '../../db/database.ts';
import { hashWords, wordsDistance } from '../../photos/phash.ts';
import {
  type CheckedListing,
  dealerListingIds,
  earlierLiveListingIdsWithNumber,
  insertFlags,
  listingsWithSellers,
  liveHashesAfter,
  type NewFlag,
  type PhotoHash,
  photoHashesOf,
} from './duplicates.repository.ts';

/** Largest Hamming distance (of 64 bits) at which two photos count as the same picture. */
export const MAX_PHOTO_DISTANCE = 8;
/** Live photo hashes read per query of the scan. */
export const SCAN_BATCH = 5000;

export const DUPLICATE_CHECK_JOB = 'duplicate-check';
/** 3 retries from a minute, doubling: a database hiccup never loses a check. */
export const DUPLICATE_CHECK_RETRY = { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true };

/** The job's data: the listings to check (one for a sell or edit, many for an import). */
export interface DuplicateCheckData {
  listingIds: number[];
}

/** The job queue's `send` (jobs/job-queue.ts), taken structurally: jobs/ imports this module. */
export interface CheckQueue {
  send(
    name: string,
    data: object,
    policy: { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean },
  ): Promise<string>;
}

const HEX64 = /^[0-9a-f]{16}$/;

/** Whether photo `a` was stored before photo `b` (by time, then row id). */
const storedBefore = (a: PhotoHash, b: PhotoHash) =>
  a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);

/**
 * The other live listings with a photo within MAX_PHOTO_DISTANCE of one of
 * `hashes` and stored before it (the later upload is the copy: the
 * original's own check, run after the copy landed, does not flag the
 * original), each with its closest distance: a scan of every live hash.
 */
async function closePhotos(
  db: Db,
  listingId: number,
  hashes: PhotoHash[],
): Promise<Map<number, number>> {
  const closest = new Map<number, number>();
  const own = hashes
    .filter((h) => HEX64.test(h.phash))
    .map((h) => ({ photo: h, words: hashWords(h.phash) }));
  if (own.length === 0) return closest;
  let after = 0;
  for (;;) {
    const batch = await liveHashesAfter(db, after, SCAN_BATCH, listingId);
    for (const row of batch) {
      if (!HEX64.test(row.phash)) continue;
      const words = hashWords(row.phash);
      let best = MAX_PHOTO_DISTANCE + 1;
      for (const o of own) {
        if (storedBefore(row, o.photo)) best = Math.min(best, wordsDistance(o.words, words));
      }
      if (best <= MAX_PHOTO_DISTANCE && best < (closest.get(row.listingId) ?? 65)) {
        closest.set(row.listingId, best);
      }
    }
    if (batch.length < SCAN_BATCH) return closest;
    after = batch[batch.length - 1].id;
  }
}

const sameSeller = (a: CheckedListing, b: CheckedListing) =>
  a.sellerMobile !== null && a.sellerMobile === b.sellerMobile;

/**
 * Checks listing `listingId` (when live) against other sellers' live
 * listings and raises one flag per other listing and kind not flagged
 * before. Answers the flags found (new or already raised); never changes
 * the listing itself.
 */
export async function checkListingForDuplicates(
  db: Db,
  listingId: number,
  now: Date = new Date(),
): Promise<NewFlag[]> {
  const [listing] = await listingsWithSellers(db, [listingId]);
  if (listing?.status !== 'UnSold') return [];
  const photos = await closePhotos(db, listing.id, await photoHashesOf(db, listing.id));
  const numbers = await earlierLiveListingIdsWithNumber(
    db,
    normaliseCarNumber(listing.carNumber),
    listing.id,
  );
  const candidates = await listingsWithSellers(db, [...new Set([...photos.keys(), ...numbers])]);
  const others = new Set(candidates.filter((c) => !sameSeller(listing, c)).map((c) => c.id));
  const flags: NewFlag[] = [
    ...[...photos]
      .filter(([id]) => others.has(id))
      .map(([id, distance]) => ({
        listingId,
        otherListingId: id,
        kind: 'photo' as const,
        distance,
      })),
    ...numbers
      .filter((id) => others.has(id))
      .map((id) => ({
        listingId,
        otherListingId: id,
        kind: 'car_number' as const,
        distance: null,
      })),
  ];
  if (flags.length > 0) await insertFlags(db, flags, now.toISOString());
  return flags;
}

/** The `duplicate-check` worker: checks each listing of the job in turn. */
export function duplicateCheckHandler(db: Db): (data: DuplicateCheckData) => Promise<void> {
  return async (data) => {
    for (const id of data.listingIds) await checkListingForDuplicates(db, id);
  };
}

/**
 * Queues the check of `listingIds` after an upload; never throws (the
 * upload stands whatever happens here): a failure to queue is logged.
 */
export async function queueDuplicateCheck(
  queue: CheckQueue,
  listingIds: number[],
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  if (listingIds.length === 0) return;
  try {
    await queue.send(DUPLICATE_CHECK_JOB, { listingIds }, DUPLICATE_CHECK_RETRY);
  } catch (err) {
    log.warn({ err, listingIds }, 'duplicate check not queued');
  }
}

/**
 * Queues the check of the cars a dealer's web import added or updated
 * (dealer `dealerId`'s live cars numbered `carNumbers`); never throws.
 */
export async function queueImportChecks(
  deps: { db: Db; queue: CheckQueue; log: { warn(obj: object, msg: string): void } },
  dealerId: number,
  carNumbers: string[],
): Promise<void> {
  try {
    const ids = await dealerListingIds(deps.db, dealerId, carNumbers);
    await queueDuplicateCheck(deps.queue, ids, deps.log);
  } catch (err) {
    deps.log.warn({ err, dealerId }, 'duplicate check of an import not queued');
  }
}
