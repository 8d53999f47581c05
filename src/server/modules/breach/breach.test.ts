/**
 * Breach notices (issue 44 part 7; docs/incident.md), on SQLite and
 * PostgreSQL: an operator sends one to a list of mobiles or to every
 * account, with an audit row; each recipient gets it on WhatsApp (the job
 * resumes after a failure without sending twice) and in the app, where
 * they alone read it and mark it read; bad input and anyone but an operator
 * are refused and store nothing.
 */
import { describe, expect, it } from 'vitest';
import { breachNoticeHandler } from '../../jobs/breach-notice-job.ts';
import { postForm } from '../../testing/api-test-helpers.ts';
import { bearer, signIn } from '../../testing/auth-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { rowCount } from '../../testing/row-count.ts';
import { createTestApp } from '../../testing/test-app.ts';

const OPERATOR = '9000000073';
const t = fileTestApp(() =>
  createTestApp({
    GRIEVANCE_OFFICER_NAME: 'Asha Patel',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
    GRIEVANCE_OFFICER_PHONE: '+91 79 4000 1234',
    OPERATOR_MOBILES: OPERATOR,
  }),
);

let serial = 0;
const newMobile = () => `96${String(++serial).padStart(8, '0')}`;
const NOTICE = {
  whatHappened: 'A copy of the leads table was readable by anyone for two hours.',
  occurredOn: '2026-12-01',
  consequences: 'Someone may have seen your name and mobile number and the car you asked about.',
  measures: 'We closed the access within the hour and changed every key.',
  advice: 'Be careful with calls that ask for money or an OTP in the name of CarSetu.',
};
const send = (token: string, body: Record<string, string>) =>
  postForm(t.app, '/api/Admin/BreachNotice', body, { headers: bearer(token) });
const notices = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/Account/Notices', headers: bearer(token) })
  ).json().Data;

describe('breach notices', () => {
  it('go to the listed accounts on WhatsApp and in the app, audited, read by their owners alone', async () => {
    const operator = await signIn(t, OPERATOR);
    const [a, b, outsider] = [newMobile(), newMobile(), newMobile()];
    const tokenA = await signIn(t, a);
    const tokenB = await signIn(t, b);
    const tokenOut = await signIn(t, outsider);
    const res = await send(operator, {
      ...NOTICE,
      audience: 'listed',
      mobiles: `${a}\n${b}, ${b}\n9999999999`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toEqual({ id: expect.any(Number), recipients: 2, unknownMobiles: 1 });
    const id = res.json().Data.id;

    const audit = await t.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('action', '=', 'breach-notice')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.subject).toBe(`notice ${id}`);

    // WhatsApp fails after the first message: the queued job sends the rest, and nobody twice.
    const early: string[] = [];
    const failing = breachNoticeHandler(t.db, {
      async send(message) {
        if (early.length) throw new Error('WhatsApp is down');
        early.push(message.to);
      },
    });
    await expect(failing({ noticeId: id })).rejects.toThrow('WhatsApp is down');
    await t.runJobs();
    const messages = t.sent.filter((m) => m.kind === 'breach');
    expect(early).toHaveLength(1);
    expect([...early, ...messages.map((m) => m.to)].sort()).toEqual([a, b].sort());
    expect(messages.map((m) => m.to)).not.toContain(early[0]);
    const first = messages[0];
    if (first?.kind !== 'breach') throw new Error('no notice sent');
    expect(first.params).toEqual([
      NOTICE.whatHappened,
      NOTICE.occurredOn,
      NOTICE.consequences,
      NOTICE.measures,
      NOTICE.advice,
      'Asha Patel, grievance@example.in, +91 79 4000 1234',
    ]);

    const mine = await notices(tokenA);
    expect(mine).toEqual([
      expect.objectContaining({ id, ...NOTICE, readAt: null, contact: expect.any(String) }),
    ]);
    expect(await notices(tokenOut)).toEqual([]);
    const read = await postForm(
      t.app,
      '/api/Account/NoticeRead',
      { id },
      { headers: bearer(tokenA) },
    );
    expect(read.statusCode).toBe(200);
    expect((await notices(tokenA))[0].readAt).not.toBeNull();
    expect((await notices(tokenB))[0].readAt).toBeNull();
    const notMine = await postForm(
      t.app,
      '/api/Account/NoticeRead',
      { id },
      { headers: bearer(tokenOut) },
    );
    expect(notMine.statusCode).toBe(404);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/BreachNotices',
      headers: bearer(operator),
    });
    expect(list.json().Data[0]).toMatchObject({ id, recipients: 2, sent: 2, read: 1 });
  });

  it('goes to every account with audience all', async () => {
    const operator = await signIn(t, OPERATOR);
    const someone = await signIn(t, newMobile());
    const res = await send(operator, { ...NOTICE, audience: 'all' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.recipients).toBe(await rowCount(t.db, 'users'));
    expect(await notices(someone)).toHaveLength(1);
  });

  it('refuses bad input and anyone but an operator, storing nothing', async () => {
    const operator = await signIn(t, OPERATOR);
    const someone = await signIn(t, newMobile());
    const before = await rowCount(t.db, 'breach_notices');
    const refusals = [
      await send(operator, { ...NOTICE, audience: 'listed', mobiles: '' }),
      await send(operator, { ...NOTICE, audience: 'listed', mobiles: '12345' }),
      await send(operator, { ...NOTICE, whatHappened: 'short', audience: 'all' }),
      await send(operator, { ...NOTICE, occurredOn: 'yesterday', audience: 'all' }),
      await send(operator, { ...NOTICE, audience: 'everyone' }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect((await send(someone, { ...NOTICE, audience: 'all' })).statusCode).toBe(403);
    expect((await postForm(t.app, '/api/Admin/BreachNotice', { ...NOTICE })).statusCode).toBe(401);
    expect(await rowCount(t.db, 'breach_notices')).toBe(before);
  });
});
