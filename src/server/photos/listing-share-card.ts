/**
 * A listing's share card as a file and a column (issue 9): the JPEG made by
 * share-card.ts from the main photo lives at `cars/{listingRand}/card-{rand}.jpg`
 * (a new random name each time, so a CDN or a chat app never serves a stale
 * card under a reused name) and `listings.share_card` holds its key.
 *
 * When it is (re)made: on addcar; on Editcar when the main photo, price,
 * year, make, model or variant changed; when Add Photos gives a car its
 * first main photo; when deleting a photo moves the main photo; on import
 * and in the demo seed.
 *
 * How it is kept consistent (docs/decisions/008, "Files and rows"):
 * - the caller's own transaction forgets the old card (`dropShareCard`) in
 *   the same commit that changes what the card shows, so a crash afterwards
 *   leaves a listing without a card (pages then fall back to the main
 *   photo), never one with a wrong price;
 * - the new card is written before the row naming it commits, and removed
 *   again when that write fails; the old card's file is deleted after commit;
 * - the row is only pointed at the new card if the listing still shows what
 *   the card shows (a concurrent edit makes its own card);
 * - making the card never fails the user's request: the listing is already
 *   saved, so a failure is logged as a warning and the listing stays without
 *   a card until its next change (or a `makeMissingShareCards` run) makes one.
 */
import type { Db } from '../db/database.ts';
import { inIdRanges } from '../db/in-id-batches.ts';
import { newRand } from '../db/random-ids.ts';
import { listingsWithNames } from '../modules/cars/cars.repository.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import { runPhotoJob } from './photo-queue.ts';
import { renderShareCard, type ShareCardText } from './share-card.ts';

/** Where warnings go (the server's pino logger, or console when none is given). */
export interface WarnLog {
  warn(details: object, message: string): void;
}

export interface ShareCardDeps {
  db: Db;
  photoStorage: PhotoStorage;
  log?: WarnLog;
}

const consoleLog: WarnLog = {
  warn: (details, message) => console.warn(message, details),
};

/** Storage key of a new share card of listing `listingRand`: "cars/{listingRand}/card-{rand}.jpg". */
export function newShareCardKey(listingRand: string): string {
  return `cars/${listingRand}/card-${newRand()}.jpg`;
}

/**
 * Inside the caller's transaction: listing `listingId` no longer has a
 * share card. Answers the old card's key, for the caller to hand to
 * `remakeShareCard` (which deletes its file after commit), or null.
 */
export async function dropShareCard(trx: Db, listingId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('listings')
    .select('share_card')
    .where('id', '=', listingId)
    .executeTakeFirst();
  if (!row?.share_card) return null;
  await trx.updateTable('listings').set({ share_card: null }).where('id', '=', listingId).execute();
  return row.share_card;
}

/** What a listing's card shows, and the columns it was made from. */
async function cardSubject(db: Db, listingId: number) {
  return listingsWithNames(db)
    .select(['l.photo', 'l.price', 'l.make_id', 'l.model_id', 'l.variant_id', 'l.share_card'])
    .where('l.id', '=', listingId)
    .executeTakeFirst();
}
type CardSubject = NonNullable<Awaited<ReturnType<typeof cardSubject>>>;

/** The card text of a listing. */
export function shareCardText(subject: {
  price: number;
  model_year: number;
  make_name: string;
  model_name: string;
  variant_name: string;
}): ShareCardText {
  return {
    price: Number(subject.price),
    year: subject.model_year,
    make: subject.make_name,
    model: subject.model_name,
    variant: subject.variant_name,
  };
}

/** Whether `now` still shows what `made` showed (same main photo, price, year, make, model, variant). */
const sameCard = (made: CardSubject, now: CardSubject) =>
  made.photo === now.photo &&
  Number(made.price) === Number(now.price) &&
  made.model_year === now.model_year &&
  made.make_id === now.make_id &&
  made.model_id === now.model_id &&
  made.variant_id === now.variant_id;

/** The bytes of stored photo `key`; throws when it is missing. */
async function readStoredPhoto(storage: PhotoStorage, key: string): Promise<Uint8Array> {
  const bytes = await storage.get(key);
  if (!bytes) throw new Error(`photo ${key} is missing`);
  return bytes;
}

/**
 * Makes listing `listingId`'s share card afresh from its main photo and
 * points `listings.share_card` at it; a listing without a main photo gets no
 * card. `mainPhoto`: the main photo's JPEG when the caller has it at hand
 * (else it is read from storage). `dropped`: the card key `dropShareCard`
 * answered in the caller's transaction; its file is deleted here, as is the
 * file of any card the new one replaces. Never throws: a failure is logged
 * (see the file comment) and the new card's file, if written, is removed.
 */
export async function remakeShareCard(
  deps: ShareCardDeps,
  listingId: number,
  options: { mainPhoto?: Uint8Array; dropped?: string | null } = {},
): Promise<void> {
  const { db, photoStorage } = deps;
  const log = deps.log ?? consoleLog;
  let written: string | undefined;
  try {
    if (options.dropped) await photoStorage.delete(options.dropped);
    const made = await cardSubject(db, listingId);
    if (!made) return;
    if (!made.photo) {
      if (made.share_card) {
        await db
          .updateTable('listings')
          .set({ share_card: null })
          .where('id', '=', listingId)
          .where('photo', 'is', null)
          .execute();
        await photoStorage.delete(made.share_card);
      }
      return;
    }
    const photo = options.mainPhoto ?? (await readStoredPhoto(photoStorage, made.photo));
    const card = await runPhotoJob(() => renderShareCard(photo, shareCardText(made)));
    const key = newShareCardKey(made.rand);
    written = key;
    await photoStorage.put(key, card);
    const replaced = await db.transaction().execute(async (trx) => {
      // Locks the row (PostgreSQL) so the check and the write see the same listing.
      await trx
        .updateTable('listings')
        .set((eb) => ({ share_card: eb.ref('share_card') }))
        .where('id', '=', listingId)
        .execute();
      const now = await cardSubject(trx, listingId);
      if (!now || !sameCard(made, now)) return { stale: true as const };
      await trx
        .updateTable('listings')
        .set({ share_card: key })
        .where('id', '=', listingId)
        .execute();
      return { stale: false as const, old: now.share_card };
    });
    if (replaced.stale) {
      // The listing changed meanwhile; its change makes the card that fits it.
      await photoStorage.delete(key);
      return;
    }
    written = undefined;
    if (replaced.old && replaced.old !== key) await photoStorage.delete(replaced.old);
  } catch (err) {
    if (written) await photoStorage.delete(written).catch(() => undefined);
    log.warn({ err, listingId }, 'share card not made; the listing is saved without one');
  }
}

/**
 * Makes the card of every listing that has a main photo but no card (after
 * a failed remake, or for listings older than share cards), one at a time
 * through the photo queue, looking through the listings a range of ids at a
 * time. Answers how many it tried.
 */
export async function makeMissingShareCards(deps: ShareCardDeps): Promise<number> {
  const { db } = deps;
  const top = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const withoutCard = inIdRanges(Number(top?.id ?? 0), (afterId, throughId) =>
    db
      .selectFrom('listings')
      .select('id')
      .where('id', '>', afterId)
      .where('id', '<=', throughId)
      .where('photo', 'is not', null)
      .where('share_card', 'is', null)
      .orderBy('id')
      .execute(),
  );
  let made = 0;
  for await (const row of withoutCard) {
    await remakeShareCard(deps, row.id);
    made += 1;
  }
  return made;
}

/** Storage key of listing `rand`'s share card, or null (for the car page's og:image). */
export async function shareCardOf(db: Db, rand: string): Promise<string | null> {
  const row = await db
    .selectFrom('listings')
    .select('share_card')
    .where('rand', '=', rand)
    .executeTakeFirst();
  return row?.share_card ?? null;
}
