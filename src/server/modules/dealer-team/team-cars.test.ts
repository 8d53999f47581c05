/**
 * What each person of a dealership may do with its cars (issue 43 part 1;
 * docs/decisions/040-dealer-team.md), on every seller and dealer call that
 * acts on one car: owners (the registered mobile and an added one) and a
 * manager may edit, photograph, mark sold, delete, renew and promote the
 * dealership's cars; a sales executive (with or without the price
 * permission), a removed person, a stranger and another dealer get 404 and
 * nothing changes. The workspace's own calls: team-workspace.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEALER, dealerTeamWorld, type Person } from '../../testing/dealer-team-world.ts';
import { editCarAs, uploadPhotosAs } from '../../testing/listing-requests.ts';
import { type Choice, pickChoice } from '../../testing/sell-body.ts';
import { getAs, IMAGES, postAs, SELL } from '../../testing/seller-requests.ts';
import { jpegBase64, jpegDataUrl } from '../../testing/test-photos.ts';
import type { Seller } from '../../testing/test-sellers.ts';

const w = dealerTeamWorld();
const CAR_MANAGERS: Person[] = ['owner', 'coOwner', 'manager'];
const NOT_CAR_MANAGERS: Person[] = [
  'salesWithPrice',
  'sales',
  'removed',
  'stranger',
  'otherDealer',
];

type Car = Awaited<ReturnType<typeof w.freshCar>>;
type Res = Awaited<ReturnType<typeof getAs>>;
const as = (token: string) => ({ token }) as Seller;

let photo = '';
let choice: Choice;
beforeAll(async () => {
  photo = await jpegBase64(800, 550);
  choice = await pickChoice(w.t.db);
});
/** A second photo of a car (not its main one), uploaded by the owner: the photo Delete's subject. */
async function extraPhoto(car: Car): Promise<string> {
  const res = await uploadPhotosAs(
    w.t.app,
    as(w.token.owner),
    { carid: car.id, carnumber: car.carNumber },
    [
      { url: jpegDataUrl(photo), name: 'front.jpg' },
      { url: jpegDataUrl(photo), name: 'side.jpg' },
    ],
  );
  expect(res.statusCode, res.body).toBe(200);
  const images = (res.json().Data as { images: { Rand: string; ismain: boolean }[] }[]).flatMap(
    (g) => g.images,
  );
  return images.filter((i) => !i.ismain).at(-1)?.Rand ?? '';
}

/** Each call on one car: its name, and the request as `token` on a fresh `car` (with `extra` made first). */
const CAR_CALLS: [string, (token: string, car: Car, extra: string) => Promise<Res>][] = [
  ['Editcar (GET)', (tk, car) => getAs(w.t.app, tk, `${SELL}/Editcar?Rand=${car.rand}`)],
  [
    'Editcar (POST)',
    (tk, car) =>
      editCarAs(w.t.app, as(tk), choice, car.rand, {
        carnumber: car.carNumber,
        nSaleprice: 611_000,
      }),
  ],
  ['Delete', (tk, car) => getAs(w.t.app, tk, `${SELL}/Delete?Rand=${car.rand}`)],
  [
    'changesoldunsoldstatus',
    (tk, car) =>
      postAs(
        w.t.app,
        tk,
        `${SELL}/changesoldunsoldstatus?carno=${car.carNumber}&carstatus=UnSold`,
        {},
      ),
  ],
  [
    'Sellcarimages',
    (tk, car) => getAs(w.t.app, tk, `${IMAGES}/Sellcarimages?carno=${car.carNumber}`),
  ],
  [
    'addcarimages',
    (tk, car) =>
      uploadPhotosAs(w.t.app, as(tk), { carid: car.id, carnumber: car.carNumber }, [
        { url: jpegDataUrl(photo), name: 'rear.jpg' },
      ]),
  ],
  ['photo Delete', (tk, _car, rand) => getAs(w.t.app, tk, `${IMAGES}/Delete?Rand=${rand}`)],
  ['Renew', (tk, car) => postAs(w.t.app, tk, `${SELL}/Renew`, { Rand: car.rand })],
  ['StatusCard Card', (tk, car) => getAs(w.t.app, tk, `/api/StatusCard/Card?Rand=${car.rand}`)],
  [
    'StatusCard Caption',
    (tk, car) => getAs(w.t.app, tk, `/api/StatusCard/Caption?Rand=${car.rand}`),
  ],
  ['Dealer MarkSold', (tk, car) => postAs(w.t.app, tk, `${DEALER}/MarkSold`, { Rand: car.rand })],
];

describe("a dealership's cars, by role", () => {
  it.each(CAR_CALLS)(
    '%s: owners and a manager may; sales executives, a removed person, a stranger and another dealer get 404 or 403 and nothing changes',
    async (name, call) => {
      for (const who of CAR_MANAGERS) {
        const car = await w.freshCar();
        const extra = name === 'photo Delete' ? await extraPhoto(car) : '';
        const res = await call(w.token[who], car, extra);
        expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(200);
      }
      const car = await w.freshCar();
      const extra = name === 'photo Delete' ? await extraPhoto(car) : '';
      for (const who of NOT_CAR_MANAGERS) {
        const before = await w.snapshot();
        const res = await call(w.token[who], car, extra);
        // The workspace's own calls answer a person of the team whose role lacks the
        // action 403; the seller calls find no such car of theirs (404).
        const expected = name.startsWith('Dealer') && who !== 'otherDealer' ? 403 : 404;
        expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(expected);
        expect(await w.snapshot(), who).toEqual(before);
      }
    },
  );

  it('RenewAll renews the stock for owners and a manager, and none of it for anyone else', async () => {
    const car = await w.freshCar();
    const renewedAt = async () =>
      (
        await w.t.db
          .selectFrom('listings')
          .select('renewed_at')
          .where('id', '=', car.id)
          .executeTakeFirstOrThrow()
      ).renewed_at;
    const old = '2026-01-01T00:00:00.000Z';
    /** RenewAll by `who`, the car last renewed at `old` before it. */
    const renewAllAs = async (who: Person) => {
      await w.t.db
        .updateTable('listings')
        .set({ renewed_at: old })
        .where('id', '=', car.id)
        .execute();
      return postAs(w.t.app, w.token[who], `${SELL}/RenewAll`, {});
    };
    for (const who of NOT_CAR_MANAGERS) {
      const res = await renewAllAs(who);
      expect(res.statusCode, who).toBe(200);
      expect(await renewedAt(), who).toBe(old);
    }
    for (const who of CAR_MANAGERS) {
      const res = await renewAllAs(who);
      expect(res.json().Message, who).toMatch(/^\d+ cars renewed$/);
      expect(await renewedAt(), who).not.toBe(old);
    }
  });
});
