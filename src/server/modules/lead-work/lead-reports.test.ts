/**
 * Lead reports (issue 43 part 5; docs/decisions/041-lead-work.md): one IST
 * week or month of a dealership's leads counted per car, source, person and
 * lost reason, and as CSV; for owners and managers only, on both databases.
 */
import { describe, expect, it } from 'vitest';
import { leadRemarks } from '#shared/schemas/lead.ts';
import { reportRange, shiftReport } from '#shared/schemas/lead-reports.ts';
import { dealerTeamWorld, insertLead, type Person } from '../../testing/dealer-team-world.ts';
import { getAs } from '../../testing/seller-requests.ts';
import { addLeadEvent } from './lead-events.repository.ts';

const w = dealerTeamWorld();
const REPORTS = '/api/Dealer/Reports';
/** A Wednesday: its week is Monday 16 to Sunday 22 November 2026 (IST). */
const DAY = '2026-11-18';
const price = leadRemarks('Price', 'the car');
const contact = leadRemarks('Contact', 'the car');

/** The week's leads (and two just outside it), written once. */
async function weekOfLeads() {
  const [one, two] = [await w.freshCar(), await w.freshCar()];
  const lead = (
    car: { id: number },
    mobile: string,
    at: string,
    values: Parameters<typeof insertLead>[1] = {} as never,
  ) =>
    insertLead(w.t.db, {
      ...values,
      listingId: car.id,
      dealerId: w.shreeId,
      mobile,
      created_at: at,
    });
  // Monday 00:00 IST is Sunday 18:30 UTC: the week's first moment.
  await lead(one, '9811100001', '2026-11-15T18:30:00.000Z', {
    remarks: price,
    assignee_staff_id: w.staffId.sales,
    status: 'visit',
    first_contact_at: '2026-11-15T18:34:00.000Z',
  } as never);
  await lead(one, '9811100002', '2026-11-17T06:00:00.000Z', {
    remarks: contact,
    assignee_staff_id: w.staffId.sales,
    status: 'won',
    first_contact_at: '2026-11-17T06:10:00.000Z',
  } as never);
  // The owner's, visited once before it was lost.
  const lost = await lead(one, '9811100003', '2026-11-19T10:00:00.000Z', {
    remarks: price,
    status: 'lost',
    lost_reason: 'price',
    first_contact_at: '2026-11-19T10:02:00.000Z',
  } as never);
  for (const stage of ['visit', 'lost'] as const) {
    await addLeadEvent(w.t.db, {
      leadId: lost,
      actorUserId: null,
      kind: 'update',
      detail: stage === 'lost' ? { stage, lostReason: 'price' } : { stage },
      nowIso: '2026-11-20T10:00:00.000Z',
    });
  }
  await lead(two, '9811100004', '2026-11-20T12:00:00.000Z', {
    remarks: contact,
    assignee_staff_id: w.staffId.manager,
  } as never);
  // Sunday 23:30 IST: still the week. From another client (its own lead type).
  await lead(two, '9811100005', '2026-11-22T18:00:00.000Z', {
    remarks: 'from the app',
    lead_type: 'AppLead',
    status: 'negotiating',
  } as never);
  // Monday 00:10 IST: the next week; and the 2nd of November: the month only.
  await lead(two, '9811100006', '2026-11-22T18:40:00.000Z');
  await lead(two, '9811100007', '2026-11-02T05:00:00.000Z');
  return { one, two };
}

describe('lead reports', () => {
  it('reads weeks Monday to Sunday and calendar months', () => {
    expect(reportRange('week', DAY)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(reportRange('week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(reportRange('month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(shiftReport('month', '2026-12-01', -1)).toBe('2026-11-01');
    expect(shiftReport('week', '2026-11-16', 1)).toBe('2026-11-23');
  });

  it("counts a week's leads per car, source, person and lost reason, for owners and managers", async () => {
    const { one, two } = await weekOfLeads();
    const res = await getAs(w.t.app, w.token.manager, `${REPORTS}?Period=week&Day=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data).toMatchObject({ Period: 'week', From: '2026-11-16', To: '2026-11-22' });
    expect(data.Totals).toEqual({ Leads: 5, Contacted: 4, Visit: 4, Won: 1, Lost: 1 });
    expect(data.Cars.map((c: { carid: string; Leads: number }) => [c.carid, c.Leads])).toEqual([
      [one.rand, 3],
      [two.rand, 2],
    ]);
    expect(data.Cars[0]).toMatchObject({ CarNumber: one.carNumber, Visit: 3, Won: 1, Lost: 1 });
    expect(data.Sources).toEqual([
      { Source: 'price', Leads: 2 },
      { Source: 'contact', Leads: 2 },
      { Source: 'other', Leads: 1 },
    ]);
    expect(data.LostReasons).toEqual([{ Reason: 'price', Leads: 1 }]);
    const person = (id: number) => data.People.find((p: { id: number }) => p.id === id);
    expect(person(0)).toMatchObject({
      Leads: 2,
      Contacted: 2,
      Visit: 2,
      Lost: 1,
      MedianMinutes: 2,
    });
    expect(person(w.staffId.sales)).toMatchObject({
      Leads: 2,
      Contacted: 2,
      Won: 1,
      MedianMinutes: 7,
    });
    expect(person(w.staffId.manager)).toMatchObject({
      Leads: 1,
      Contacted: 0,
      MedianMinutes: null,
    });
    // The removed executive held none of these leads: not listed.
    expect(person(w.staffId.removed)).toBeUndefined();

    const month = await getAs(w.t.app, w.token.owner, `${REPORTS}?Period=Month&Day=2026-11-30`);
    expect(month.json().Data).toMatchObject({ From: '2026-11-01', To: '2026-11-30' });
    expect(month.json().Data.Totals.Leads).toBe(7);

    const csv = await getAs(w.t.app, w.token.coOwner, `${REPORTS}.csv?Day=${DAY}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="enquiries-week-2026-11-16.csv"',
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^Lead,Received \(IST\),Car,Car number,Source,Assigned to,Stage/);
    expect(lines[1]).toContain('2026-11-16 00:00');
    expect(lines[1]).toContain('Best price request');
    expect(lines[1]).toMatch(/,visit,,4,yes$/);
    // No buyer's mobile leaves in the file.
    expect(csv.body).not.toMatch(/98111000\d\d/);
  });

  it('refuses sales executives, strangers, another dealer and bad periods or days', async () => {
    const cases: [Person, string, number][] = [
      ['sales', REPORTS, 403],
      ['salesWithPrice', `${REPORTS}.csv`, 403],
      ['removed', REPORTS, 403],
      ['stranger', `${REPORTS}.csv`, 403],
      ['otherDealer', `${REPORTS}?DealerId=${w.shreeId}`, 404],
      ['owner', `${REPORTS}?Period=year`, 400],
      ['owner', `${REPORTS}.csv?Day=2026-02-30`, 400],
      ['owner', `${REPORTS}?Day=2099-01-01`, 400],
      ['owner', `${REPORTS}?DealerId=abc`, 400],
    ];
    for (const [who, url, status] of cases) {
      const res = await getAs(w.t.app, w.token[who], url);
      expect(res.statusCode, `${who} ${url}: ${res.body}`).toBe(status);
      expect(res.json().Success).toBe(false);
    }
    const bad = await getAs(w.t.app, w.token.owner, `${REPORTS}?Period=year`);
    expect(bad.json().Message).toBe('Period: Choose week or month.');
    expect((await w.t.app.inject({ url: REPORTS })).statusCode).toBe(401);
  });
});
