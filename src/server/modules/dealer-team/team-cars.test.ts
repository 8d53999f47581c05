/**
 * What each person of a dealership may do with its cars (issue 43 part 1;
 * docs/decisions/040-dealer-team.md), on every seller and dealer call that
 * acts on one car: owners (the registered mobile and an added one) and a
 * manager may edit, photograph, mark sold, delete, renew and promote the
 * dealership's cars; a sales executive (with or without the price
 * permission), a removed person, a stranger and another dealer get 404 and
 * nothing changes. The workspace: every person of the team reads the stock,
 * prices change for owners, managers and a sales executive the owner allowed
 * (403 to the others), sold for owners and managers. Import is the owners'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-test-helpers.ts';
import { DEALER, dealerTeamWorld, type Person } from '../../testing/dealer-team-world.ts';
import { carsCsv, dealersCsv } from '../../testing/import-csv-rows.ts';
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
    for (const who of NOT_CAR_MANAGERS) {
      await w.t.db
        .updateTable('listings')
        .set({ renewed_at: old })
        .where('id', '=', car.id)
        .execute();
      const res = await postAs(w.t.app, w.token[who], `${SELL}/RenewAll`, {});
      expect(res.statusCode, who).toBe(200);
      expect(await renewedAt(), who).toBe(old);
    }
    for (const who of CAR_MANAGERS) {
      await w.t.db
        .updateTable('listings')
        .set({ renewed_at: old })
        .where('id', '=', car.id)
        .execute();
      const res = await postAs(w.t.app, w.token[who], `${SELL}/RenewAll`, {});
      expect(res.json().Message, who).toMatch(/^\d+ cars renewed$/);
      expect(await renewedAt(), who).not.toBe(old);
    }
  });
});

describe('the workspace, by role', () => {
  const inventory = (who: Person) => getAs(w.t.app, w.token[who], `${DEALER}/Inventory`);

  it("tells each person their dealership, role and what it allows; the removed and strangers aren't in one", async () => {
    const me = async (who: Person) =>
      (await getAs(w.t.app, w.token[who], `${DEALER}/Me`)).json().Data.dealer;
    const owner = await me('owner');
    expect(owner).toEqual({
      dealerId: w.shreeId,
      firmName: 'Shree Ganesh Motors',
      mobile: '9876543210',
      role: 'owner',
      permissions: {
        readStock: true,
        setPrice: true,
        manageCar: true,
        allLeads: true,
        ownLeads: true,
        manageTeam: true,
        importCars: true,
      },
    });
    expect(await me('coOwner')).toEqual(owner);
    expect(await me('manager')).toMatchObject({
      dealerId: w.shreeId,
      mobile: '9876543210',
      role: 'manager',
      permissions: {
        setPrice: true,
        manageCar: true,
        allLeads: true,
        manageTeam: false,
        importCars: false,
      },
    });
    const sales = {
      role: 'sales',
      permissions: {
        readStock: true,
        manageCar: false,
        allLeads: false,
        ownLeads: true,
        manageTeam: false,
        importCars: false,
      },
    };
    expect(await me('salesWithPrice')).toMatchObject({
      ...sales,
      permissions: { ...sales.permissions, setPrice: true },
    });
    expect(await me('sales')).toMatchObject({
      ...sales,
      permissions: { ...sales.permissions, setPrice: false },
    });
    expect(await me('removed')).toBeNull();
    expect(await me('stranger')).toBeNull();
    expect((await me('otherDealer')).firmName).toBe('Sardar Car Bazaar');
  });

  it('shows the stock to every person of the team and to no one else (403)', async () => {
    const theirs = (await inventory('owner')).json().Data.Cars.map((c: { Rand: string }) => c.Rand);
    for (const who of ['coOwner', 'manager', 'salesWithPrice', 'sales'] as const) {
      const res = await inventory(who);
      expect(res.statusCode, who).toBe(200);
      expect(
        res.json().Data.Cars.map((c: { Rand: string }) => c.Rand),
        who,
      ).toEqual(theirs);
    }
    for (const who of ['removed', 'stranger'] as const) {
      const res = await inventory(who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().Message).toBe('This page is for dealers registered with CarSetu.');
    }
    const other = (await inventory('otherDealer'))
      .json()
      .Data.Cars.map((c: { Rand: string }) => c.Rand);
    expect(other.some((r: string) => theirs.includes(r))).toBe(false);
  });

  it('changes a price for owners, a manager and the sales executive allowed to; refuses the rest and changes nothing', async () => {
    const car = await w.freshCar();
    const price = async () =>
      Number(
        (
          await w.t.db
            .selectFrom('listings')
            .select('price')
            .where('id', '=', car.id)
            .executeTakeFirstOrThrow()
        ).price,
      );
    let next = 400_000;
    for (const who of ['owner', 'coOwner', 'manager', 'salesWithPrice'] as const) {
      next += 1000;
      const res = await postAs(w.t.app, w.token[who], `${DEALER}/SetPrice`, {
        Rand: car.rand,
        nSaleprice: next,
      });
      expect(res.json(), who).toEqual({ Success: true, Message: 'Price updated', Data: null });
      expect(await price(), who).toBe(next);
    }
    const refusals: [Person, number, string][] = [
      ['sales', 403, 'Your role in this dealership does not allow this.'],
      ['removed', 403, 'This page is for dealers registered with CarSetu.'],
      ['stranger', 403, 'This page is for dealers registered with CarSetu.'],
      ['otherDealer', 404, 'Car not found'],
    ];
    for (const [who, status, message] of refusals) {
      const before = await w.snapshot();
      // A role written into the request changes nothing: the role is the server's.
      const res = await postAs(w.t.app, w.token[who], `${DEALER}/SetPrice`, {
        Rand: car.rand,
        nSaleprice: 1_000,
        Role: 'owner',
        role: 'owner',
        MayChangePrice: 'true',
      });
      expect([res.statusCode, res.json().Message], who).toEqual([status, message]);
      expect(await w.snapshot(), who).toEqual(before);
    }
  });

  it('imports for owners only: a manager and sales executives get 403 and nothing changes', async () => {
    const body = { dealersCsv: dealersCsv(), carsCsv: carsCsv() };
    const post = (who: Person) =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/DealerImport/Import',
        headers: { ...bearer(w.token[who]), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    for (const who of ['manager', 'salesWithPrice', 'sales'] as const) {
      const before = await w.snapshot();
      const res = await post(who);
      expect([res.statusCode, res.json().Message], who).toEqual([
        403,
        'Your role in this dealership does not allow this.',
      ]);
      expect(await w.snapshot(), who).toEqual(before);
    }
    for (const who of ['removed', 'stranger'] as const) {
      expect((await post(who)).statusCode, who).toBe(403);
    }
    const coOwner = await post('coOwner');
    expect(coOwner.statusCode, coOwner.body).toBe(200);
  });
});
