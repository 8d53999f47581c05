/**
 * Speed to lead (issue 43 part 4; docs/decisions/041-lead-work.md): how
 * long a dealership's leads wait for their first contact (a Call or
 * WhatsApp tapped in CarSetu, or a stage change): each person's median over
 * the last 7 days and the open leads nobody has contacted, for the
 * workspace; and each dealer's median over 30 days, kept hourly in
 * dealers.reply_minutes once 10 leads were contacted and when it is an hour
 * or less (rounded up to 5 minutes), for the car pages' "Usually replies
 * within N minutes".
 */
import type { Db } from '../../db/database.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The workspace's window, days. */
export const SPEED_WINDOW_DAYS = 7;
/** The car pages' window, days, and how many contacted leads it needs. */
export const REPLY_WINDOW_DAYS = 30;
export const REPLY_MIN_LEADS = 10;
/** A dealer slower than this says nothing (the line is about minutes). */
export const REPLY_MAX_MINUTES = 60;

/** What the car page says for a median of `m` minutes: rounded up to 5 (at least 5), a true "within". */
export const shownMinutes = (m: number) => Math.max(5, Math.ceil(m / 5) * 5);

/** The median of `xs` (sorted here), rounded up to whole minutes; null when empty. */
export function medianMinutes(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const m = s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
  return Math.max(0, Math.ceil(m / MINUTE_MS));
}

/** Dealership `dealerId`'s firm name and its team's rows (removed people too), in id order. */
export async function firmAndTeam(
  db: Db,
  dealerId: number,
): Promise<{ firmName: string; team: { id: number; name: string; removed_at: string | null }[] }> {
  const [dealer, team] = await Promise.all([
    db
      .selectFrom('dealers')
      .select('firm_name')
      .where('id', '=', dealerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dealer_staff')
      .select(['id', 'name', 'removed_at'])
      .where('dealer_id', '=', dealerId)
      .orderBy('id')
      .execute(),
  ]);
  return { firmName: dealer.firm_name, team };
}

/**
 * Whom a table of each person's figures lists: the owner first (id 0, named
 * as the firm: the leads of nobody are theirs), then the active team, then
 * anyone removed who `held` a lead of the figures.
 */
export function listedPeople(
  firmName: string,
  team: { id: number; name: string; removed_at: string | null }[],
  held: (staffId: number) => boolean,
): { id: number; name: string }[] {
  return [
    { id: 0, name: firmName },
    ...team.filter((s) => s.removed_at === null || held(s.id)),
  ].map(({ id, name }) => ({ id, name }));
}

/** One person's figures (id 0: the owner, holding the leads of nobody). */
export interface PersonSpeed {
  id: number;
  Name: string;
  /** Leads given to them in the window. */
  Leads: number;
  /** Of those, contacted. */
  Contacted: number;
  /** Median minutes from the lead to its first contact; null when none was contacted. */
  MedianMinutes: number | null;
}

/**
 * Dealer `dealerId`'s speed to lead at `now`: each person of the team
 * (the owner first, then the active team, then anyone removed who held a
 * lead in the window) over the last SPEED_WINDOW_DAYS days, and how many of
 * its open leads (any age) nobody has contacted.
 */
export async function speedToLead(
  db: Db,
  dealerId: number,
  now: Date,
): Promise<{ Since: string; People: PersonSpeed[]; NotContacted: number }> {
  const since = new Date(now.getTime() - SPEED_WINDOW_DAYS * DAY_MS).toISOString();
  const [{ firmName, team }, leads, notContacted] = await Promise.all([
    firmAndTeam(db, dealerId),
    db
      .selectFrom('leads')
      .select(['assignee_staff_id', 'created_at', 'first_contact_at'])
      .where('dealer_id', '=', dealerId)
      .where('created_at', '>=', since)
      .execute(),
    db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dealer_id', '=', dealerId)
      .where('first_contact_at', 'is', null)
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
  ]);
  const waits = new Map<number, { leads: number; minutes: number[] }>();
  for (const l of leads) {
    const key = l.assignee_staff_id ?? 0;
    const w = waits.get(key) ?? { leads: 0, minutes: [] };
    w.leads += 1;
    if (l.first_contact_at)
      w.minutes.push(Date.parse(l.first_contact_at) - Date.parse(l.created_at));
    waits.set(key, w);
  }
  const person = (id: number, Name: string): PersonSpeed => {
    const w = waits.get(id);
    return {
      id,
      Name,
      Leads: w?.leads ?? 0,
      Contacted: w?.minutes.length ?? 0,
      MedianMinutes: medianMinutes(w?.minutes ?? []),
    };
  };
  return {
    Since: since,
    People: listedPeople(firmName, team, (id) => waits.has(id)).map((p) => person(p.id, p.name)),
    NotContacted: Number(notContacted.n),
  };
}

/**
 * Sets every dealer's reply_minutes at `now`: the median minutes to first
 * contact of its leads of the last REPLY_WINDOW_DAYS days rounded up to 5,
 * when at least REPLY_MIN_LEADS were contacted and the median is at most
 * REPLY_MAX_MINUTES; null otherwise. Answers how many dealers
 * show one.
 */
export async function refreshReplyTimes(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('leads')
    .select(['dealer_id', 'created_at', 'first_contact_at'])
    .where('dealer_id', 'is not', null)
    .where('created_at', '>=', since)
    .where('first_contact_at', 'is not', null)
    .execute();
  const byDealer = new Map<number, number[]>();
  for (const r of rows) {
    if (r.dealer_id === null || r.first_contact_at === null) continue;
    const xs = byDealer.get(r.dealer_id) ?? [];
    xs.push(Date.parse(r.first_contact_at) - Date.parse(r.created_at));
    byDealer.set(r.dealer_id, xs);
  }
  const shown = new Map<number, number>();
  for (const [dealerId, xs] of byDealer) {
    const m = xs.length >= REPLY_MIN_LEADS ? medianMinutes(xs) : null;
    if (m !== null && m <= REPLY_MAX_MINUTES) shown.set(dealerId, shownMinutes(m));
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('dealers')
      .set({ reply_minutes: null })
      .where('reply_minutes', 'is not', null)
      .execute();
    for (const [dealerId, minutes] of shown) {
      await trx
        .updateTable('dealers')
        .set({ reply_minutes: minutes })
        .where('id', '=', dealerId)
        .execute();
    }
  });
  return shown.size;
}
