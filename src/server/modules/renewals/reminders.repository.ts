/**
 * "Is it still for sale?" reminders (issue 25 part 3,
 * docs/moderation.md#fresh-listings): the private sellers' cars due one, and
 * the reminder rows (one a listing, renewal and lead time; migration 0018).
 */
import type { Db } from '../../db/database.ts';

/**
 * Private sellers' cars for sale that expire within `days` days of `nowIso`
 * (renewed before `dueBeforeIso`, after `stillLiveAfterIso`) and have no
 * reminder for this renewal and lead time: id, title parts, renewal, mobile.
 */
export async function carsDueReminder(
  db: Db,
  range: { dueBeforeIso: string; stillLiveAfterIso: string; days: number },
  limit: number,
) {
  return db
    .selectFrom('listings as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .select([
      'l.id',
      'l.rand',
      'l.model_year',
      'mk.name as make_name',
      'md.name as model_name',
      'l.renewed_at',
      'u.mobile',
      'u.lang',
    ])
    .where('l.status', '=', 'UnSold')
    .where('l.dealer_id', 'is', null)
    .where('l.renewed_at', '<', range.dueBeforeIso)
    .where('l.renewed_at', '>', range.stillLiveAfterIso)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('renewal_reminders as r')
            .select('r.listing_id')
            .whereRef('r.listing_id', '=', 'l.id')
            .whereRef('r.renewed_at', '=', 'l.renewed_at')
            .where('r.days_before', '=', range.days),
        ),
      ),
    )
    .orderBy('l.renewed_at')
    .limit(limit)
    .execute();
}

/** Claims the reminder (listing, renewal, lead time); false when another run has it. */
export async function claimReminder(
  db: Db,
  row: { listingId: number; renewedAt: string; days: number; tokenHash: string; nowIso: string },
): Promise<boolean> {
  const result = await db
    .insertInto('renewal_reminders')
    .values({
      listing_id: row.listingId,
      renewed_at: row.renewedAt,
      days_before: row.days,
      token_hash: row.tokenHash,
      status: 'sending',
      created_at: row.nowIso,
    })
    .onConflict((oc) => oc.columns(['listing_id', 'renewed_at', 'days_before']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Marks a claimed reminder 'sent' or 'failed'. */
export async function markReminder(
  db: Db,
  key: { listingId: number; renewedAt: string; days: number },
  status: 'sent' | 'failed',
): Promise<void> {
  await db
    .updateTable('renewal_reminders')
    .set({ status })
    .where('listing_id', '=', key.listingId)
    .where('renewed_at', '=', key.renewedAt)
    .where('days_before', '=', key.days)
    .execute();
}

/** The car a reminder link's token names: id, rand, status, its seller and title; or undefined. */
export async function carOfReminderToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('renewal_reminders as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .select([
      'l.id',
      'l.rand',
      'l.status',
      'l.hidden_reason',
      'l.model_year',
      'mk.name as make_name',
      'md.name as model_name',
    ])
    .where('r.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
