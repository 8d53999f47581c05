/**
 * Dealers in the console (issue 25 part 2, docs/moderation.md#banners-and-dealers):
 * find, add, edit, deactivate and reactivate. Deactivating hides the
 * dealer's cars for sale (hidden_reason 'dealer') and its mobile stops being
 * a dealer's (no workspace, no import); reactivating shows again the cars it
 * hid. Each change runs in one transaction with its audit row; a refused one
 * changes nothing.
 */
import { MSG } from '#shared/messages.ts';
import type { ConsoleDealer, DealerForm } from '#shared/schemas/console-content.ts';
import { containsText } from '../../db/contains-text.ts';
import type { Db } from '../../db/database.ts';
import { newRand } from '../../db/random-ids.ts';
import { AppError } from '../../http/app-error.ts';
import { teamOfMobile } from '../dealer-team/dealer-team.repository.ts';
import { unsoldNumberTaken } from '../listings/listings.repository.ts';
import { auditFor, type Operator } from './audit.repository.ts';
import { hideListing, showListing } from './moderation.repository.ts';

/**
 * A page of the dealers whose firm name or mobile contains `q` (any letter
 * case; all of them when `q` is blank), newest first: up to `limit`, older
 * than dealer `before` when given (a keyset seek on the id). `nextBefore` is
 * the last one's id when more follow, else null.
 */
export async function consoleDealers(
  db: Db,
  q: string | undefined,
  limit: number,
  before?: number,
): Promise<{ dealers: ConsoleDealer[]; nextBefore: number | null }> {
  let query = db
    .selectFrom('dealers as d')
    .innerJoin('states as s', 's.id', 'd.state_id')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .select([
      'd.id',
      'd.firm_name',
      'd.mobile',
      'd.mobile2',
      'd.address',
      'd.state_id',
      'd.city_id',
      'd.gps_link',
      'd.deactivated_at',
      's.name as state',
      'c.name as city',
    ])
    .select((eb) =>
      eb
        .selectFrom('listings as l')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('l.dealer_id', '=', 'd.id')
        .where('l.status', '=', 'UnSold')
        .as('cars'),
    );
  if (q) {
    query = query.where((eb) =>
      eb.or([containsText('d.firm_name', q), containsText('d.mobile', q)]),
    );
  }
  if (before !== undefined) query = query.where('d.id', '<', before);
  const rows = await query
    .orderBy('d.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const dealers = page.map((r) => ({
    id: r.id,
    firm_name: r.firm_name,
    mobile: r.mobile,
    mobile2: r.mobile2,
    address: r.address,
    state_id: r.state_id,
    city_id: r.city_id,
    Place: `${r.city}, ${r.state}`,
    gps_link: r.gps_link,
    Active: r.deactivated_at === null,
    Cars: Number(r.cars ?? 0),
  }));
  return { dealers, nextBefore: rows.length > limit && last ? last.id : null };
}

/** 400 unless `cityId` is a city of state `stateId`. */
async function checkPlace(db: Db, stateId: number, cityId: number) {
  const city = await db
    .selectFrom('cities')
    .select('id')
    .where('id', '=', cityId)
    .where('state_id', '=', stateId)
    .executeTakeFirst();
  if (!city) throw new AppError(400, 'city_id: Select a city of the chosen state');
}

/**
 * 409 when a dealer other than `exceptId` has `mobile`, or a dealership's
 * team holds it (a mobile belongs to one dealership: docs/decisions/040-dealer-team.md).
 */
async function checkMobileFree(db: Db, mobile: string, exceptId?: number) {
  let q = db.selectFrom('dealers').select('id').where('mobile', '=', mobile);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new AppError(409, MSG.dealerMobileTaken);
  if ((await teamOfMobile(db, mobile)) !== undefined) {
    throw new AppError(409, MSG.staffMobileElsewhere);
  }
}

const dealerRow = (form: DealerForm) => ({
  firm_name: form.firm_name,
  mobile: form.mobile,
  mobile2: form.mobile2 ?? null,
  address: form.address,
  state_id: form.state_id,
  city_id: form.city_id,
  gps_link: form.gps_link ?? null,
});

/** Adds a dealer (its mobile taken by another: 409); answers its id. */
export async function addDealer(db: Db, op: Operator, form: DealerForm, now: Date) {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await checkPlace(trx, form.state_id, form.city_id);
    await checkMobileFree(trx, form.mobile);
    const row = dealerRow(form);
    const { id } = await trx
      .insertInto('dealers')
      .values({ ...row, rand: newRand(), created_at: nowIso })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditFor(
      trx,
      op,
      nowIso,
    )({
      action: 'dealer.add',
      subject: `dealer:${id}`,
      reason: 'Added a dealer',
      after: row,
    });
    return id;
  });
}

async function dealerOr404(db: Db, id: number) {
  const row = await db.selectFrom('dealers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, MSG.dealerNotFound);
  return row;
}

/**
 * Rewrites dealer `id` from `form`; its cars move to its new place (a
 * dealer's car is where its dealer is) and their pages show the new details.
 */
export async function editDealer(db: Db, op: Operator, id: number, form: DealerForm, now: Date) {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await dealerOr404(trx, id);
    await checkPlace(trx, form.state_id, form.city_id);
    await checkMobileFree(trx, form.mobile, id);
    const row = dealerRow(form);
    await trx.updateTable('dealers').set(row).where('id', '=', id).execute();
    await trx
      .updateTable('listings')
      .set({
        state_id: row.state_id,
        city_id: row.city_id,
        address: row.address,
        updated_at: nowIso,
      })
      .where('dealer_id', '=', id)
      .execute();
    const changed = Object.fromEntries(
      Object.entries(row).filter(([k, v]) => before[k as keyof typeof row] !== v),
    );
    await auditFor(
      trx,
      op,
      nowIso,
    )({
      action: 'dealer.edit',
      subject: `dealer:${id}`,
      reason: 'Edited the details',
      before: Object.fromEntries(
        Object.keys(changed).map((k) => [k, before[k as keyof typeof row]]),
      ),
      after: changed,
    });
  });
}

/**
 * Deactivates dealer `id` (`active` false: its cars for sale are hidden,
 * 'dealer', and its mobile is no longer a dealer's) or reactivates it
 * (`active` true: the cars its deactivation hid are shown again, not one
 * whose number another listing sells meanwhile); already so: 409.
 */
export async function setDealerActive(
  db: Db,
  op: Operator,
  change: { id: number; active: boolean; reason: string },
  now: Date,
) {
  const nowIso = now.toISOString();
  const { id, active } = change;
  await db.transaction().execute(async (trx) => {
    const dealer = await dealerOr404(trx, id);
    if ((dealer.deactivated_at === null) === active) {
      throw new AppError(409, active ? MSG.dealerActiveAlready : MSG.dealerInactiveAlready);
    }
    await trx
      .updateTable('dealers')
      .set({ deactivated_at: active ? null : nowIso })
      .where('id', '=', id)
      .execute();
    let its = trx
      .selectFrom('listings')
      .select(['id', 'rand', 'car_number'])
      .where('dealer_id', '=', id)
      .where('status', '=', active ? 'Hidden' : 'UnSold');
    if (active) its = its.where('hidden_reason', '=', 'dealer');
    const cars = await its.execute();
    const moved: string[] = [];
    for (const car of cars) {
      if (!active) await hideListing(trx, car.id, 'dealer', nowIso);
      else if (await unsoldNumberTaken(trx, car.car_number, car.id)) continue;
      else await showListing(trx, car.id, nowIso);
      moved.push(car.rand);
    }
    await auditFor(
      trx,
      op,
      nowIso,
    )({
      action: active ? 'dealer.reactivate' : 'dealer.deactivate',
      subject: `dealer:${id}`,
      reason: change.reason,
      before: { active: !active },
      after: active ? { active, carsShown: moved } : { active, carsHidden: moved },
    });
  });
}
