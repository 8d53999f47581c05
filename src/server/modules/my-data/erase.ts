/**
 * Erasure: Delete Account (issue 44 part 4; docs/privacy.md#erasure). In
 * one transaction, every table's rows of the account (account-tables.ts)
 * are deleted or, where someone else keeps a record, anonymised:
 *
 * - its cars go with their photos (rows now, files after the commit),
 *   leads received, wishlist entries and stored pages (deleteListingRows);
 * - the leads it sent stay with their sellers without its name, mobile and
 *   the notes written on them, each with an 'erased' event: the notice in
 *   the seller's Enquiries inbox;
 * - its reports of other cars stay for moderation without who sent them;
 * - a place in a dealership's team is left (open leads go back to the
 *   owner) and the team's row keeps neither name nor mobile;
 * - everything else (profile, nominee, wishlist, saved searches, alerts,
 *   consents, grievances, sign-ins, codes, counts, queued messages) is
 *   deleted, and the account itself last, which signs it out everywhere.
 *
 * Kept, as docs/privacy.md#erasure lists: a block on the mobile (abuse),
 * the operators' audit (mobiles masked) and ids without a person behind
 * them. A mobile that runs a dealership is refused (409, MSG.eraseDealerOwner):
 * the dealership is closed by an operator first.
 */
import { sql } from 'kysely';
import { MSG } from '#shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { deletePhotoFiles } from '../../photos/listing-photo-files.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { returnOpenLeads } from '../dealer-team/dealer-team.repository.ts';
import { deleteListingRows } from '../listings/listings.repository.ts';
import { removeLeadNotes } from '../retention/retention.ts';

/** What an erasure did: cars deleted, leads sent that were anonymised. */
export interface Erasure {
  carsDeleted: number;
  leadsAnonymised: number;
}

/** Tables whose rows name the account by `user_id`, deleted outright. */
const BY_USER = [
  'favourites',
  'saved_searches',
  'alert_digests',
  'alert_consents',
  'follow_up_consents',
  'consent_records',
  'grievances',
  'nominees',
  'breach_recipients',
  'access_tokens',
  'account_usage',
  'profiles',
] as const;

/** Tables whose rows name the account by `mobile`, deleted outright. */
const BY_MOBILE = ['otp_challenges', 'login_tickets', 'otp_mobiles'] as const;

/**
 * Erases user `userId` at `now`; 409 when their mobile runs a dealership.
 * Photo files are deleted after the commit (a failure there leaves files
 * no row names, which the photo purge does not need to know about).
 */
export async function eraseAccount(
  deps: { db: Db; photoStorage: PhotoStorage },
  userId: number,
  now: Date,
): Promise<Erasure> {
  const nowIso = now.toISOString();
  const { keyBases, ...erasure } = await deps.db.transaction().execute(async (trx) => {
    const { mobile } = await trx
      .selectFrom('users')
      .select('mobile')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const dealer = await trx
      .selectFrom('dealers')
      .select('id')
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    if (dealer) throw new AppError(409, MSG.eraseDealerOwner);

    const cars = await trx
      .selectFrom('listings')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    const keyBases: string[] = [];
    for (const car of cars) keyBases.push(...(await deleteListingRows(trx, car.id)));

    const leadsAnonymised = await anonymiseLeadsSent(trx, mobile, nowIso);
    await trx
      .updateTable('listing_reports')
      .set({ reporter_mobile: sql<string>`'erased:' || ${sql.ref('id')}`, reporter_user_id: null })
      .where((eb) =>
        eb.or([eb('reporter_mobile', '=', mobile), eb('reporter_user_id', '=', userId)]),
      )
      .execute();
    await leaveTeams(trx, mobile, nowIso);

    for (const table of BY_USER)
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    for (const table of BY_MOBILE)
      await trx.deleteFrom(table).where('mobile', '=', mobile).execute();
    // Messages still waiting to go to (or about) the person; a running one finishes.
    await trx
      .deleteFrom('jobs')
      .where('state', '<>', 'active')
      .where('data', 'like', `%${mobile}%`)
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { carsDeleted: cars.length, leadsAnonymised, keyBases };
  });
  await deletePhotoFiles(deps.photoStorage, keyBases);
  return erasure;
}

/** Empties the name, mobile and notes of the leads `mobile` sent; an 'erased' event on each. */
async function anonymiseLeadsSent(db: Db, mobile: string, nowIso: string): Promise<number> {
  const leads = await db.selectFrom('leads').select('id').where('mobile', '=', mobile).execute();
  if (leads.length === 0) return 0;
  const ids = leads.map((l) => l.id);
  while (
    (await removeLeadNotes(db, db.selectFrom('leads').select('id').where('id', 'in', ids))) > 0
  );
  await db
    .updateTable('leads')
    .set({ name: '', mobile: '', last_note: null })
    .where('id', 'in', ids)
    .execute();
  await db
    .insertInto('lead_events')
    .values(
      ids.map((id) => ({
        lead_id: id,
        actor_user_id: null,
        kind: 'erased' as const,
        detail: '{}',
        created_at: nowIso,
      })),
    )
    .execute();
  return ids.length;
}

/** Takes `mobile` out of every dealership team (open leads back to the owner), name and mobile blanked. */
async function leaveTeams(db: Db, mobile: string, nowIso: string): Promise<void> {
  const places = await db
    .selectFrom('dealer_staff')
    .select('id')
    .where('mobile', '=', mobile)
    .execute();
  for (const place of places) {
    await returnOpenLeads(db, place.id);
    await db
      .updateTable('dealer_staff')
      .set({
        name: '',
        mobile: sql<string>`'erased:' || ${sql.ref('id')}`,
        removed_at: sql<string>`coalesce(${sql.ref('removed_at')}, ${nowIso})`,
        updated_at: nowIso,
      })
      .where('id', '=', place.id)
      .execute();
  }
}
