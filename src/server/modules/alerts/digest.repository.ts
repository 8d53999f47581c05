/**
 * Reads and writes of the daily alerts (migrations 0014 and 0015,
 * docs/alerts.md): who gets them, the wishlist's price drops, and each
 * digest row's life (pending -> sending -> sent, failed or skipped). A
 * digest's key is the buyer and the IST date; the primary key lets only one
 * exist, whichever server makes it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AlertDigestRow } from '../../db/tables/account-tables.ts';
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

/** When the buyer's last digest was made (ISO), or undefined before the first. */
export async function lastDigestAt(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('alert_digests')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** Whether the buyer has a digest for `day` already. */
export async function hasDigest(db: Db, key: DigestKey): Promise<boolean> {
  const row = await db
    .selectFrom('alert_digests')
    .select('user_id')
    .where('user_id', '=', key.userId)
    .where('day', '=', key.day)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The buyer's wishlisted cars for sale whose price is lower now than before
 * the first change after `sinceIso` (or after they were wishlisted, if later).
 */
export async function priceDropsFor(
  db: Db,
  userId: number,
  sinceIso: string,
  linkOf: (rand: string) => string,
): Promise<DigestDrop[]> {
  const rows = await db
    .selectFrom('favourites as f')
    .innerJoin('listings as l', 'l.id', 'f.listing_id')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .innerJoin('listing_prices as p', 'p.listing_id', 'l.id')
    .select([
      'l.id as id',
      'l.rand as rand',
      'l.price as price',
      'l.model_year as year',
      'mk.name as make',
      'md.name as model',
      'p.old_price as oldPrice',
      'p.changed_at as changedAt',
    ])
    .where('f.user_id', '=', userId)
    .where('l.status', '=', 'UnSold')
    .where('p.changed_at', '>', sinceIso)
    .where(sql<boolean>`p.changed_at > f.created_at`)
    .orderBy('l.id')
    .orderBy('p.changed_at')
    .orderBy('p.id')
    .execute();
  const drops: DigestDrop[] = [];
  const seen = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    if (Number(r.price) < Number(r.oldPrice)) {
      drops.push({
        title: `${r.year} ${r.make} ${r.model}`,
        oldPrice: Number(r.oldPrice),
        newPrice: Number(r.price),
        link: linkOf(r.rand),
      });
    }
  }
  return drops;
}

/** Stores a new pending digest; false when one for that buyer and day exists already. */
export async function insertDigest(
  db: Db,
  key: DigestKey,
  content: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .insertInto('alert_digests')
    .values({ user_id: key.userId, day: key.day, status: 'pending', content, created_at: nowIso })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
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

/** Messages taken to send on `day` (sending or sent): what the daily budget counts. */
export async function digestsSentOn(db: Db, day: string): Promise<number> {
  const row = await db
    .selectFrom('alert_digests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('day', '=', day)
    .where('status', 'in', ['sending', 'sent'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
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
