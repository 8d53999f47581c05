/**
 * The operators' actions (issue 25 part 2, docs/moderation.md#console): hide
 * and restore a car, block and unblock a mobile. Each runs in one
 * transaction with its audit row (who, what, why, before and after); a
 * refused action changes nothing and writes nothing.
 */
import { maskMobile } from '#shared/format.ts';
import { MSG } from '#shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeTokensOfMobile } from '../auth/accounts.repository.ts';
import { deleteBlock, findBlock, insertBlock } from '../blocks/blocked-mobiles.repository.ts';
import { resolveFlag } from '../duplicates/flags.repository.ts';
import { unsoldNumberTaken } from '../listings/listings.repository.ts';
import { auditFor, type Operator } from './audit.repository.ts';

import {
  closeReports,
  findModeratedListing,
  flaggedListing,
  hideCarsOfMobile,
  hideListing,
  showCarsOfMobile,
  showListing,
} from './moderation.repository.ts';

/** Hides car `rand` from buyers (sold: 409; unknown: 404); closes its open reports as 'hidden'. */
export async function hideCar(db: Db, op: Operator, rand: string, reason: string, now: Date) {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const car = await findModeratedListing(trx, rand);
    if (!car) throw new AppError(404, MSG.carNotFound);
    if (car.status === 'Sold') throw new AppError(409, MSG.carSold);
    await hideListing(trx, car.id, 'operator', nowIso);
    const closed = await closeReports(trx, car.id, 'hidden', op.userId, nowIso);
    await auditFor(
      trx,
      op,
      nowIso,
    )({
      action: 'listing.hide',
      subject: `listing:${rand}`,
      reason,
      before: { status: car.status, hidden: car.hidden_reason },
      after: { status: 'Hidden', hidden: 'operator', reportsClosed: closed },
    });
  });
}

/**
 * Shows hidden car `rand` to buyers again and dismisses its open reports
 * (not hidden: 409; its number for sale in another listing: 409).
 */
export async function restoreCar(db: Db, op: Operator, rand: string, reason: string, now: Date) {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const car = await findModeratedListing(trx, rand);
    if (!car) throw new AppError(404, MSG.carNotFound);
    if (car.status === 'Sold') throw new AppError(409, MSG.carSold);
    if (car.status === 'Hidden' && (await unsoldNumberTaken(trx, car.car_number, car.id))) {
      throw new AppError(409, MSG.vehicleAlreadyListed);
    }
    await showListing(trx, car.id, nowIso);
    const closed = await closeReports(trx, car.id, 'dismissed', op.userId, nowIso);
    await auditFor(
      trx,
      op,
      nowIso,
    )({
      action: car.status === 'Hidden' ? 'listing.restore' : 'reports.dismiss',
      subject: `listing:${rand}`,
      reason,
      before: { status: car.status, hidden: car.hidden_reason },
      after: { status: 'UnSold', hidden: null, reportsClosed: closed },
    });
  });
}

/**
 * Blocks `mobile`: it cannot sign in, send leads or report, its sessions
 * end, and its cars for sale are hidden. An operator cannot block
 * themselves (400); blocked already: 409.
 */
export async function blockMobile(db: Db, op: Operator, mobile: string, reason: string, now: Date) {
  if (mobile === op.mobile) throw new AppError(400, MSG.cannotBlockSelf);
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await insertBlock(trx, { mobile, reason, blockedBy: op.userId, nowIso }))) {
      throw new AppError(409, MSG.alreadyBlocked);
    }
    await revokeTokensOfMobile(trx, mobile, nowIso);
    const hidden = await hideCarsOfMobile(trx, mobile, nowIso);
    await auditFor(
      trx,
      op,
      nowIso,
    )({
      action: 'mobile.block',
      subject: `mobile:${maskMobile(mobile)}`,
      reason,
      before: { blocked: false },
      after: { blocked: true, carsHidden: hidden },
    });
  });
}

/**
 * Closes open duplicate flag `id` (404 when there is none): dismissed, or
 * with `hide` the flagged car is hidden too; one audit row either way.
 */
export async function closeFlag(
  db: Db,
  op: Operator,
  flag: { id: number; hide: boolean; reason: string },
  now: Date,
) {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const listing = await flaggedListing(trx, flag.id);
    if (!listing) throw new AppError(404, MSG.flagNotFound);
    if (flag.hide && listing.status !== 'Sold') {
      await hideListing(trx, listing.id, 'operator', nowIso);
    }
    await resolveFlag(trx, flag.id, op.userId, flag.hide ? 'hidden' : 'dismissed', now);
    await auditFor(
      trx,
      op,
      nowIso,
    )({
      action: flag.hide ? 'flag.hide' : 'flag.dismiss',
      subject: `flag:${flag.id}`,
      reason: flag.reason,
      before: { listing: listing.rand, status: listing.status },
      after: { resolution: flag.hide ? 'hidden' : 'dismissed' },
    });
  });
}

/** Unblocks `mobile` and shows again the cars its block hid (not blocked: 404). */
export async function unblockMobile(
  db: Db,
  op: Operator,
  mobile: string,
  reason: string,
  now: Date,
) {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const block = await findBlock(trx, mobile);
    if (!block || !(await deleteBlock(trx, mobile))) throw new AppError(404, MSG.notBlocked);
    const shown = await showCarsOfMobile(trx, mobile, nowIso);
    await auditFor(
      trx,
      op,
      nowIso,
    )({
      action: 'mobile.unblock',
      subject: `mobile:${maskMobile(mobile)}`,
      reason,
      before: { blocked: true, reason: block.reason },
      after: { blocked: false, carsShown: shown },
    });
  });
}
