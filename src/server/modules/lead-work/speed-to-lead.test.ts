/**
 * Speed to lead (issue 43 part 4; docs/decisions/041-lead-work.md): each
 * person's median minutes to a first contact over 7 days for owners and
 * managers only, and a dealer's "Usually replies within" on its car pages
 * once 10 leads of 30 days were contacted (absent before).
 */
import { describe, expect, it } from 'vitest';
import { dealerTeamWorld, insertLead } from '../../testing/dealer-team-world.ts';
import { getAs } from '../../testing/seller-requests.ts';
import { medianMinutes, refreshReplyTimes } from './speed-to-lead.ts';

const w = dealerTeamWorld();
const MIN = 60_000;

/** `n` leads of Shree's given to `assignee`, created `ago` ms back, first contacted after `waits[i]` minutes (null: never). */
async function leads(assignee: number | null, waits: (number | null)[], ago = 3_600_000) {
  const car = await w.freshCar();
  const created = Date.now() - ago;
  for (const [i, wait] of waits.entries()) {
    await insertLead(w.t.db, {
      listingId: car.id,
      dealerId: w.shreeId,
      mobile: `98115${String(i).padStart(5, '0')}`,
      created_at: new Date(created).toISOString(),
      first_contact_at: wait === null ? null : new Date(created + wait * MIN).toISOString(),
      status: wait === null ? 'new' : 'contacted',
      assignee_staff_id: assignee,
    });
  }
  return car;
}

describe('speed to lead', () => {
  it('rounds a median up to whole minutes', () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([3 * MIN, MIN, 2 * MIN])).toBe(2);
    expect(medianMinutes([MIN, 2 * MIN])).toBe(2);
  });

  it("gives owners and managers each person's median and the leads nobody contacted; a sales executive gets 403", async () => {
    await leads(w.staffId.sales, [4, 10, 30, null]);
    await leads(null, [2]);
    const res = await getAs(w.t.app, w.token.manager, '/api/Dealer/SpeedToLead');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    const sales = data.People.find((p: { id: number }) => p.id === w.staffId.sales);
    expect(sales).toMatchObject({ Leads: 4, Contacted: 3, MedianMinutes: 10 });
    expect(data.People[0]).toMatchObject({ id: 0, Leads: 1, MedianMinutes: 2 });
    expect(data.NotContacted).toBeGreaterThanOrEqual(1);
    for (const who of ['sales', 'stranger'] as const) {
      expect((await getAs(w.t.app, w.token[who], '/api/Dealer/SpeedToLead')).statusCode, who).toBe(
        403,
      );
    }
  });

  it('shows "Usually replies within" on a car page from 10 contacted leads of 30 days', async () => {
    const car = await leads(w.staffId.salesWithPrice, [5, 5, 5, 5, 5, 5, 5, 5, 9]);
    // A query the answer cache has not kept yet, each time.
    let asked = 0;
    const details = async () => {
      asked += 1;
      const url = `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}&asked=${asked}`;
      return (await w.t.app.inject({ url })).json();
    };
    const profile = (body: unknown) => JSON.stringify(body);
    await refreshReplyTimes(w.t.db, new Date());
    // Shree now has 3 + 1 + 9 = 13 contacted leads in these files' world.
    const row = await w.t.db
      .selectFrom('dealers')
      .select('reply_minutes')
      .where('id', '=', w.shreeId)
      .executeTakeFirstOrThrow();
    // A median of 5 minutes shows as "within 5 minutes"; 9 would show as 10.
    expect(row.reply_minutes).toBe(5);
    expect(profile(await details())).toContain('"ReplyMinutes":5');
    // Older than 30 days, they no longer count.
    await w.t.db
      .updateTable('leads')
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000).toISOString() })
      .where('dealer_id', '=', w.shreeId)
      .execute();
    await refreshReplyTimes(w.t.db, new Date());
    expect(profile(await details())).not.toContain('ReplyMinutes');
  });
});
