/**
 * Working a lead, by role (issue 43 parts 2 and 3;
 * docs/decisions/041-lead-work.md): a follow-up (stage, lost reason, next
 * time, note) and a first contact by whoever may work the lead; giving a
 * lead to someone by an owner or manager only; the history keeps every
 * change by whom; the Today queue and the header count. A refused request
 * answers as documented and changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { istDayStart } from '#shared/ist.ts';
import {
  dealerTeamWorld,
  insertLead,
  type Person,
  userIdOf,
} from '../../testing/dealer-team-world.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';

const w = dealerTeamWorld();
const BASE = '/api/Enquiries';
const HOUR = 3_600_000;
/** Leads of Shree Ganesh Motors: given to the sales executive, to the owner (nobody). */
const lead = { sales: 0, owners: 0 };

async function newLead(assignee: number | null, mobile: string): Promise<number> {
  const car = await w.freshCar();
  return insertLead(w.t.db, {
    listingId: car.id,
    dealerId: w.shreeId,
    mobile,
    assignee_staff_id: assignee,
  });
}

const leadRow = (id: number) =>
  w.t.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const followUp = (who: Person, body: Record<string, string | number>) =>
  postAs(w.t.app, w.token[who], `${BASE}/FollowUp`, body);
/** "YYYY-MM-DDTHH:MM" in IST, `ms` from now (what a datetime-local field sends). */
const istLocal = (ms: number) =>
  new Date(Date.now() + ms + 330 * 60_000).toISOString().slice(0, 16);

beforeAll(async () => {
  lead.sales = await newLead(w.staffId.sales, '9811300001');
  lead.owners = await newLead(null, '9811300002');
});

describe('a follow-up', () => {
  it('is saved by the assignee, an owner or a manager, each as one event with who did it', async () => {
    const later = istLocal(2 * HOUR);
    const res = await followUp('sales', {
      id: lead.sales,
      Stage: 'contacted',
      NextFollowUp: later,
      Note: 'Called, no answer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({
      id: lead.sales,
      Status: 'contacted',
      LastNote: 'Called, no answer',
      AssigneeId: w.staffId.sales,
    });
    const row = await leadRow(lead.sales);
    expect(Date.parse(row.next_follow_up_at ?? '')).toBe(Date.parse(`${later}:00+05:30`));
    expect(row.first_contact_at).not.toBeNull();

    // The manager and the owner each add something; nothing is lost.
    expect((await followUp('manager', { id: lead.sales, Note: 'Wants a loan' })).statusCode).toBe(
      200,
    );
    expect((await followUp('owner', { id: lead.sales, Stage: 'visit' })).statusCode).toBe(200);
    const history = await getAs(w.t.app, w.token.owner, `${BASE}/History?id=${lead.sales}`);
    const events = history.json().Data as {
      Kind: string;
      Note: string | null;
      Stage: string | null;
      Who: string | null;
    }[];
    expect(events.map((e) => [e.Kind, e.Stage, e.Note])).toEqual([
      ['update', 'visit', null],
      ['update', null, 'Wants a loan'],
      ['update', 'contacted', 'Called, no answer'],
    ]);
    expect(events[2]?.Who).toBe('Ravi Patel');
    expect((await leadRow(lead.sales)).status).toBe('visit');
  });

  it('is refused to whoever may not work the lead (404), and bad input is refused (400), changing nothing', async () => {
    const refused: [Person, number][] = [
      ['salesWithPrice', lead.sales],
      ['sales', lead.owners],
      ['removed', lead.owners],
      ['stranger', lead.sales],
      ['otherDealer', lead.sales],
    ];
    for (const [who, id] of refused) {
      const before = await w.snapshot();
      const res = await followUp(who, { id, Stage: 'won' });
      expect([res.statusCode, res.json().Message], who).toEqual([404, 'Enquiry not found']);
      expect(await w.snapshot(), who).toEqual(before);
    }
    const bad: [Record<string, string | number>, string][] = [
      [
        { id: lead.owners, NextFollowUp: istLocal(-2 * HOUR) },
        'Choose a follow-up time from now on.',
      ],
      [{ id: lead.owners, NextFollowUp: '31-12-2026 11:00' }, 'Enter a valid follow-up time.'],
      [{ id: lead.owners, Stage: 'lost' }, 'Choose why the lead was lost.'],
      [
        { id: lead.owners, Stage: 'sold' },
        'Choose a stage: new, contacted, visit booked, negotiating, won or lost.',
      ],
      [{ id: lead.owners, Note: 'x'.repeat(501) }, 'A note can be at most 500 characters.'],
    ];
    for (const [body, message] of bad) {
      const before = await w.snapshot();
      const res = await followUp('owner', body);
      // The message names the field it is about ("NextFollowUp: ...").
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Message).toContain(message);
      expect(await w.snapshot()).toEqual(before);
    }
  });

  it("gives a lead's history and takes its first contact from whoever may work it; anyone else gets 404, changing nothing", async () => {
    const id = await newLead(w.staffId.sales, '9811300009');
    const history = (who: Person) => getAs(w.t.app, w.token[who], `${BASE}/History?id=${id}`);
    const contact = (who: Person) =>
      postAs(w.t.app, w.token[who], `${BASE}/Contact`, { id, Via: 'whatsapp' });
    for (const who of ['salesWithPrice', 'removed', 'stranger', 'otherDealer'] as const) {
      const before = await w.snapshot();
      expect((await history(who)).statusCode, who).toBe(404);
      expect((await contact(who)).statusCode, who).toBe(404);
      expect(await w.snapshot(), who).toEqual(before);
    }
    for (const who of ['sales', 'manager', 'owner', 'coOwner'] as const) {
      expect((await history(who)).statusCode, who).toBe(200);
    }
    expect((await contact('sales')).statusCode).toBe(200);
    expect((await contact('owner')).statusCode).toBe(200);
    const row = await leadRow(id);
    // The first contact is the executive's; the owner's later tap is only an event.
    expect(row.first_contact_user_id).toBe(await userIdOf(w.t.db, w.mobile.sales));
    const events = (await history('owner')).json().Data as { Kind: string; Via: string | null }[];
    expect(events.filter((e) => e.Kind === 'contact').map((e) => e.Via)).toEqual([
      'whatsapp',
      'whatsapp',
    ]);
    const bad = await postAs(w.t.app, w.token.sales, `${BASE}/Contact`, { id, Via: 'sms' });
    expect(bad.statusCode).toBe(400);
  });

  it('marks a lead lost with its reason and clears its follow-up time', async () => {
    const id = await newLead(null, '9811300003');
    await followUp('owner', { id, NextFollowUp: istLocal(HOUR) });
    const res = await followUp('coOwner', { id, Stage: 'lost', LostReason: 'price' });
    expect(res.json().Data).toMatchObject({
      Status: 'lost',
      LostReason: 'price',
      NextFollowUp: null,
    });
  });
});

describe('giving a lead to someone', () => {
  it('is for an owner or a manager: the new holder sees it, and a removed or foreign person is refused', async () => {
    const id = await newLead(null, '9811300004');
    const assign = (who: Person, AssigneeId: number) =>
      postAs(w.t.app, w.token[who], `${BASE}/Assign`, { id, AssigneeId });
    for (const who of ['sales', 'salesWithPrice'] as const) {
      const before = await w.snapshot();
      expect((await assign(who, w.staffId[who])).statusCode, who).toBe(404);
      expect(await w.snapshot()).toEqual(before);
    }
    const before = await w.snapshot();
    expect((await assign('manager', w.staffId.removed)).statusCode).toBe(409);
    expect((await assign('manager', 99_999)).statusCode).toBe(404);
    expect((await assign('otherDealer', 0)).statusCode).toBe(404);
    expect(await w.snapshot()).toEqual(before);

    const given = await assign('manager', w.staffId.salesWithPrice);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().Data).toMatchObject({
      AssigneeId: w.staffId.salesWithPrice,
      AssigneeName: 'Ravi Patel',
    });
    // Now it is theirs: they see it, work it, but cannot give it away (403).
    expect((await followUp('salesWithPrice', { id, Note: 'Mine now' })).statusCode).toBe(200);
    const mine = await getAs(w.t.app, w.token.salesWithPrice, `${BASE}/Assignees?id=${id}`);
    expect(mine.statusCode).toBe(403);
    const list = await getAs(w.t.app, w.token.owner, `${BASE}/Assignees?id=${id}`);
    expect(list.json().Data.map((a: { id: number }) => a.id)).toEqual(
      expect.arrayContaining([0, w.staffId.manager, w.staffId.sales]),
    );
    expect(list.json().Data.map((a: { id: number }) => a.id)).not.toContain(w.staffId.removed);
    expect((await assign('owner', 0)).json().Data.AssigneeId).toBeNull();
  });
});

describe('the Today queue', () => {
  it("lists each person's own open leads: overdue first, then due today, then new; the header counts them", async () => {
    const overdue = await newLead(w.staffId.sales, '9811300005');
    const due = await newLead(w.staffId.sales, '9811300006');
    const fresh = await newLead(w.staffId.sales, '9811300007');
    const won = await newLead(w.staffId.sales, '9811300008');
    const set = (id: number, values: Record<string, string | null>) =>
      w.t.db.updateTable('leads').set(values).where('id', '=', id).execute();
    await set(overdue, {
      status: 'contacted',
      next_follow_up_at: new Date(Date.now() - HOUR).toISOString(),
    });
    // Due within the minute, and still today in IST.
    const dayEnd = istDayStart(new Date()).getTime() + 24 * HOUR;
    const dueAt = new Date(Math.min(Date.now() + 60_000, dayEnd - 1000)).toISOString();
    await set(due, { status: 'visit', next_follow_up_at: dueAt });
    await set(won, { status: 'won', next_follow_up_at: new Date(Date.now() - HOUR).toISOString() });
    const res = await getAs(w.t.app, w.token.sales, `${BASE}/Today`);
    expect(res.statusCode, res.body).toBe(200);
    const today = res.json().Data;
    const ids = (part: { id: number }[]) => part.map((e) => e.id);
    expect(ids(today.Overdue)).toContain(overdue);
    expect(ids(today.Overdue)).not.toContain(won);
    expect(ids(today.Due)).toContain(due);
    expect(ids(today.New)).toContain(fresh);
    expect(today.Count).toBe(today.Counts.Overdue + today.Counts.Due + today.Counts.New);
    const count = await getAs(w.t.app, w.token.sales, `${BASE}/NewCount`);
    expect(count.json().Data.TodayCount).toBe(today.Count);
    // Another person's queue does not hold them; the owner's holds the leads of nobody.
    for (const who of ['salesWithPrice', 'manager', 'owner', 'stranger'] as const) {
      const theirs = (await getAs(w.t.app, w.token[who], `${BASE}/Today`)).json().Data;
      const all = [...ids(theirs.Overdue), ...ids(theirs.Due), ...ids(theirs.New)];
      expect(all, who).not.toContain(fresh);
    }
  });
});
