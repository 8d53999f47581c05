/**
 * The console's paging parameters (docs/moderation.md#console): the report
 * queue's `cursor` (its own NextCursor, read back to a position) and the
 * dealer list's `before` (a dealer id); anything else is refused with the
 * message the route answers 400 with.
 */
import { describe, expect, it } from 'vitest';
import { ReportQueueQuerySchema, reportQueueCursor } from './admin.ts';
import { DealersQuerySchema } from './console-content.ts';
import { firstIssue } from './schema-test-helpers.ts';

describe('ReportQueueQuerySchema', () => {
  const position = { oldest: '2026-11-28T10:15:00.123Z', id: 4321 };

  it('reads back the NextCursor it made, and no cursor or a blank one as the first page', () => {
    const cursor = reportQueueCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(ReportQueueQuerySchema.parse({ cursor })).toEqual({ cursor: position });
    expect(ReportQueueQuerySchema.parse({})).toEqual({});
    expect(ReportQueueQuerySchema.parse({ cursor: '' }).cursor).toBeUndefined();
  });

  it.each([
    ['not base64url', '%%%'],
    ['no JSON', 'bm90IGpzb24'],
    ['another tuple', btoa('["s","new",1,2]')],
    ['a bad time', btoa('["r","2026-13-45",1]')],
    ['a bad id', btoa('["r","2026-11-28T10:15:00.000Z",1.5]')],
    ['too long', 'A'.repeat(201)],
  ])("refuses a cursor with %s: 'cursor: Invalid cursor'", (_, cursor) => {
    expect(firstIssue(ReportQueueQuerySchema.safeParse({ cursor }))).toBe('cursor: Invalid cursor');
  });
});

describe('DealersQuerySchema', () => {
  it('takes a dealer id as before, with or without q', () => {
    expect(DealersQuerySchema.parse({ before: '120' })).toEqual({ before: 120 });
    expect(DealersQuerySchema.parse({ q: ' shree ', before: '7' })).toEqual({
      q: 'shree',
      before: 7,
    });
  });

  it.each(['abc', '0', '-3', '2.5', '99999999999'])("refuses before '%s'", (before) => {
    expect(firstIssue(DealersQuerySchema.safeParse({ before }))).toBe(
      'before: before must be a dealer id',
    );
  });
});
