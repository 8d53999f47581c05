/**
 * The database side of bench/dealer-first-tap.ts: opens a build's SQLite file (its data folder),
 * chooses the demo dealer, writes the bench's leads of that dealer straight in (again before every
 * run), and finds a mobile's user id.
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Insertable } from 'kysely';
import type { LeadEventRow } from '../src/server/db/tables/lead-work-tables.ts';
import type { LeadRow } from '../src/server/db/tables/listing-tables.ts';
import { istDayStart } from '../src/shared/ist.ts';
import { LEAD_TYPE, leadRemarks } from '../src/shared/lead-wire.ts';

/** The bench's leads: mobiles 7000043000 to 7000043029, rewritten before every run. */
const LEAD_MOBILE_PREFIX = '70000430';
export const OVERDUE = 10;
export const DUE = 8;
export const NEW = 12;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BUYERS = [
  'Farhan Qureshi',
  'Priya Nair',
  'Rakesh Patel',
  'Sneha Kulkarni',
  'Arjun Mehta',
  'Kavita Joshi',
  'Imran Shaikh',
  'Deepa Iyer',
  'Vikram Singh',
  'Meera Desai',
  'Anil Chauhan',
  'Pooja Trivedi',
  'Suresh Reddy',
  'Nisha Bhatt',
  'Harpreet Kaur',
  'Manoj Yadav',
  'Ritu Agarwal',
  'Sanjay Gupta',
  'Fatima Khan',
  'Gaurav Shah',
  'Lakshmi Menon',
  'Rohit Verma',
  'Ayesha Siddiqui',
  'Naveen Rao',
  'Komal Parmar',
  'Dinesh Solanki',
  'Shalini Pillai',
  'Tushar Jadeja',
  'Bhavna Modi',
  'Kunal Thakkar',
];

const sqliteFileIn = (dataDir: string) => path.join(dataDir, 'carsetu.sqlite');

// ---- The dealer and its leads, straight in the database. ----

export interface Dealer {
  id: number;
  firmName: string;
  mobile: string;
  stateId: number;
  cityId: number;
  countryId: number;
  cars: { id: number; title: string }[];
}

function openDb(dataDir: string): DatabaseSync {
  const db = new DatabaseSync(sqliteFileIn(dataDir), { timeout: 10_000 });
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

/**
 * The active demo dealer with the most cars for sale (then the lowest id), with those cars, in the
 * database of `dataDir`; with `mobile`, that dealer (the same one in another build's database).
 */
export function chooseDealer(dataDir: string, mobile?: string): Dealer {
  const db = openDb(dataDir);
  try {
    const row = db
      .prepare(
        `select d.id, d.firm_name, d.mobile, d.state_id, d.city_id, s.country_id
         from dealers d
         join listings l on l.dealer_id = d.id and l.status = 'UnSold'
         join states s on s.id = d.state_id
         where d.deactivated_at is null and (? is null or d.mobile = ?)
         group by d.id
         order by count(l.id) desc, d.id
         limit 1`,
      )
      .get(mobile ?? null, mobile ?? null) as
      | {
          id: number;
          firm_name: string;
          mobile: string;
          state_id: number;
          city_id: number;
          country_id: number;
        }
      | undefined;
    if (!row)
      throw new Error(
        `no dealer${mobile ? ` ${mobile}` : ''} with cars for sale in ${sqliteFileIn(dataDir)}`,
      );
    const cars = db
      .prepare(
        `select l.id, l.model_year || ' ' || mk.name || ' ' || md.name as title
         from listings l join makes mk on mk.id = l.make_id join models md on md.id = l.model_id
         where l.dealer_id = ? and l.status = 'UnSold' order by l.id`,
      )
      .all(row.id) as { id: number; title: string }[];
    return {
      id: row.id,
      firmName: row.firm_name,
      mobile: row.mobile,
      stateId: row.state_id,
      cityId: row.city_id,
      countryId: row.country_id,
      cars,
    };
  } finally {
    db.close();
  }
}

/** A note of when the due leads fall, when the IST day is nearly over. */
export let dueNote: string | undefined;

/**
 * Writes the bench's leads of `dealer` again (the earlier ones and their events deleted), times
 * from now: OVERDUE with a follow-up yesterday (IST), DUE later today (IST), NEW without one; all
 * the owner's ('new', nobody assigned), each with its 'created' event and, with a follow-up, the
 * owner's 'update' that set it.
 */
export function writeLeads(dataDir: string, dealer: Dealer, ownerUserId: number): void {
  const now = Date.now();
  const dayStart = istDayStart(new Date(now)).getTime();
  const dayEnd = dayStart + DAY;
  const left = dayEnd - now;
  const dueFrom = now + Math.min(15 * 60_000, left / 3);
  const dueTo = dayEnd - Math.min(5 * 60_000, left / 10);
  dueNote =
    left < 20 * 60_000
      ? `the IST day ends in ${Math.round(left / 60_000)} min: the due leads may turn overdue during a run`
      : undefined;
  const iso = (t: number) => new Date(t).toISOString();
  const rows: { lead: Insertable<LeadRow>; followUpSetAt: string | null }[] = [];
  for (let i = 0; i < OVERDUE + DUE + NEW; i++) {
    const car = dealer.cars[i % dealer.cars.length];
    if (!car) throw new Error(`dealer ${dealer.id} has no cars`);
    let created: number;
    let followUp: number | null = null;
    if (i < OVERDUE) {
      created = dayStart - (2 + (i % 4)) * DAY + (10 + i) * HOUR;
      followUp = dayStart - DAY + (10 + i) * HOUR; // yesterday, 10:00 to 19:00 IST
    } else if (i < OVERDUE + DUE) {
      const k = i - OVERDUE;
      created = dayStart - (1 + (k % 3)) * DAY + (11 + k) * HOUR;
      followUp = dueFrom + ((dueTo - dueFrom) * k) / Math.max(1, DUE - 1);
    } else {
      const k = i - OVERDUE - DUE;
      created = now - (NEW - k) * 20 * 60_000; // the last four hours, oldest first
    }
    rows.push({
      lead: {
        listing_id: car.id,
        dealer_id: dealer.id,
        name: BUYERS[i % BUYERS.length] ?? 'Kiran Shah',
        mobile: `${LEAD_MOBILE_PREFIX}${String(i).padStart(2, '0')}`,
        remarks: leadRemarks(i % 3 === 2 ? 'Contact' : 'Price', car.title),
        lead_type: LEAD_TYPE,
        created_at: iso(created),
        status: 'new',
        lost_reason: null,
        next_follow_up_at: followUp === null ? null : iso(followUp),
        first_contact_at: null,
        first_contact_user_id: null,
        last_note: null,
        assignee_staff_id: null,
      },
      followUpSetAt: followUp === null ? null : iso(created + HOUR),
    });
  }
  const db = openDb(dataDir);
  try {
    db.exec('BEGIN IMMEDIATE');
    const ours = `select id from leads where dealer_id = ? and mobile like '${LEAD_MOBILE_PREFIX}%'`;
    db.prepare(`delete from lead_events where lead_id in (${ours})`).run(dealer.id);
    db.prepare(
      `delete from leads where dealer_id = ? and mobile like '${LEAD_MOBILE_PREFIX}%'`,
    ).run(dealer.id);
    const insertLead = db.prepare(
      `insert into leads (listing_id, dealer_id, name, mobile, remarks, lead_type, created_at, status,
         lost_reason, next_follow_up_at, first_contact_at, first_contact_user_id, last_note, assignee_staff_id)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertEvent = db.prepare(
      'insert into lead_events (lead_id, actor_user_id, kind, detail, created_at) values (?, ?, ?, ?, ?)',
    );
    for (const { lead: l, followUpSetAt } of rows) {
      const { lastInsertRowid } = insertLead.run(
        l.listing_id,
        l.dealer_id ?? null,
        l.name,
        l.mobile,
        l.remarks,
        l.lead_type,
        l.created_at,
        l.status ?? 'new',
        l.lost_reason ?? null,
        l.next_follow_up_at ?? null,
        l.first_contact_at ?? null,
        l.first_contact_user_id ?? null,
        l.last_note ?? null,
        l.assignee_staff_id ?? null,
      );
      const events: Insertable<LeadEventRow>[] = [
        {
          lead_id: Number(lastInsertRowid),
          actor_user_id: null,
          kind: 'created',
          detail: '{}',
          created_at: l.created_at,
        },
      ];
      if (followUpSetAt && l.next_follow_up_at)
        events.push({
          lead_id: Number(lastInsertRowid),
          actor_user_id: ownerUserId,
          kind: 'update',
          detail: JSON.stringify({ nextFollowUp: l.next_follow_up_at }),
          created_at: followUpSetAt,
        });
      for (const e of events)
        insertEvent.run(e.lead_id, e.actor_user_id ?? null, e.kind, e.detail, e.created_at);
    }
    db.exec('COMMIT');
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  } finally {
    db.close();
  }
}

export function userIdOf(dataDir: string, mobile: string): number {
  const db = openDb(dataDir);
  try {
    const row = db.prepare('select id from users where mobile = ?').get(mobile) as
      | { id: number }
      | undefined;
    if (!row) throw new Error(`no user ${mobile} after signing in`);
    return row.id;
  } finally {
    db.close();
  }
}
