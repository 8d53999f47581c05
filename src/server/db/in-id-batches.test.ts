/**
 * inIdBatches: every row once, in id order, across batch boundaries, with
 * other work let in between batches (what keeps a start-up scan of a large
 * table from holding requests on SQLite).
 */
import { describe, expect, it } from 'vitest';
import { inIdBatches, inIdRanges } from './in-id-batches.ts';

const table = [3, 4, 8, 9, 15].map((id) => ({ id }));

describe('inIdBatches', () => {
  it('reads every row once, in id order, a batch at a time', async () => {
    const asked: [number, number][] = [];
    const read = async (afterId: number, limit: number) => {
      asked.push([afterId, limit]);
      return table.filter((r) => r.id > afterId).slice(0, limit);
    };
    const seen: number[] = [];
    for await (const row of inIdBatches(read, 2)) seen.push(row.id);
    expect(seen).toEqual([3, 4, 8, 9, 15]);
    expect(asked).toEqual([
      [0, 2],
      [4, 2],
      [9, 2],
    ]);
  });

  it('lets other work run between batches', async () => {
    const order: string[] = [];
    const read = async (afterId: number, limit: number) => {
      order.push(`read after ${afterId}`);
      // Work that arrived while this batch was read (a request, on the server).
      setImmediate(() => order.push('other work'));
      return table.filter((r) => r.id > afterId).slice(0, limit);
    };
    for await (const _ of inIdBatches(read, 2));
    expect(order).toEqual([
      'read after 0',
      'other work',
      'read after 4',
      'other work',
      'read after 9',
    ]);
  });

  it('reads a filtered query a range of ids at a time, up to the highest id', async () => {
    const asked: [number, number][] = [];
    const odd = async (afterId: number, throughId: number) => {
      asked.push([afterId, throughId]);
      return table.filter((r) => r.id > afterId && r.id <= throughId && r.id % 2 === 1);
    };
    const seen: number[] = [];
    for await (const row of inIdRanges(15, odd, 6)) seen.push(row.id);
    expect(seen).toEqual([3, 9, 15]);
    expect(asked).toEqual([
      [0, 6],
      [6, 12],
      [12, 18],
    ]);
    const none: number[] = [];
    for await (const row of inIdRanges(0, odd, 6)) none.push(row.id);
    expect(none).toEqual([]);
  });
});
