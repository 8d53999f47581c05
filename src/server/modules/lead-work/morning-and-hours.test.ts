/**
 * The 9:30 WhatsApp of a person's follow-ups and the dealer's working hours
 * (issue 43 parts 2 and 3; docs/decisions/041-lead-work.md): the message
 * goes only with consent (the wording shown), once a day, from 9:30 IST, to
 * a person whose Today queue is not empty, and stops on STOP; only an owner
 * sets the working hours.
 */
import { describe, expect, it } from 'vitest';
import { istDayStart } from '#shared/ist.ts';
import { MSG } from '#shared/messages.ts';
import { tableJobQueue } from '../../jobs/table-job-queue.ts';
import { dealerTeamWorld, insertLead, type Person } from '../../testing/dealer-team-world.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';
import { runFollowUpDigests } from './follow-up-digest.ts';

const w = dealerTeamWorld();
const MIN = 60_000;
const quiet = { info() {} };

/** `minutes` after IST midnight today. */
const todayAt = (minutes: number) => new Date(istDayStart(new Date()).getTime() + minutes * MIN);

describe('the morning message', () => {
  it('needs the consent wording shown, and is sent once a day from 9:30 IST while there is something to do', async () => {
    const url = '/api/Enquiries/FollowUpMessages';
    const refused = await postAs(w.t.app, w.token.sales, url, { On: 'true', Consent: 'ok' });
    expect([refused.statusCode, refused.json().Message]).toEqual([
      400,
      `Consent: ${MSG.followUpsConsentNeeded}`,
    ]);
    const on = await postAs(w.t.app, w.token.sales, url, {
      On: 'true',
      Consent: MSG.followUpsConsent,
    });
    expect(on.json().Data).toEqual({ On: true, ConsentText: MSG.followUpsConsent });
    const manager = await postAs(w.t.app, w.token.manager, url, {
      On: 'true',
      Consent: MSG.followUpsConsent,
    });
    expect(manager.statusCode).toBe(200);

    // One overdue follow-up for the sales executive; nothing for the manager.
    const car = await w.freshCar();
    await insertLead(w.t.db, {
      listingId: car.id,
      dealerId: w.shreeId,
      name: 'Meena Iyer',
      mobile: '9811400001',
      created_at: todayAt(0).toISOString(),
      status: 'contacted',
      next_follow_up_at: todayAt(8 * 60).toISOString(),
      assignee_staff_id: w.staffId.sales,
    });
    const queue = tableJobQueue({ db: w.t.db });
    const run = (at: Date) =>
      runFollowUpDigests(
        {
          db: w.t.db,
          sender: { send: async () => {} },
          publicUrl: 'https://carsetu.test',
          log: quiet,
          now: () => at,
        },
        queue,
      );
    expect(await run(todayAt(8 * 60 + 30))).toBe(0);
    expect(await run(todayAt(9 * 60 + 30))).toBe(1);
    expect(await run(todayAt(10 * 60 + 30))).toBe(0);
    const [job] = await w.t.db
      .selectFrom('jobs')
      .select('data')
      .where('name', '=', 'follow-up-digest')
      .execute();
    const message = JSON.parse(job?.data ?? '{}');
    expect(message).toMatchObject({ kind: 'follow-ups', to: w.mobile.sales });
    expect(message.params[1]).toBe('Overdue 1, due today 0, new 0');
    expect(message.params[2]).toContain('Meena Iyer');
    expect(message.text).toContain('Reply STOP');

    const off = await postAs(w.t.app, w.token.sales, url, { On: 'false' });
    expect(off.json().Data.On).toBe(false);
    expect((await getAs(w.t.app, w.token.sales, url)).json().Data.On).toBe(false);
  });
});

describe('working hours', () => {
  const url = '/api/Dealer/Hours';
  it('are read by the team and set by an owner only; bad hours are refused, changing nothing', async () => {
    expect((await getAs(w.t.app, w.token.sales, url)).json().Data).toEqual({
      Open: '09:30',
      Close: '19:30',
      Days: '0123456',
    });
    for (const who of ['manager', 'sales'] as const satisfies readonly Person[]) {
      const before = await w.snapshot();
      const res = await postAs(w.t.app, w.token[who], url, {
        Open: '10:00',
        Close: '18:00',
        Days: '123456',
      });
      expect(res.statusCode, who).toBe(403);
      expect(await w.snapshot()).toEqual(before);
    }
    expect(
      (await postAs(w.t.app, w.token.stranger, url, { Open: '10:00', Close: '18:00', Days: '1' }))
        .statusCode,
    ).toBe(403);
    for (const body of [
      { Open: '18:00', Close: '10:00', Days: '1' },
      { Open: '25:00', Close: '26:00', Days: '1' },
      { Open: '10:00', Close: '18:00', Days: '' },
      { Open: '10:00', Close: '18:00', Days: '78' },
    ]) {
      const res = await postAs(w.t.app, w.token.owner, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const saved = await postAs(w.t.app, w.token.owner, url, {
      Open: '10:00',
      Close: '18:00',
      Days: '6,5,4,3,2,1',
    });
    expect(saved.json()).toMatchObject({
      Message: 'Working hours saved',
      Data: { Days: '123456' },
    });
  });
});
