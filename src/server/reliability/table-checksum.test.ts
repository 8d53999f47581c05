/**
 * The fuzz's change detector (table-checksum.ts) on both databases: a
 * committed insert, update or delete shows in the next checksum, in the
 * table it touched only; a rolled-back write and a read leave it as it was.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Checksummer, changedParts, openChecksummer } from './table-checksum.ts';

let t: TestApp;
let checksum: Checksummer;

beforeAll(async () => {
  t = await createTestApp();
  checksum = await openChecksummer(t);
});

afterAll(async () => {
  checksum?.close();
  await t?.close();
});

describe('table checksums', () => {
  it('see every committed change, in its own table, and nothing else', async () => {
    const before = await checksum.take();
    await t.db.selectFrom('cities').selectAll().limit(5).execute();
    expect(changedParts(before, await checksum.take())).toEqual([]);

    await t.db.insertInto('features').values({ id: 90_001, name: 'Checksum test' }).execute();
    const inserted = await checksum.take();
    expect(changedParts(before, inserted)).toEqual(['features']);

    await t.db
      .updateTable('features')
      .set({ name: 'Checksum test 2' })
      .where('id', '=', 90_001)
      .execute();
    const updated = await checksum.take();
    expect(changedParts(inserted, updated)).toEqual(['features']);

    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`update cities set name = name || 'x'`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(changedParts(updated, await checksum.take())).toEqual([]);

    await t.db.deleteFrom('features').where('id', '=', 90_001).execute();
    expect(changedParts(before, await checksum.take())).toEqual([]);
  });
});
