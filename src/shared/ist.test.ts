/** IST arithmetic (src/shared/ist.ts): follow-up times typed in IST, and working minutes in a dealer's hours. */
import { describe, expect, it } from 'vitest';
import { addWorkingMinutes, istDayStart, parseIstDateTime } from './ist.ts';

const hours = { open: '09:30', close: '19:30', days: '123456' };
/** The UTC instant of IST wall time `local` ("YYYY-MM-DDTHH:MM"). */
const ist = (local: string) => new Date(`${local}:00+05:30`);

describe('IST', () => {
  it('reads a datetime-local value as IST and an ISO time with its zone as given', () => {
    expect(parseIstDateTime('2026-12-03T11:00')?.toISOString()).toBe('2026-12-03T05:30:00.000Z');
    expect(parseIstDateTime('2026-12-03T11:00:00Z')?.toISOString()).toBe(
      '2026-12-03T11:00:00.000Z',
    );
    for (const bad of [
      '2026-02-30T10:00',
      '2026-12-03T24:00',
      '03-12-2026 11:00',
      'tomorrow',
      '',
    ]) {
      expect(parseIstDateTime(bad), bad).toBeUndefined();
    }
  });

  it('starts the day at IST midnight', () => {
    expect(istDayStart(ist('2026-12-03T00:10')).toISOString()).toBe('2026-12-02T18:30:00.000Z');
    expect(istDayStart(ist('2026-12-03T23:50')).toISOString()).toBe('2026-12-02T18:30:00.000Z');
  });

  it("counts working minutes only inside the dealer's hours and days", () => {
    // Thursday 10:00: 15 minutes later.
    expect(addWorkingMinutes(ist('2026-12-03T10:00'), 15, hours)).toEqual(ist('2026-12-03T10:15'));
    // 19:20: 10 minutes today, 5 after Friday's opening.
    expect(addWorkingMinutes(ist('2026-12-03T19:20'), 15, hours)).toEqual(ist('2026-12-04T09:35'));
    // Saturday night: Sunday is closed, so Monday 9:45.
    expect(addWorkingMinutes(ist('2026-12-05T22:00'), 15, hours)).toEqual(ist('2026-12-07T09:45'));
    // Before opening.
    expect(addWorkingMinutes(ist('2026-12-03T06:00'), 15, hours)).toEqual(ist('2026-12-03T09:45'));
    // No working day at all: the plain clock.
    expect(addWorkingMinutes(ist('2026-12-03T06:00'), 15, { ...hours, days: '' })).toEqual(
      ist('2026-12-03T06:15'),
    );
  });
});
