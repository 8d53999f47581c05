/**
 * The daily run makes buyers' digests a batch at a time (run-digests.ts,
 * issue 42 part 4), on SQLite and PostgreSQL: whatever the batch size, each
 * buyer gets what they alone would get: their own searches (paused ones
 * left out) in id order, their price drops since their own last digest,
 * nothing for a buyer told today already or with nothing new; and only told
 * searches' "seen" marks move.
 */
import { describe, expect, it } from 'vitest';
import { alertsTestWorld, at, PUBLIC_URL } from '../../testing/alerts-test-world.ts';
import type { DigestContent } from './digest-content.ts';
import { runDigests } from './run-digests.ts';

const w = alertsTestWorld();
const { buyer, listAnother, modelId } = w;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

describe('saved-search alerts, a batch of buyers at a time', () => {
  it.each([
    [1, 20],
    [2, 23],
    [100, 26],
  ])(
    'with batches of %i buyers, each buyer is told what they alone would be',
    async (batchSize, day) => {
      const db = w.t.db;
      const [creta, nexon, swift, seltos] = await Promise.all(
        ['Creta', 'Nexon', 'Swift', 'Seltos'].map(modelId),
      );
      const addSearch = async (userId: number, model: number, paused = 0) => {
        const newest = await db
          .selectFrom('listings')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow();
        const row = await db
          .insertInto('saved_searches')
          .values({
            user_id: userId,
            name: `Model ${model}`,
            criteria: JSON.stringify({ vehicleid: 1, sort: 'newest', carmodelid: model }),
            paused,
            seen_listing_id: Number(newest.id),
            created_at: at(1).toISOString(),
            updated_at: at(1).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      };
      const seenOf = async (userId: number) =>
        (
          await db
            .selectFrom('saved_searches')
            .select(['id', 'seen_listing_id'])
            .where('user_id', '=', userId)
            .orderBy('id')
            .execute()
        ).map((r) => r.seen_listing_id);

      const a = await buyer({ carmodelid: creta }); // told earlier today (another server)
      const b = await buyer({ carmodelid: nexon }); // a price drop since their last digest
      const c = await buyer({ carmodelid: nexon }); // the same drop, before their "since": nothing
      const d = await buyer({ carmodelid: creta });
      await addSearch(d.id, swift, 1); // paused
      await addSearch(d.id, seltos);
      const e = await buyer({ carmodelid: creta });
      await addSearch(e.id, swift);
      await db
        .insertInto('alert_digests')
        .values([
          {
            user_id: a.id,
            day: dayOf(at(day)),
            status: 'sent',
            content: '{"searches":[],"drops":[]}',
            created_at: at(day, 3).toISOString(),
          },
          {
            user_id: b.id,
            day: dayOf(at(day - 3)),
            status: 'sent',
            content: '{"searches":[],"drops":[]}',
            created_at: at(day - 3).toISOString(),
          },
        ])
        .execute();
      const x = await listAnother('Swift');
      await db
        .insertInto('favourites')
        .values(
          [b, c].map((u) => ({ user_id: u.id, listing_id: x.id, created_at: at(1).toISOString() })),
        )
        .execute();
      const { price } = await db
        .selectFrom('listings')
        .select('price')
        .where('id', '=', x.id)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('listings')
        .set({ price: Number(price) - 25000, updated_at: at(day - 2, 6).toISOString() })
        .where('id', '=', x.id)
        .execute();
      const y = await listAnother('Creta');
      const seenBefore = await Promise.all([a, b, c, d, e].map((u) => seenOf(u.id)));

      const keys = await runDigests({ db, publicUrl: PUBLIC_URL, now: () => at(day), batchSize });
      expect(keys).toEqual([b, d, e].map((u) => ({ userId: u.id, day: dayOf(at(day)) })));
      const content = async (userId: number) => {
        const row = await db
          .selectFrom('alert_digests')
          .select('content')
          .where('user_id', '=', userId)
          .where('day', '=', dayOf(at(day)))
          .executeTakeFirstOrThrow();
        return JSON.parse(row.content) as DigestContent;
      };
      const link = (rand: string) => `${PUBLIC_URL}/CarDetails/${rand}`;
      const told = (c: DigestContent) =>
        c.searches.map((s) => [s.count, s.cars.map((car) => car.link)]);
      const bTold = await content(b.id);
      expect(told(bTold)).toEqual([]);
      expect(bTold.drops).toEqual([
        expect.objectContaining({
          newPrice: Number(price) - 25000,
          oldPrice: Number(price),
          link: link(x.rand),
        }),
      ]);
      expect(told(await content(d.id))).toEqual([[1, [link(y.rand)]]]);
      const eTold = await content(e.id);
      expect(told(eTold)).toEqual([
        [1, [link(y.rand)]],
        [1, [link(x.rand)]],
      ]);
      expect(eTold.drops).toEqual([]);
      expect(eTold.searches[0].cars[0].title).toMatch(/ Creta$/);

      const [seenA, seenB, seenC, seenD, seenE] = await Promise.all(
        [a, b, c, d, e].map((u) => seenOf(u.id)),
      );
      expect([seenA, seenB, seenC]).toEqual(seenBefore.slice(0, 3));
      expect(seenD).toEqual([y.id, seenBefore[3][1], seenBefore[3][2]]);
      expect(seenE).toEqual([y.id, x.id]);
    },
  );
});
