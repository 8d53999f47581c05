/**
 * Whose a listing is (docs/decisions/006-seller-listings.md,
 * docs/decisions/025-dealer-workspace.md): the user who listed it
 * (`user_id`), or a dealer registered with that user's mobile
 * (`dealer_id`). Every seller lookup of one car filters with this rule, so
 * a dealer edits and photographs their dealership's stock with the same
 * routes as a private seller, and nobody else's.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Ids of the active dealers registered with user `userId`'s mobile, as a
 * subquery (a deactivated dealer's cars are no longer its mobile's to manage).
 */
export const dealerIdsOf = (db: Db, userId: number) =>
  db
    .selectFrom('dealers as d')
    .innerJoin('users as u', 'u.mobile', 'd.mobile')
    .select('d.id')
    .where('u.id', '=', userId)
    .where('d.deactivated_at', 'is', null);

/** A `where` on `listings` (not aliased): the listing is user `userId`'s. */
export const ownedBy = (db: Db, userId: number) => (eb: ExpressionBuilder<Database, 'listings'>) =>
  eb.or([eb('user_id', '=', userId), eb('dealer_id', 'in', dealerIdsOf(db, userId))]);

/** The same `where` on listings aliased `l`. */
export const ownedByAsL =
  (db: Db, userId: number) => (eb: ExpressionBuilder<{ l: Database['listings'] }, 'l'>) =>
    eb.or([eb('l.user_id', '=', userId), eb('l.dealer_id', 'in', dealerIdsOf(db, userId))]);
