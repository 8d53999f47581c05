/**
 * My data's export (issue 44 part 4; docs/privacy.md#my-data), on SQLite and
 * PostgreSQL: two people use CarSetu (a profile, a listed car, a lead on
 * each other's car, a wishlist, a saved search, alerts, a report, a
 * grievance); the export of the first holds every row of theirs in every
 * table of the database and none of the other's, judged by every table's
 * columns as the database describes them, not by the export's own rules.
 */
import { describe, expect, it } from 'vitest';
import { useCarSetu } from '../../testing/account-activity.ts';
import { bearer } from '../../testing/auth-test-helpers.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { newSeller, type Seller } from '../../testing/test-sellers.ts';
import { NOT_EXPORTED } from './account-tables.ts';

const s = sellerTestApp();

type Row = Record<string, unknown>;
/** A row as JSON carries it (bigints as numbers), without the columns never exported. */
const asExported = (row: Row) =>
  JSON.parse(
    JSON.stringify(
      Object.fromEntries(Object.entries(row).filter(([c]) => !NOT_EXPORTED.test(c))),
      (_k, v) => (typeof v === 'bigint' ? Number(v) : v),
    ),
  );

/** The columns that name a person: users.id, a user id or a mobile. */
const personColumn = (table: string, column: string) =>
  (table === 'users' && column === 'id') ||
  column === 'user_id' ||
  column.endsWith('_user_id') ||
  column === 'mobile' ||
  column.endsWith('_mobile');

/** Rows another person sends to the seller of a car: the seller's too. */
const RECEIVED = new Set(['leads', 'lead_events']);

/**
 * Whether `row` of `table` is `who`'s, by its columns' names and values: a
 * column that names them; else, a row of their listing or lead that names
 * nobody else (another buyer's wishlist entry or report of their car is the
 * buyer's), or that was sent to them (a lead).
 */
function belongsTo(
  table: string,
  row: Row,
  who: { userId: number; mobile: string; listingIds: Set<number>; leadIds: Set<number> },
) {
  const named = Object.entries(row).filter(([c, v]) => personColumn(table, c) && v !== null);
  if (named.some(([, v]) => v === who.mobile || Number(v) === who.userId)) return true;
  if (named.length && !RECEIVED.has(table)) return false;
  return (
    who.listingIds.has(Number(row.listing_id ?? Number.NaN)) ||
    who.leadIds.has(Number(row.lead_id ?? Number.NaN))
  );
}

async function ownerOf(person: Seller) {
  const listings = await s.t.db
    .selectFrom('listings')
    .select('id')
    .where('user_id', '=', person.userId)
    .execute();
  const listingIds = new Set(listings.map((l) => l.id));
  const leads = await s.t.db.selectFrom('leads').select(['id', 'listing_id']).execute();
  const leadIds = new Set(leads.filter((l) => listingIds.has(l.listing_id)).map((l) => l.id));
  return { userId: person.userId, mobile: person.mobile, listingIds, leadIds };
}

describe('My data: the export', () => {
  it("holds every row of the account in every table, and none of another account's", async () => {
    const asha = await newSeller(s.t, s.ahmedabad, 'Asha Mehta');
    const bhavesh = await newSeller(s.t, s.pune, 'Bhavesh Rao');
    const ashaCar = await s.listCar(asha);
    const bhaveshCar = await s.listCar(bhavesh);
    await useCarSetu(s.t, asha, bhaveshCar);
    await useCarSetu(s.t, bhavesh, ashaCar);

    const res = await s.t.app.inject({
      method: 'GET',
      url: '/api/Account/MyData',
      headers: bearer(asha.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="carsetu-my-data-/);
    expect(res.headers['cache-control']).toBe('no-store');
    const exported: Record<string, Row[]> = JSON.parse(res.body).tables;
    const exportedText = new Map(
      Object.entries(exported).map(([table, rows]) => [
        table,
        new Set(rows.map((r) => JSON.stringify(r))),
      ]),
    );
    const has = (table: string, row: Row) =>
      exportedText.get(table)?.has(JSON.stringify(asExported(row))) ?? false;

    const mine = await ownerOf(asha);
    const theirs = await ownerOf(bhavesh);
    const tables = (await s.t.db.introspection.getTables()).map((t) => t.name);
    const seen: string[] = [];
    for (const table of tables) {
      const rows = (await s.t.db
        .selectFrom(table as never)
        .selectAll()
        .execute()) as Row[];
      for (const row of rows) {
        const ashas = belongsTo(table, row, mine);
        if (ashas) {
          expect(has(table, row), `${table}: ${JSON.stringify(row)}`).toBe(true);
          if (!seen.includes(table)) seen.push(table);
        } else if (belongsTo(table, row, theirs)) {
          expect(has(table, row), `another account's row in ${table}`).toBe(false);
        }
      }
    }
    // The flows above reached these tables; each is in the export.
    expect(seen).toEqual(
      expect.arrayContaining([
        'users',
        'profiles',
        'listings',
        'listing_photos',
        'leads',
        'favourites',
        'saved_searches',
        'alert_consents',
        'consent_records',
        'grievances',
        'access_tokens',
        'listing_reports',
      ]),
    );
    // No secret kept as a hash leaves.
    expect(res.body).not.toMatch(/_hash"/);

    const text = await s.t.app.inject({
      method: 'GET',
      url: '/api/Account/MyData?format=text',
      headers: bearer(asha.token),
    });
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.body).toContain('== the profile (profiles) ==');
    expect(text.body).toContain(`name: ${asha.name}`);
    expect(text.body).toContain(
      '== leads received for the cars listed; leads sent to sellers (leads) ==',
    );

    const shared = await s.t.app.inject({
      method: 'GET',
      url: '/api/Account/SharedWith',
      headers: bearer(asha.token),
    });
    expect(shared.json().Data).toEqual([{ seller: bhavesh.name, at: expect.any(String) }]);
  });

  it('answers only the signed-in account, 401 without a token', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/Account/MyData' });
    expect(res.statusCode).toBe(401);
  });
});
