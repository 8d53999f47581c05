/**
 * Grievances (issue 44 part 5; docs/privacy.md#grievances), on SQLite and
 * PostgreSQL: a signed-in person files one and gets a ticket and a WhatsApp
 * acknowledgement naming the answer date and the Grievance Officer; they
 * see their own tickets only; bad input is refused and stores nothing; a
 * flood gets 429.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { postForm } from '../../testing/api-test-helpers.ts';
import { bearer, signIn } from '../../testing/auth-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { GRIEVANCES_PER_DAY } from './grievances.service.ts';

const t = fileTestApp(() =>
  createTestApp({
    GRIEVANCE_OFFICER_NAME: 'Asha Patel, Grievance Officer',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
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
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('grievances')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

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
