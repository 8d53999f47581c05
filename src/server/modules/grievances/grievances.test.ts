/**
 * Grievances (issue 44 part 5; docs/privacy.md#grievances), on SQLite and
 * PostgreSQL: a signed-in person files one and gets a ticket and a WhatsApp
 * acknowledgement naming the answer date and the Grievance Officer; they
 * see their own tickets only; bad input is refused and stores nothing; a
 * flood gets 429; an answer is audited and announced on WhatsApp once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { postForm } from '../../testing/api-test-helpers.ts';
import { bearer, signIn } from '../../testing/auth-test-helpers.ts';
import { userIdOf } from '../../testing/dealer-team-world.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { rowCount } from '../../testing/row-count.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { GRIEVANCES_PER_DAY } from './grievances.service.ts';

/** The operator of this file's app (OPERATOR_MOBILES). */
const OPERATOR = '9000000072';
const t = fileTestApp(() =>
  createTestApp({
    GRIEVANCE_OFFICER_NAME: 'Asha Patel, Grievance Officer',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
    OPERATOR_MOBILES: OPERATOR,
  }),
);

let serial = 0;
const newMobile = () => `97${String(++serial).padStart(8, '0')}`;
const DETAILS = 'A dealer keeps calling me after I asked them to stop.';
/** Each test its own client address (the per-address limit is 10 an hour). */
let address = '';
const file = (token: string, body: Record<string, string>) =>
  postForm(t.app, '/api/Grievance/File', body, { headers: bearer(token), remoteAddress: address });
const mine = (token: string | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/Grievance/Mine',
    headers: token ? bearer(token) : {},
  });
const count = () => rowCount(t.db, 'grievances');

beforeEach(() => {
  address = `203.0.113.${++serial}`;
});

describe('grievances', () => {
  it('files one with a ticket, acknowledges it on WhatsApp and lists it to its owner only', async () => {
    const mobile = newMobile();
    const token = await signIn(t, mobile);
    const res = await file(token, { category: 'seller', details: `  ${DETAILS}  ` });
    expect(res.statusCode).toBe(200);
    const { ticket } = res.json().Data;
    expect(ticket).toMatch(/^GRV-[A-HJKMNP-Z2-9]{6}$/);
    expect(res.json().Message).toBe(MSG.grievanceFiled);

    const list = (await mine(token)).json().Data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      ticket,
      category: 'seller',
      details: DETAILS,
      status: 'open',
      answeredAt: null,
      answer: null,
    });
    const days = (Date.parse(list[0].answerBy) - Date.parse(list[0].createdAt)) / 86_400_000;
    expect(days).toBe(30);

    await t.runJobs();
    const ack = t.sent.find((m) => m.kind === 'grievance' && m.to === mobile);
    expect(ack).toBeDefined();
    if (ack?.kind !== 'grievance') throw new Error('no acknowledgement');
    expect(ack.params[0]).toBe(ticket);
    expect(ack.params[2]).toBe('Asha Patel, Grievance Officer, grievance@example.in');
    expect(ack.text).toContain(`CarSetu has received your grievance ${ticket}.`);

    const other = await signIn(t, newMobile());
    expect((await mine(other)).json().Data).toEqual([]);
    expect((await mine(null)).statusCode).toBe(401);
    expect((await file('not-a-token', { category: 'seller', details: DETAILS })).statusCode).toBe(
      401,
    );
  });

  it('refuses a bad category or too short or long words, storing nothing', async () => {
    const token = await signIn(t, newMobile());
    const before = await count();
    const cases: [Record<string, string>, string][] = [
      [{ category: 'money', details: DETAILS }, MSG.grievanceCategoryNeeded],
      [{ details: DETAILS }, MSG.grievanceCategoryNeeded],
      [{ category: 'other', details: '   too short     ' }, MSG.grievanceTooShort],
      [{ category: 'other' }, MSG.grievanceTooShort],
      [{ category: 'other', details: 'x'.repeat(2001) }, MSG.grievanceTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await file(token, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().Message).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it(`answers 429 past ${GRIEVANCES_PER_DAY} a day from one account, storing nothing more`, async () => {
    const token = await signIn(t, newMobile());
    for (let i = 0; i < GRIEVANCES_PER_DAY; i++) {
      expect(
        (await file(token, { category: 'other', details: `${DETAILS} ${i}` })).statusCode,
      ).toBe(200);
    }
    const before = await count();
    const refused = await file(token, { category: 'other', details: DETAILS });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Message).toBe(MSG.tooManyGrievances);
    expect(await count()).toBe(before);
  });
});

describe('grievances in the console', () => {
  const list = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/Admin/Grievances', headers: bearer(token) });
  const answer = (token: string, body: Record<string, string>) =>
    postForm(t.app, '/api/Admin/AnswerGrievance', body, { headers: bearer(token) });

  it('lists open ones first with overdue and past-deadline marked; an answer reaches the person, once, audited', async () => {
    const operator = await signIn(t, OPERATOR);
    const mobile = newMobile();
    const person = await signIn(t, mobile);
    const { ticket } = (await file(person, { category: 'personal-data', details: DETAILS })).json()
      .Data;
    const userId = await userIdOf(t.db, mobile);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await t.db
      .insertInto('grievances')
      .values([
        {
          ticket: 'GRV-OLD100',
          user_id: userId,
          category: 'other',
          details: DETAILS,
          status: 'open',
          created_at: daysAgo(100),
        },
        {
          ticket: 'GRV-OLD040',
          user_id: userId,
          category: 'other',
          details: DETAILS,
          status: 'open',
          created_at: daysAgo(40),
        },
      ])
      .execute();

    const rows = (await list(operator)).json().Data;
    const byTicket = new Map(rows.map((r: { ticket: string }) => [r.ticket, r]));
    expect(rows.slice(0, 2).map((r: { ticket: string }) => r.ticket)).toEqual([
      'GRV-OLD100',
      'GRV-OLD040',
    ]);
    expect(byTicket.get('GRV-OLD100')).toMatchObject({ overdue: true, pastDeadline: true, mobile });
    expect(byTicket.get('GRV-OLD040')).toMatchObject({ overdue: true, pastDeadline: false });
    expect(byTicket.get(ticket)).toMatchObject({
      overdue: false,
      pastDeadline: false,
      status: 'open',
    });

    const words = 'We have removed your number from the dealer and told them not to call.';
    expect((await answer(operator, { ticket, answer: words })).statusCode).toBe(200);
    expect((await answer(operator, { ticket, answer: words })).statusCode).toBe(409);
    expect((await answer(operator, { ticket: 'GRV-ZZZZZZ', answer: words })).statusCode).toBe(404);
    expect((await answer(operator, { ticket, answer: 'short' })).statusCode).toBe(400);

    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/Grievance/Mine', headers: bearer(person) })
    ).json().Data;
    expect(mine.find((g: { ticket: string }) => g.ticket === ticket)).toMatchObject({
      status: 'answered',
      answer: words,
    });
    const audit = await t.db
      .selectFrom('operator_audit')
      .select(['action', 'subject'])
      .where('subject', '=', ticket)
      .execute();
    expect(audit).toEqual([{ action: 'answer-grievance', subject: ticket }]);

    // One WhatsApp message says it was answered, with the link to read it (the 409 sent none).
    await t.runJobs();
    const told = t.sent.flatMap((m) =>
      m.kind === 'grievance' && m.answered && m.to === mobile && m.params[0] === ticket ? [m] : [],
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.params[1]).toMatch(/^https?:\/\/[^/]+\/grievance$/);
    expect(told[0]?.params[2]).toBe('Asha Patel, Grievance Officer, grievance@example.in');
    expect(told[0]?.text).toContain(`CarSetu has answered your grievance ${ticket}.`);
  });

  it("is the operators' alone: 403 for anyone else, 401 signed out, and nothing changes", async () => {
    const person = await signIn(t, newMobile());
    const { ticket } = (await file(person, { category: 'account', details: DETAILS })).json().Data;
    expect((await list(person)).statusCode).toBe(403);
    expect(
      (await answer(person, { ticket, answer: 'I answer my own grievance here.' })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Admin/Grievances' })).statusCode).toBe(
      401,
    );
    const row = await t.db
      .selectFrom('grievances')
      .select('status')
      .where('ticket', '=', ticket)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });
});
