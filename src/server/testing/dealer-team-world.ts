/**
 * A dealership with a team, for tests (not a test file itself): the
 * inventory fixture's Shree Ganesh Motors (its registered mobile signs in as
 * the owner) with a second owner, a manager, a sales executive allowed to
 * change prices, one who is not, and one who was removed (signed in again
 * since, so they hold a live token); a stranger signed in; Sardar Car Bazaar's
 * owner (another dealership). The team is made through the Team API, as an
 * owner would.
 */
import type { Insertable } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { leadRemarks } from '#shared/schemas/lead.ts';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import type { LeadRow } from '../db/tables/listing-tables.ts';
import { createAppWithInventory, postForm } from './api-test-helpers.ts';
import { freshAddress, signIn } from './auth-test-helpers.ts';
import { postAs } from './seller-requests.ts';
import { photoFiles } from './seller-snapshot.ts';
import type { TestApp } from './test-app.ts';
import { newMobile } from './test-sellers.ts';

export const TEAM = '/api/Dealer/Team';
export const DEALER = '/api/Dealer';
export const SHREE = '9876543210';
export const SARDAR = '9898012345';
export const PUNE = '9822012345';

/** The people of the world. */
export const PEOPLE = [
  'owner',
  'coOwner',
  'manager',
  'salesWithPrice',
  'sales',
  'removed',
  'stranger',
  'otherDealer',
] as const;
export type Person = (typeof PEOPLE)[number];
type Staff = Exclude<Person, 'owner' | 'stranger' | 'otherDealer'>;

/** The team members' mobiles, roles and price flags as added. */
export const STAFF: Record<Staff, { mobile: string; role: string; price: boolean }> = {
  coOwner: { mobile: '9000000101', role: 'owner', price: false },
  manager: { mobile: '9000000102', role: 'manager', price: false },
  salesWithPrice: { mobile: '9000000103', role: 'sales', price: true },
  sales: { mobile: '9000000104', role: 'sales', price: false },
  removed: { mobile: '9000000105', role: 'sales', price: true },
};

export interface TeamWorld {
  readonly t: TestApp;
  /** Each person's live access token. */
  readonly token: Record<Person, string>;
  readonly mobile: Record<Person, string>;
  /** The team rows' ids. */
  readonly staffId: Record<Staff, number>;
  /** Shree Ganesh Motors' dealer id. */
  readonly shreeId: number;
  /** A new car for sale of Shree's stock (no photo), for a call that uses a car up. */
  freshCar(): Promise<{ id: number; rand: string; carNumber: string }>;
  /** Every row a dealer or team call may touch, and the photo files: compare before and after a refusal. */
  snapshot(): Promise<Record<string, unknown>>;
}

/** Adds a person to the team of `ownerToken`'s dealership through the API; answers their id. */
export async function addToTeam(
  app: App,
  ownerToken: string,
  person: { mobile: string; role: string; price: boolean; name?: string },
): Promise<number> {
  const res = await postAs(app, ownerToken, `${TEAM}/Add`, {
    Mobile: person.mobile,
    Name: person.name ?? 'Ravi Patel',
    Role: person.role,
    MayChangePrice: String(person.price),
  });
  if (res.statusCode !== 200) throw new Error(`Team/Add failed: ${res.body}`);
  return res.json().Data.id;
}

/** The trail of person `staffId`, oldest first. */
export const teamEvents = (db: Db, staffId: number) =>
  db
    .selectFrom('dealer_team_events')
    .select(['action', 'actor_user_id', 'before', 'after', 'dealer_id'])
    .where('staff_id', '=', staffId)
    .orderBy('id')
    .execute();

/**
 * A lead from `mobile` through the lead call on the first car for sale of
 * the dealer registered with `dealerMobile` (`fields`: more of the call's
 * fields, e.g. salesexecutiveId); answers its id. Throws when refused.
 */
export async function leaveLead(
  t: Pick<TestApp, 'app' | 'db'>,
  dealerMobile: string,
  mobile: string,
  fields: Record<string, string> = {},
): Promise<number> {
  const car = await t.db
    .selectFrom('listings as l')
    .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
    .select(['l.rand', 'l.car_number'])
    .where('d.mobile', '=', dealerMobile)
    .where('l.status', '=', 'UnSold')
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  const res = await postForm(
    t.app,
    '/api/LeadQRCode/AddLeadQRCode',
    {
      Name: 'Kiran Shah',
      Contactno: mobile,
      Carno: car.car_number,
      Rand: car.rand,
      nRemarks: leadRemarks('Price', 'the car'),
      ...fields,
    },
    { remoteAddress: freshAddress() },
  );
  if (res.json().Success !== true) throw new Error(`the lead was refused: ${res.body}`);
  const row = await t.db
    .selectFrom('leads')
    .select('id')
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a lead row of dealer `dealerId` on listing `listingId` straight into the table (`values`: the rest); answers its id. */
export async function insertLead(
  db: Db,
  lead: { listingId: number; dealerId: number; mobile: string } & Partial<Insertable<LeadRow>>,
): Promise<number> {
  const { listingId, dealerId, ...values } = lead;
  const row = await db
    .insertInto('leads')
    .values({
      listing_id: listingId,
      dealer_id: dealerId,
      name: 'Kiran Shah',
      remarks: '',
      lead_type: 'CarSetuLead',
      created_at: new Date().toISOString(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the account of `mobile` (signed in before). */
export const userIdOf = async (db: Db, mobile: string) =>
  (await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow())
    .id;

const TABLES = [
  'listings',
  'listing_photos',
  'leads',
  'dealers',
  'dealer_staff',
  'dealer_team_events',
  'lead_events',
  'access_tokens',
  'account_usage',
] as const;

/** The world, built in the calling file's beforeAll and closed afterAll. */
export function dealerTeamWorld(): TeamWorld {
  let built: (TeamWorld & { t: TestApp }) | undefined;
  let copies = 0;
  beforeAll(async () => {
    const t = await createAppWithInventory();
    const shree = await t.db
      .selectFrom('dealers')
      .select('id')
      .where('mobile', '=', SHREE)
      .executeTakeFirstOrThrow();
    const owner = await signIn(t, SHREE);
    const staffId = {} as Record<Staff, number>;
    const token = { owner } as Record<Person, string>;
    const mobile = { owner: SHREE, otherDealer: SARDAR, stranger: newMobile() } as Record<
      Person,
      string
    >;
    for (const [who, person] of Object.entries(STAFF) as [Staff, (typeof STAFF)[Staff]][]) {
      staffId[who] = await addToTeam(t.app, owner, person);
      mobile[who] = person.mobile;
      token[who] = await signIn(t, person.mobile);
    }
    const removed = await postAs(t.app, owner, `${TEAM}/Remove`, { id: staffId.removed });
    if (removed.statusCode !== 200) throw new Error(`Team/Remove failed: ${removed.body}`);
    token.removed = await signIn(t, STAFF.removed.mobile);
    token.stranger = await signIn(t, mobile.stranger);
    token.otherDealer = await signIn(t, SARDAR);

    const freshCar = async () => {
      copies += 1;
      const car = await t.db
        .selectFrom('listings')
        .selectAll()
        .where('dealer_id', '=', shree.id)
        .where('status', '=', 'UnSold')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { id: _id, ...rest } = car;
      const rand = `team${copies}x${Date.now()}`;
      const carNumber = `GJ05TM${String(copies).padStart(4, '0')}`;
      const now = new Date().toISOString();
      const row = await t.db
        .insertInto('listings')
        .values({
          ...rest,
          rand,
          car_number: carNumber,
          photo: null,
          share_card: null,
          created_at: now,
          updated_at: now,
          renewed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, rand, carNumber };
    };
    const snapshot = async () => {
      const out: Record<string, unknown> = {};
      for (const table of TABLES) {
        const rows = await t.db.selectFrom(table).selectAll().execute();
        out[table] = rows.map((r) => JSON.stringify(r)).sort();
      }
      out.files = photoFiles(t);
      return out;
    };
    built = { t, token, mobile, staffId, shreeId: shree.id, freshCar, snapshot };
  });
  afterAll(async () => {
    await built?.t.close();
  });
  const current = () => {
    if (!built) throw new Error('the team world is built in beforeAll: use it in tests and hooks');
    return built;
  };
  return {
    get t() {
      return current().t;
    },
    get token() {
      return current().token;
    },
    get mobile() {
      return current().mobile;
    },
    get staffId() {
      return current().staffId;
    },
    get shreeId() {
      return current().shreeId;
    },
    freshCar: () => current().freshCar(),
    snapshot: () => current().snapshot(),
  };
}
