/** The login dialog's words after a 429 (docs/product.md#sign-in): seconds under a minute, else the time in India. */
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, tooManyTriesText } from './too-many-tries.ts';

const at = (iso: string) => Date.parse(iso);

describe('tooManyTriesText', () => {
  it('counts seconds under a minute (at least 1)', () => {
    expect(tooManyTriesText(45, 0)).toBe('Too many attempts. Try again in 45 seconds.');
    expect(tooManyTriesText(1, 0)).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyTriesText(0, 0)).toBe('Too many attempts. Try again in 1 second.');
  });

  it('names the time in India from a minute on, rounded up to the minute, 12-hour', () => {
    // 06:29:30 UTC is 11:59:30 am in India; a minute later is past noon.
    expect(tooManyTriesText(60, at('2026-11-28T06:29:30Z'))).toBe(
      'Too many attempts. Try again at 12:01 pm.',
    );
    // 18:20 UTC is 11:50 pm; 20 minutes later is 12:10 am.
    expect(tooManyTriesText(1200, at('2026-11-28T18:20:00Z'))).toBe(
      'Too many attempts. Try again at 12:10 am.',
    );
    expect(tooManyTriesText(3600, at('2026-11-28T03:30:00Z'))).toBe(
      'Too many attempts. Try again at 10:00 am.',
    );
  });
});

describe('retryAfterSeconds', () => {
  it('reads delay-seconds and HTTP dates', () => {
    const now = at('2026-11-28T10:00:00Z');
    expect(retryAfterSeconds('45', now)).toBe(45);
    expect(retryAfterSeconds(' 45 ', now)).toBe(45);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(undefined, now)).toBeUndefined();
  });
});
