/**
 * The console's long lists a page at a time (docs/moderation.md#console): the
 * report queue by `cursor` (its NextCursor) and the dealers by `before` (its
 * NextBefore), 100 a page, every row reachable once, in order; a cursor or
 * `before` that is not one answers 400, never 500.
 */
import { describe, expect, it } from 'vitest';
import { CONSOLE_PAGE_SIZE, reportQueueCursor } from '#shared/schemas/admin.ts';
import { consoleTestApp } from '../../testing/console-test-app.ts';
import { placeOf } from '../../testing/places.ts';

const c = consoleTestApp();
const { get } = c;

/** Cars listed and reported for these tests (on top of the fixture's, which nobody reported). */
const REPORTED = 130;
/** Dealers added for these tests (on top of the fixture's three). */
const DEALERS = 120;

/**
 * REPORTED copies of a car for sale, each with one open report; three at a
 * time share their report's time, so the order's tie-break (the car's id)
 * falls across the first page's end. Answers their Rands in queue order.
 */
async function reportedCars(): Promise<string[]> {
  const db = c.t.db;
  const { id: _id, ...car } = await db
    .selectFrom('listings')
    .selectAll()
    .where('status', '=', 'UnSold')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('listings')
    .values(
      Array.from({ length: REPORTED }, (_, i) => ({
        ...car,
        rand: `pq${i}`,
        car_number: `GJ05PQ${String(i).padStart(4, '0')}`,
      })),
    )
    .returning(['id', 'rand'])
    .execute();
  const start = Date.parse('2026-11-01T00:00:00.000Z');
  await db
    .insertInto('listing_reports')
    .values(
      // Newest-listed cars reported first, so the queue's order is not the ids'.
      rows.map((row, i) => ({
        listing_id: row.id,
        reason: 'advance',
        remarks: '',
        reporter_mobile: `91111${String(i).padStart(5, '0')}`,
        created_at: new Date(start + Math.floor((REPORTED - 1 - i) / 3) * 1000).toISOString(),
      })),
    )
    .execute();
  return rows
    .map((row, i) => ({ ...row, group: Math.floor((REPORTED - 1 - i) / 3) }))
    .sort((a, b) => a.group - b.group || a.id - b.id)
    .map((row) => row.rand);
}

type Page<K extends string, Row> = { [k in K]: Row[] } & {
  NextCursor?: string | null;
  NextBefore?: number | null;
};

describe('GET /api/Admin/Reports, page by page', () => {
  it('answers 100 cars and a NextCursor that reaches the 101st and the rest, each once, in order', async () => {
    const expected = await reportedCars();
    const first = await get('Reports');
    expect(first.statusCode).toBe(200);
    const one: Page<'Reports', { Rand: string }> = first.json().Data;
    expect(one.Reports).toHaveLength(CONSOLE_PAGE_SIZE);
    expect(one.NextCursor).toEqual(expect.any(String));

    const second = await get(`Reports?cursor=${encodeURIComponent(one.NextCursor ?? '')}`);
    expect(second.statusCode).toBe(200);
    const two: Page<'Reports', { Rand: string }> = second.json().Data;
    expect(two.Reports).toHaveLength(REPORTED - CONSOLE_PAGE_SIZE);
    expect(two.NextCursor).toBeNull();
    expect([...one.Reports, ...two.Reports].map((r) => r.Rand)).toEqual(expected);
    expect(two.Reports[0]).toMatchObject({ Rand: expected[100], Reporters: 1 });
  });

  it.each([
    ['not base64url', 'a b'],
    ['base64url of no JSON', 'bm90IGpzb24'],
    ['a search cursor', Buffer.from('["s","new",1,2]').toString('base64url')],
    ['a time that is not one', Buffer.from('["r","yesterday",5]').toString('base64url')],
    ['a car id below 1', Buffer.from('["r","2026-11-01T00:00:00.000Z",0]').toString('base64url')],
    [
      'a car id past the largest',
      Buffer.from('["r","2026-11-01T00:00:00.000Z",1e12]').toString('base64url'),
    ],
    ['too long', reportQueueCursor({ oldest: '2026-11-01T00:00:00.000Z', id: 1 }).repeat(20)],
  ])('answers 400 to a cursor that is %s', async (_, cursor) => {
    const res = await get(`Reports?cursor=${encodeURIComponent(cursor)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Success: false, Message: 'cursor: Invalid cursor', Data: null });
  });

  it('answers 400 to two cursors, and the first page to a blank one', async () => {
    const cursor = reportQueueCursor({ oldest: '2026-11-01T00:00:00.000Z', id: 1 });
    expect((await get(`Reports?cursor=${cursor}&cursor=${cursor}`)).statusCode).toBe(400);
    const blank = await get('Reports?cursor=');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().Data.Reports).toHaveLength(CONSOLE_PAGE_SIZE);
  });
});

describe('GET /api/Admin/Dealers, page by page', () => {
  it('answers 100 dealers, newest first, and a NextBefore that reaches the rest, with q too', async () => {
    const db = c.t.db;
    const place = await placeOf(db, 'Gujarat', 'Surat');
    await db
      .insertInto('dealers')
      .values(
        Array.from({ length: DEALERS }, (_, i) => ({
          rand: `pd${i}`,
          firm_name: `Paging Motors ${i + 1}`,
          mobile: `97000${String(i).padStart(5, '0')}`,
          mobile2: null,
          address: 'Ring Road, Surat',
          state_id: place.stateId,
          city_id: place.cityId,
          gps_link: null,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const all = await db.selectFrom('dealers').select('id').orderBy('id', 'desc').execute();
    expect(all.length).toBeGreaterThan(CONSOLE_PAGE_SIZE);

    const first: Page<'Dealers', { id: number }> = (await get('Dealers')).json().Data;
    expect(first.Dealers).toHaveLength(CONSOLE_PAGE_SIZE);
    expect(first.NextBefore).toBe(first.Dealers.at(-1)?.id);
    const rest: Page<'Dealers', { id: number }> = (
      await get(`Dealers?before=${first.NextBefore}`)
    ).json().Data;
    expect(rest.NextBefore).toBeNull();
    expect([...first.Dealers, ...rest.Dealers].map((d) => d.id)).toEqual(all.map((d) => d.id));

    // A search pages the same way: only its own matches, the 101st on the next page.
    const found: Page<'Dealers', { firm_name: string }> = (await get('Dealers?q=paging')).json()
      .Data;
    expect(found.Dealers).toHaveLength(CONSOLE_PAGE_SIZE);
    const more: Page<'Dealers', { firm_name: string }> = (
      await get(`Dealers?q=paging&before=${found.NextBefore}`)
    ).json().Data;
    expect(more.Dealers.map((d) => d.firm_name)).toEqual(
      Array.from(
        { length: DEALERS - CONSOLE_PAGE_SIZE },
        (_, i) => `Paging Motors ${DEALERS - CONSOLE_PAGE_SIZE - i}`,
      ),
    );
    expect(more.NextBefore).toBeNull();
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '12abc'])(
    "answers 400 to before '%s'",
    async (before) => {
      const res = await get(`Dealers?before=${before}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        Success: false,
        Message: 'before: before must be a dealer id',
        Data: null,
      });
    },
  );
});
