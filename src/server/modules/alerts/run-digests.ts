/**
 * The daily alert run (docs/alerts.md, issue 24 parts 2 and 5): for every
 * buyer whose alerts are on and who has none today, builds today's digest;
 * one with something to tell is stored (at most one a buyer a day: the
 * table's key) together with its searches' new "seen" mark, in one
 * transaction, and then queued to send. Today's digests still pending after
 * ten minutes (a server stopped between the two) are queued again; sending
 * takes each exactly once (send-digest.ts), so a second queueing is harmless.
 * Two servers running it at once make each digest once.
 *
 * At scale (issue 42 part 4: 100,000 buyers, 3 searches each, a million
 * listings) buyers go BATCH at a time: whether they have today's digest,
 * their last digest's time, their searches, their price drops and the cars
 * shown are one query each for the batch, and the batch's digests and marks
 * one transaction (the key still decides, buyer by buyer, whose is stored).
 * The day's new cars for sale are read once, at the run's start, and each
 * distinct search (the same criteria and "seen" mark: build-digest.ts) is
 * matched against them in memory (fresh-listings.ts); only a search whose
 * mark is older than those asks the database, with the search page's own
 * query. SEARCHES_AT_ONCE are found at a time, so the run holds at most that
 * many of the pool's connections (the requests keep the rest), with a turn
 * of the event loop before each (SQLite answers synchronously: without it a
 * run would hold every request). Each batch's digests are queued once
 * stored (one insert), while the next batch is made.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import pLimit from 'p-limit';
import { istDate } from '#shared/ist.ts';
import type { Db } from '../../db/database.ts';
import { shortCarUrl } from '../status-card/status-card-text.ts';
import {
  type BuiltDigest,
  carsByIds,
  digestOf,
  type MatchesOf,
  newMatchesOf,
  shownIds,
} from './build-digest.ts';
import {
  alertRecipients,
  type DigestKey,
  digestsOn,
  insertDigests,
  lastDigestsAt,
  markSeen,
  pendingDigests,
  priceDropsOf,
  searchesToTell,
} from './digest.repository.ts';
import { freshListings } from './fresh-listings.ts';

export const ALERT_DIGEST_JOB = 'alert-digest';

/** 5 retries from a minute, doubling: WhatsApp's 5xx and 429 ride out about half an hour. */
export const ALERT_DIGEST_RETRY = { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true };

/** Buyers made together (a query each for their reads, one transaction for their digests). */
export const BATCH = 200;
/** Saved searches run at once (measured: docs/benchmarks.md#alerts-at-scale-issue-42-part-4). */
export const SEARCHES_AT_ONCE = 4;
const DAY_MS = 86_400_000;

export interface DigestRunDeps {
  db: Db;
  publicUrl: string;
  /**
   * Queues the digests made, a batch at a time: the job queue's `sendMany`
   * (jobs/job-queue.ts; absent: the caller sends them itself).
   */
  queue?: {
    sendMany(
      name: string,
      items: object[],
      policy: { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean },
    ): Promise<void>;
  };
  now?: () => Date;
  /** Buyers a batch (default BATCH; tests take a few to cross batches). */
  batchSize?: number;
}

/** Makes today's digests; answers the ones made or found pending (to send). */
export async function runDigests(deps: DigestRunDeps): Promise<DigestKey[]> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const run = {
    day: istDate(now),
    nowIso: now.toISOString(),
    firstSince: new Date(now.getTime() - DAY_MS).toISOString(),
  };
  const buyers = (await alertRecipients(db)).map((r) => r.userId);
  const made: DigestKey[] = [];
  const size = deps.batchSize ?? BATCH;
  const matchesOf = newMatchesOf(db, await freshListings(db));
  // A batch's digests are queued while the next batch is made (one batch's queueing at a time;
  // its failure is the run's, when awaited).
  let queueing: Promise<void> = Promise.resolve();
  try {
    for (let i = 0; i < buyers.length; i += size) {
      const keys = await makeBatch(deps, buyers.slice(i, i + size), { ...run, matchesOf });
      made.push(...keys);
      await queueing;
      queueing = queueAll(deps, keys);
      queueing.catch(() => {});
    }
  } finally {
    await queueing;
  }
  const madeNow = new Set(made.map((k) => k.userId));
  const stale = (
    await pendingDigests(db, run.day, new Date(now.getTime() - 10 * 60_000).toISOString())
  ).filter((k) => !madeNow.has(k.userId));
  await queueAll(deps, stale);
  return [...made, ...stale];
}

/** One batch of buyers' digests made and stored; answers the keys stored. */
async function makeBatch(
  deps: DigestRunDeps,
  userIds: number[],
  run: { day: string; nowIso: string; firstSince: string; matchesOf: MatchesOf },
): Promise<DigestKey[]> {
  const { db, publicUrl } = deps;
  const done = await digestsOn(db, userIds, run.day);
  const todo = userIds.filter((u) => !done.has(u));
  if (todo.length === 0) return [];
  const [last, searches] = await Promise.all([lastDigestsAt(db, todo), searchesToTell(db, todo)]);
  const since = new Map(todo.map((u) => [u, last.get(u) ?? run.firstSince]));
  const drops = await priceDropsOf(db, since, (rand) => shortCarUrl(publicUrl, rand));
  const limit = pLimit(SEARCHES_AT_ONCE);
  const matches = await Promise.all(
    searches.map((search) =>
      limit(async () => {
        await nextTurn();
        return { search, ids: await run.matchesOf(search) };
      }),
    ),
  );
  const cars = await carsByIds(
    db,
    [...new Set(matches.flatMap((m) => shownIds(m.ids)))],
    publicUrl,
  );
  const byBuyer = Map.groupBy(matches, (m) => m.search.userId);
  const digests: { key: DigestKey; built: BuiltDigest }[] = [];
  for (const userId of todo) {
    const built = digestOf(byBuyer.get(userId) ?? [], cars, drops.get(userId) ?? []);
    if (built) digests.push({ key: { userId, day: run.day }, built });
  }
  if (digests.length === 0) return [];
  const stored = await db.transaction().execute(async (trx) => {
    const inserted = await insertDigests(
      trx,
      digests.map((d) => ({ key: d.key, content: JSON.stringify(d.built.content) })),
      run.nowIso,
    );
    await markSeen(
      trx,
      digests.filter((d) => inserted.has(d.key.userId)).flatMap((d) => d.built.seen),
    );
    return inserted;
  });
  return digests.filter((d) => stored.has(d.key.userId)).map((d) => d.key);
}

/** Queues `keys` to send (one insert), when the run has a queue. */
async function queueAll(deps: DigestRunDeps, keys: DigestKey[]): Promise<void> {
  await deps.queue?.sendMany(ALERT_DIGEST_JOB, keys, ALERT_DIGEST_RETRY);
}
