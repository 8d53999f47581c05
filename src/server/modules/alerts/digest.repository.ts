/**
 * Reads and writes of the daily alerts (migrations 0014 and 0015,
 * docs/alerts.md): who gets them, their searches to tell and the wishlist's
 * price drops (a batch of buyers a query: run-digests.ts), and each digest
 * row's life (pending -> sending -> sent, failed or skipped). A digest's key
 * is the buyer and the IST date; the primary key lets only one exist,
 * whichever server makes it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AlertDigestRow } from '../../db/tables/account-tables.ts';
import { padded, powerOfTwoChunks } from './batch-lists.ts';
import type { DigestDrop } from './digest-content.ts';

export interface DigestKey {
  userId: number;
  /** IST date, YYYY-MM-DD. */
  day: string;
}

/** Buyers whose alerts are on, with their mobile (10 digits). */
export function alertRecipients(db: Db): Promise<{ userId: number; mobile: string }[]> {
  return db
    .selectFrom('alert_consents as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.id as userId', 'u.mobile as mobile'])
    .where('a.alerts_on', '=', 1)
    .orderBy('u.id')
    .execute();
}

/** Of buyers `userIds`, those with a digest for `day` already. */
export async function digestsOn(db: Db, userIds: number[], day: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('alert_digests')
    .select('user_id')
    .where('day', '=', day)
    .where('user_id', 'in', padded(userIds))
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** When each of buyers `userIds` had their last digest made (ISO); absent before the first. */
export async function lastDigestsAt(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('alert_digests as a')
    .select(['a.user_id', 'a.created_at'])
    .where('a.user_id', 'in', padded(userIds))
    .where('a.day', '=', (eb) =>
      eb
        .selectFrom('alert_digests as b')
        .select((b) => b.fn.max('b.day').as('day'))
        .whereRef('b.user_id', '=', 'a.user_id'),
    )
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.created_at]));
}

/** A buyer's saved search to tell: not paused. */
export interface SearchToTell {
  id: number;
  userId: number;
  name: string;
  /** The search call's criteria, JSON. */
  criteria: string;
  seenListingId: number;
}

/** The unpaused saved searches of buyers `userIds`, by buyer, each buyer's in id order. */
export async function searchesToTell(db: Db, userIds: number[]): Promise<SearchToTell[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('saved_searches')
    .select(['id', 'user_id as userId', 'name', 'criteria', 'seen_listing_id as seenListingId'])
    .where('user_id', 'in', padded(userIds))
    .where('paused', '=', 0)
    .orderBy('user_id')
    .orderBy('id')
    .execute();
}

/**
 * Each buyer's wishlisted cars for sale whose price is lower now than before
 * the first change after their `since` (ISO; or after they were wishlisted,
 * if later), for the buyers of `since`, in one query: buyer -> drops, by
 * listing id. (The query reads from the earliest `since`; each buyer's own is
 * applied here, as the same comparison of ISO texts.)
 */
export async function priceDropsOf(
  db: Db,
  since: Map<number, string>,
  linkOf: (rand: string) => string,
): Promise<Map<number, DigestDrop[]>> {
  const drops = new Map<number, DigestDrop[]>();
  if (since.size === 0) return drops;
  const earliest = [...since.values()].sort()[0] as string;
  const rows = await db
    .selectFrom('favourites as f')
    .innerJoin('listings as l', 'l.id', 'f.listing_id')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .innerJoin('listing_prices as p', 'p.listing_id', 'l.id')
    .select([
      'f.user_id as userId',
      'l.id as id',
      'l.rand as rand',
      'l.price as price',
      'l.model_year as year',
      'mk.name as make',
      'md.name as model',
      'p.old_price as oldPrice',
      'p.changed_at as changedAt',
    ])
    .where('f.user_id', 'in', padded([...since.keys()]))
    .where('l.status', '=', 'UnSold')
    .where('p.changed_at', '>', earliest)
    .where(sql<boolean>`p.changed_at > f.created_at`)
    .orderBy('f.user_id')
    .orderBy('l.id')
    .orderBy('p.changed_at')
    .orderBy('p.id')
    .execute();
  const told = new Set<string>();
  for (const r of rows) {
    if (!(r.changedAt > (since.get(r.userId) as string))) continue;
    const key = `${r.userId}:${r.id}`;
    if (told.has(key)) continue;
    told.add(key);
    if (Number(r.price) < Number(r.oldPrice)) {
      const list = drops.get(r.userId) ?? [];
      list.push({
        title: `${r.year} ${r.make} ${r.model}`,
        oldPrice: Number(r.oldPrice),
        newPrice: Number(r.price),
        link: linkOf(r.rand),
      });
      drops.set(r.userId, list);
    }
  }
  return drops;
}

/**
 * Stores new pending digests (a few multi-row inserts); answers the buyers
 * whose digest was stored: not those who have one for that day already
 * (another server's).
 */
export async function insertDigests(
  db: Db,
  digests: { key: DigestKey; content: string }[],
  nowIso: string,
): Promise<Set<number>> {
  const stored = new Set<number>();
  for (const chunk of powerOfTwoChunks(digests)) {
    const rows = await db
      .insertInto('alert_digests')
      .values(
        chunk.map(({ key, content }) => ({
          user_id: key.userId,
          day: key.day,
          status: 'pending' as const,
          content,
          created_at: nowIso,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('user_id')
      .execute();
    for (const r of rows) stored.add(r.user_id);
  }
  return stored;
}

/**
 * Moves each saved search's "seen" mark up to the newest listing id it told
 * (never down), up to 512 searches a query.
 */
export async function markSeen(db: Db, seen: { id: number; listingId: number }[]): Promise<void> {
  for (let i = 0; i < seen.length; i += 512) {
    const slice = padded(seen.slice(i, i + 512));
    const told = sql<number>`case id ${sql.join(
      slice.map((s) => sql`when ${s.id} then cast(${s.listingId} as integer)`),
      sql` `,
    )} end`;
    await db
      .updateTable('saved_searches')
      .set({ seen_listing_id: told })
      .where(
        'id',
        'in',
        slice.map((s) => s.id),
      )
      .where('seen_listing_id', '<', told)
      .execute();
  }
}

/** Takes a pending digest to send it: true for exactly one taker. */
export async function claimDigest(db: Db, key: DigestKey): Promise<boolean> {
  const result = await db
    .updateTable('alert_digests')
    .set({ status: 'sending' })
    .where('user_id', '=', key.userId)
    .where('day', '=', key.day)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A digest row (undefined when there is none). */
export function digestRow(db: Db, key: DigestKey): Promise<AlertDigestRow | undefined> {
  return db
    .selectFrom('alert_digests')
    .selectAll()
    .where('user_id', '=', key.userId)
    .where('day', '=', key.day)
    .executeTakeFirst() as Promise<AlertDigestRow | undefined>;
}

/** Sets a digest's state (and what goes with it). */
export async function updateDigest(
  db: Db,
  key: DigestKey,
  change: Partial<Pick<AlertDigestRow, 'status' | 'stop_token_hash' | 'sent_at'>>,
): Promise<void> {
  await db
    .updateTable('alert_digests')
    .set(change)
    .where('user_id', '=', key.userId)
    .where('day', '=', key.day)
    .execute();
}

/**
 * Takes one message from `day`'s budget of `budget` (migration 0027): true
 * when taken, false when the day's messages taken (sending or sent) are
 * already `budget`. One statement, a row a day: a send costs the same on the
 * day's first message as on its 100,000th, and two senders never both take
 * the last one.
 */
export async function takeFromBudget(db: Db, day: string, budget: number): Promise<boolean> {
  if (budget <= 0) return false;
  const row = await db
    .insertInto('alert_budget_days')
    .values({ day, taken: 1 })
    .onConflict((oc) =>
      oc
        .column('day')
        .doUpdateSet((eb) => ({ taken: eb('alert_budget_days.taken', '+', 1) }))
        .where('alert_budget_days.taken', '<', budget),
    )
    .returning('taken')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives back a message taken from `day`'s budget that was not sent (failed, or to be tried again). */
export async function giveBackToBudget(db: Db, day: string): Promise<void> {
  await db
    .updateTable('alert_budget_days')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('day', '=', day)
    .where('taken', '>', 0)
    .execute();
}

/** Digests of `day` still pending and made before `beforeIso` (their job may have been lost). */
export function pendingDigests(db: Db, day: string, beforeIso: string): Promise<DigestKey[]> {
  return db
    .selectFrom('alert_digests')
    .select(['user_id as userId', 'day'])
    .where('day', '=', day)
    .where('status', '=', 'pending')
    .where('created_at', '<', beforeIso)
    .execute();
}

/** The buyer whose opt-out link carries the token of SHA-256 `hash`, if any. */
export async function userOfStopToken(db: Db, hash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('alert_digests')
    .select('user_id')
    .where('stop_token_hash', '=', hash)
    .executeTakeFirst();
  return row?.user_id;
}
