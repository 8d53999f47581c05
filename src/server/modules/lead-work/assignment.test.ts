/**
 * Who a dealer's new lead goes to, and who hears of it (issue 43 part 2;
 * docs/decisions/041-lead-work.md): in turn among the active sales
 * executives (a removed one never), the buyer's `salesexecutiveId` when it
 * names one of them, the owner when the dealer has none; the WhatsApp
 * notice to the assignee, and the owner's escalation once nobody acted in
 * LEAD_ESCALATE_MINUTES of working time (only then, only once).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tableJobQueue } from '../../jobs/table-job-queue.ts';
import {
  dealerTeamWorld,
  leaveLead as leaveLeadOn,
  SARDAR,
  SHREE,
  STAFF,
} from '../../testing/dealer-team-world.ts';
import { postAs } from '../../testing/seller-requests.ts';
import { leadEscalationHandler } from './lead-notices.ts';

const w = dealerTeamWorld();
let buyer = 9_811_200_000;

/** A lead from a new mobile on the first car for sale of the dealer registered with `dealerMobile`. */
function leaveLead(dealerMobile: string, salesexecutiveId = '0'): Promise<number> {
  buyer += 1;
  return leaveLeadOn(w.t, dealerMobile, String(buyer), { salesexecutiveId });
}

const assigneeOf = async (id: number) =>
  (
    await w.t.db
      .selectFrom('leads')
      .select('assignee_staff_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).assignee_staff_id;

/** The queued jobs `name` since job id `after`, with their data. */
const jobsSince = async (name: string, after: number) =>
  (
    await w.t.db
      .selectFrom('jobs')
      .select(['id', 'data', 'run_after', 'created_at'])
      .where('name', '=', name)
      .where('id', '>', after)
      .orderBy('id')
      .execute()
  ).map((j) => ({ ...j, data: JSON.parse(j.data) }));

const lastJobId = async () =>
  (await w.t.db.selectFrom('jobs').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0;

beforeAll(async () => {
  // Every day open round the clock: the escalation falls 15 minutes after the lead.
  await w.t.db
    .updateTable('dealers')
    .set({ hours_open: '00:00', hours_close: '23:59', open_days: '0123456' })
    .where('id', '=', w.shreeId)
    .execute();
});

describe("a dealer's new leads", () => {
  it('go in turn to the active sales executives, never to a removed one', async () => {
    const given = [];
    for (let i = 0; i < 4; i++) given.push(await assigneeOf(await leaveLead(SHREE)));
    const execs = [w.staffId.salesWithPrice, w.staffId.sales];
    expect(new Set(given)).toEqual(new Set(execs));
    expect(given[0]).not.toBe(given[1]);
    expect(given[2]).not.toBe(given[3]);
    expect(given).not.toContain(w.staffId.removed);
  });

  it("go to the buyer's choice when salesexecutiveId names an active sales executive, else in turn", async () => {
    expect(await assigneeOf(await leaveLead(SHREE, String(w.staffId.sales)))).toBe(w.staffId.sales);
    for (const choice of [w.staffId.manager, w.staffId.removed, 99_999, 'abc']) {
      const got = await assigneeOf(await leaveLead(SHREE, String(choice)));
      expect([w.staffId.sales, w.staffId.salesWithPrice], String(choice)).toContain(got);
    }
  });

  it('stay the owner’s when the dealer has no sales executive', async () => {
    expect(await assigneeOf(await leaveLead(SARDAR))).toBeNull();
  });

  it("send the notice to the assignee's mobile and queue the owner's check 15 working minutes later", async () => {
    const after = await lastJobId();
    const id = await leaveLead(SHREE, String(w.staffId.sales));
    const [notice] = await jobsSince('lead-notice', after);
    expect(notice?.data.to).toBe(STAFF.sales.mobile);
    const [check] = await jobsSince('lead-escalation', after);
    expect(check?.data).toEqual({ leadId: id });
    const wait = Date.parse(check?.run_after ?? '') - Date.parse(check?.created_at ?? '');
    expect(wait).toBeGreaterThan(14 * 60_000);
    expect(wait).toBeLessThan(16 * 60_000);
    const history = await w.t.db
      .selectFrom('lead_events')
      .select(['kind', 'detail', 'actor_user_id'])
      .where('lead_id', '=', id)
      .execute();
    expect(history).toEqual([
      {
        kind: 'created',
        actor_user_id: null,
        detail: JSON.stringify({
          stage: 'new',
          assigneeStaffId: w.staffId.sales,
          assigneeName: 'Ravi Patel',
        }),
      },
    ]);
  });

  it('escalate to the owner once when nobody acted, and not when someone did', async () => {
    const queue = tableJobQueue({ db: w.t.db });
    const escalate = leadEscalationHandler({ db: w.t.db, jobQueue: queue, minutes: 15 });
    const idle = await leaveLead(SHREE);
    const worked = await leaveLead(SHREE);
    const contacted = await postAs(w.t.app, w.token.manager, '/api/Enquiries/Contact', {
      id: worked,
      Via: 'call',
    });
    expect(contacted.statusCode, contacted.body).toBe(200);

    const after = await lastJobId();
    await escalate({ leadId: idle });
    await escalate({ leadId: idle });
    await escalate({ leadId: worked });
    const notices = await jobsSince('lead-notice', after);
    expect(notices.map((n) => n.data.to)).toEqual([SHREE]);
    expect(notices[0]?.data.text).toMatch(
      /^No reply yet: Ravi Patel has not contacted this enquiry in 15 minutes\. New CarSetu lead: Kiran Shah \(98112\d{5}\)/,
    );
    const events = await w.t.db
      .selectFrom('lead_events')
      .select('kind')
      .where('lead_id', '=', idle)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['created', 'escalated']);
  });
});
