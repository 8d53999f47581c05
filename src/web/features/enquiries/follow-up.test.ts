import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { buildFollowUp, chipTime, followUpState, stageFor } from './follow-up.ts';
import { followUpResolver } from './follow-up-resolver.ts';
import { followUpWhen } from './ist-time.ts';
import { testLead } from './test-lead.ts';

/** 10:07 am IST on Thursday 3 December 2026. */
const NOW = new Date('2026-12-03T10:07:00+05:30');

describe('time chips (Indian time, whatever the device zone)', () => {
  it('in 2 hours rounds up to the quarter hour', () => {
    expect(chipTime('in-2-hours', NOW)).toBe('2026-12-03T12:15');
    expect(chipTime('in-2-hours', new Date('2026-12-03T10:00:00+05:30'))).toBe('2026-12-03T12:00');
    expect(chipTime('in-2-hours', new Date('2026-12-03T23:00:00+05:30'))).toBe('2026-12-04T01:00');
  });

  it('tomorrow and in 3 days are 11:00 on those Indian days', () => {
    expect(chipTime('tomorrow', NOW)).toBe('2026-12-04T11:00');
    expect(chipTime('in-3-days', NOW)).toBe('2026-12-06T11:00');
    // 23:50 IST is 18:20 UTC the same date: tomorrow is still the next Indian day.
    expect(chipTime('tomorrow', new Date('2026-12-03T23:50:00+05:30'))).toBe('2026-12-04T11:00');
    // 00:10 IST is the previous UTC date.
    expect(chipTime('tomorrow', new Date('2026-12-04T00:10:00+05:30'))).toBe('2026-12-05T11:00');
  });
});

describe('the stage an outcome sets', () => {
  it('No answer moves only a new lead on, to contacted', () => {
    expect(stageFor('no-answer', 'new')).toBe('contacted');
    expect(stageFor('no-answer', 'contacted')).toBeUndefined();
    expect(stageFor('no-answer', 'negotiating')).toBeUndefined();
  });

  it('Spoke to them reopens or starts a lead, and keeps a visit or negotiation', () => {
    expect(stageFor('spoke', 'new')).toBe('contacted');
    expect(stageFor('spoke', 'lost')).toBe('contacted');
    expect(stageFor('spoke', 'visit')).toBeUndefined();
  });

  it('the other outcomes are their stage, unless the lead is there already', () => {
    expect(stageFor('visit', 'contacted')).toBe('visit');
    expect(stageFor('won', 'negotiating')).toBe('won');
    expect(stageFor('negotiating', 'negotiating')).toBeUndefined();
  });
});

describe('the request the taps make', () => {
  it('No answer, Tomorrow 11:00 on a new lead: contacted, the time, the note', () => {
    const fields = {
      Outcome: 'no-answer',
      When: chipTime('tomorrow', NOW),
      LostReason: '',
      Note: '',
    } as const;
    expect(buildFollowUp(testLead(), fields)).toEqual({
      id: 7,
      Stage: 'contacted',
      NextFollowUp: '2026-12-04T11:00',
      Note: 'Called, no answer',
    });
    expect(buildFollowUp(testLead(), { ...fields, Note: ' Try his wife ' }).Note).toBe(
      'Called, no answer. Try his wife',
    );
  });

  it('Lost sends its reason and clears a follow-up the lead had', () => {
    const lead = testLead({ Status: 'negotiating', NextFollowUp: '2026-12-04T05:30:00.000Z' });
    expect(
      buildFollowUp(lead, { Outcome: 'lost', When: '', LostReason: 'price', Note: '' }),
    ).toEqual({ id: 7, Stage: 'lost', LostReason: 'price', NextFollowUp: '' });
    // Won on a lead without a follow-up sends no time at all.
    expect(
      buildFollowUp(testLead({ Status: 'visit' }), {
        Outcome: 'won',
        When: '',
        LostReason: '',
        Note: 'Paid in full',
      }),
    ).toEqual({ id: 7, Stage: 'won', Note: 'Paid in full' });
  });

  it('the shared schema checks it: a time needed, not in the past, lost needs its reason', async () => {
    const resolve = followUpResolver(testLead(), () => NOW);
    const run = (fields: Parameters<typeof buildFollowUp>[1]) =>
      resolve(fields, undefined, { fields: {}, shouldUseNativeValidation: false });
    const noTime = await run({ Outcome: 'spoke', When: '', LostReason: '', Note: '' });
    expect(noTime.errors.When?.message).toBe(MSG.validFollowUpTime);
    const past = await run({
      Outcome: 'spoke',
      When: '2026-12-03T09:00',
      LostReason: '',
      Note: '',
    });
    expect(past.errors.When?.message).toBe(MSG.followUpInPast);
    const noReason = await run({ Outcome: 'lost', When: '', LostReason: '', Note: '' });
    expect(noReason.errors.LostReason?.message).toBe(MSG.lostReasonRequired);
    const ok = await run({ Outcome: 'spoke', When: '2026-12-03T18:00', LostReason: '', Note: '' });
    expect(ok.errors).toEqual({});
    expect(ok.values).toEqual({ id: 7, Stage: 'contacted', NextFollowUp: '2026-12-03T18:00' });
  });
});

describe('overdue, due today or later (IST days)', () => {
  it('a time passed is overdue, later today is today, after IST midnight is later', () => {
    expect(followUpState('2026-12-03T10:00:00+05:30', NOW)).toBe('overdue');
    expect(followUpState('2026-12-02T18:00:00+05:30', NOW)).toBe('overdue');
    expect(followUpState('2026-12-03T23:59:00+05:30', NOW)).toBe('today');
    expect(followUpState('2026-12-04T00:01:00+05:30', NOW)).toBe('later');
    // 11 pm IST: 00:30 IST is tomorrow although it is the same UTC date.
    const late = new Date('2026-12-03T23:00:00+05:30');
    expect(followUpState('2026-12-04T00:30:00+05:30', late)).toBe('later');
  });

  it('reads as today, tomorrow or yesterday near today, else the date', () => {
    expect(followUpWhen('2026-12-03T17:30:00+05:30', NOW)).toBe('today, 5:30 pm');
    expect(followUpWhen('2026-12-04T11:00:00+05:30', NOW)).toBe('tomorrow, 11:00 am');
    expect(followUpWhen('2026-12-02T00:05:00+05:30', NOW)).toBe('yesterday, 12:05 am');
    expect(followUpWhen('2026-12-10T12:00:00+05:30', NOW)).toBe('10 Dec 2026, 12:00 pm');
  });
});
