/**
 * A person using CarSetu through its API, for the data-rights tests (not a
 * test file itself; docs/privacy.md#my-data, #erasure): a lead on another
 * person's car, a wishlist entry, a saved search, alerts on, a grievance
 * and a report of that car.
 */
import { expect } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { leadRemarks } from '#shared/schemas/lead.ts';
import { postForm } from './api-test-helpers.ts';
import { bearer, freshAddress } from './auth-test-helpers.ts';
import type { TestApp } from './test-app.ts';
import type { Seller } from './test-sellers.ts';

/** `person` uses CarSetu on `other`'s car (each call expected to answer 200). */
export async function useCarSetu(
  t: Pick<TestApp, 'app' | 'db'>,
  person: Seller,
  other: { Rand: string; carnumber: string },
): Promise<void> {
  const { app } = t;
  const as = { headers: bearer(person.token) };
  const lead = await postForm(
    app,
    '/api/LeadQRCode/AddLeadQRCode',
    {
      Name: person.name,
      Contactno: person.mobile,
      Carno: other.carnumber,
      Rand: other.Rand,
      nRemarks: leadRemarks('Price', 'the car'),
    },
    { remoteAddress: freshAddress() },
  );
  expect(lead.json().Success, lead.body).toBe(true);
  const carid = (
    await t.db
      .selectFrom('listings')
      .select('id')
      .where('rand', '=', other.Rand)
      .executeTakeFirstOrThrow()
  ).id;
  const calls = [
    ['/api/UserFavouriteVehicle/addfavouritecars', { actiondata: 'Add', carid }],
    ['/api/SavedSearch/Save', { name: 'Swifts', nState: 1 }],
    ['/api/SavedSearch/Alerts', { on: 'true', consent: MSG.alertsConsent }],
    [
      '/api/Grievance/File',
      { category: 'seller', details: `${person.name} has a grievance here.` },
    ],
    ['/api/Listing/Report', { Rand: other.Rand, reason: 'wrong', remarks: 'Not the car' }],
  ] as const;
  for (const [url, body] of calls) {
    const res = await postForm(app, url, body, { ...as, remoteAddress: freshAddress() });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
}
