/**
 * The daily alert run (docs/alerts.md, issue 24 parts 2 and 5): for every
 * buyer whose alerts are on and who has none today, builds today's digest;
 * one with something to tell is stored (at most one a buyer a day: the
 * table's key) together with its searches' new "seen" mark, in one
 * transaction, and then queued to send. Today's digests still pending after
 * ten minutes (a server stopped between the two) are queued again; sending
 * takes each exactly once (send-digest.ts), so a second queueing is harmless.
 * Two servers running it at once make each digest once.
 */
import { istDate } from '#shared/ist.ts';
import type { Db } from '../../db/database.ts';
import { buildDigest } from './build-digest.ts';
import {
  alertRecipients,
  type DigestKey,
  hasDigest,
  insertDigest,
  lastDigestAt,
  pendingDigests,
} from './digest.repository.ts';

export const ALERT_DIGEST_JOB = 'alert-digest';

/** 5 retries from a minute, doubling: WhatsApp's 5xx and 429 ride out about half an hour. */
export const ALERT_DIGEST_RETRY = { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true };

const DAY_MS = 86_400_000;

export interface DigestRunDeps {
  db: Db;
  publicUrl: string;
  /**
   * Queues each digest made, as the job queue's `send` (jobs/job-queue.ts;
   * absent: the caller sends them itself).
   */
  queue?: {
    send(
      name: string,
      data: object,
      policy: { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean },
    ): Promise<string>;
  };
  now?: () => Date;
}

/** Makes today's digests; answers the ones made or found pending (to send). */
export async function runDigests(deps: DigestRunDeps): Promise<DigestKey[]> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const day = istDate(now);
  const nowIso = now.toISOString();
  const made: DigestKey[] = [];
  for (const { userId } of await alertRecipients(db)) {
    const key = { userId, day };
    if (await hasDigest(db, key)) continue;
    const sinceIso =
      (await lastDigestAt(db, userId)) ?? new Date(now.getTime() - DAY_MS).toISOString();
    const built = await buildDigest(db, userId, { publicUrl: deps.publicUrl, sinceIso });
    if (!built) continue;
    const stored = await db.transaction().execute(async (trx) => {
      if (!(await insertDigest(trx, key, JSON.stringify(built.content), nowIso))) return false;
      for (const s of built.seen) {
        await trx
          .updateTable('saved_searches')
          .set({ seen_listing_id: s.listingId })
          .where('id', '=', s.id)
          .where('seen_listing_id', '<', s.listingId)
          .execute();
      }
      return true;
    });
    if (stored) made.push(key);
  }
  const stale = await pendingDigests(db, day, new Date(now.getTime() - 10 * 60_000).toISOString());
  const toSend = [...made, ...stale.filter((k) => !made.some((m) => m.userId === k.userId))];
  if (deps.queue) {
    for (const key of toSend) await deps.queue.send(ALERT_DIGEST_JOB, key, ALERT_DIGEST_RETRY);
  }
  return toSend;
}
