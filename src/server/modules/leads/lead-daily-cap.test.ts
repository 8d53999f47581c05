/**
 * The per-buyer lead cap (LEAD_DAILY_CAP; docs/decisions/008-abuse-budgets.md):
 * one mobile reveals at most N different sellers a day, so it cannot harvest
 * every seller's mobile and address. A refusal answers 429 in the API's JSON
 * shape, reveals no seller and stores no lead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { createAppWithInventory, postForm } from '../../testing/api-test-helpers.ts';
import { freshAddress } from '../../testing/auth-test-helpers.ts';
import type { InventoryFixture } from '../../testing/inventory-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp & { fixture: InventoryFixture };
beforeAll(async () => {
  t = await createAppWithInventory({ LEAD_DAILY_CAP: '2' });
});
afterAll(async () => {
  await t.close();
});

/** Unsold listings grouped by dealer: at least three dealers with two cars each are needed. */
async function carsByDealer(): Promise<{ rand: string }[][]> {
  const rows = await t.db
    .selectFrom('listings')
    .select(['rand', 'dealer_id'])
    .where('status', '=', 'UnSold')
    .orderBy('id')
    .execute();
  const groups = new Map<number | null, { rand: string }[]>();
  for (const r of rows) groups.set(r.dealer_id, [...(groups.get(r.dealer_id) ?? []), r]);
  return [...groups.values()].filter((cars) => cars.length >= 2);
}

const lead = (rand: string, mobile: string) =>
  postForm(
    t.app,
    '/api/LeadQRCode/AddLeadQRCode',
    { Name: 'Ravi Patel', Contactno: mobile, Carno: 'GJ01AA0001', Rand: rand },
    { remoteAddress: freshAddress() },
  );

const leadsOf = async (mobile: string) =>
  (await t.db.selectFrom('leads').select('id').where('mobile', '=', mobile).execute()).length;

describe('LEAD_DAILY_CAP', () => {
  it('refuses a third seller for one mobile, keeps the sellers it reached open, counts per mobile', async () => {
    const dealers = await carsByDealer();
    expect(dealers.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = dealers;
    const buyer = '9123400101';

    expect((await lead(a[0].rand, buyer)).json().Success).toBe(true);
    expect((await lead(b[0].rand, buyer)).json().Success).toBe(true);

    const refused = await lead(c[0].rand, buyer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Success: false, Message: MSG.leadDailyCap, Data: null });
    expect(await leadsOf(buyer)).toBe(2);

    // Another car of a seller it already reached reveals nothing new: allowed.
    const sameSeller = await lead(a[1].rand, buyer);
    expect(sameSeller.statusCode).toBe(200);
    expect(sameSeller.json().Success).toBe(true);
    expect(await leadsOf(buyer)).toBe(3);

    // A repeat still answers 'Lead Already Exists'.
    expect((await lead(a[0].rand, buyer)).json().Message).toBe(MSG.leadExists);

    // Another mobile has its own cap.
    expect((await lead(c[0].rand, '9123400102')).json().Success).toBe(true);
  });

  it('forgets leads older than a day', async () => {
    const [a, b, c] = await carsByDealer();
    const buyer = '9123400103';
    expect((await lead(a[0].rand, buyer)).statusCode).toBe(200);
    expect((await lead(b[0].rand, buyer)).statusCode).toBe(200);
    expect((await lead(c[0].rand, buyer)).statusCode).toBe(429);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await t.db
      .updateTable('leads')
      .set({ created_at: dayAgo })
      .where('mobile', '=', buyer)
      .execute();
    expect((await lead(c[0].rand, buyer)).statusCode).toBe(200);
  });
});
