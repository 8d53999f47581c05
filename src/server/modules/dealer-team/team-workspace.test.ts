/**
 * The dealer workspace by role (issue 43 part 1;
 * docs/decisions/040-dealer-team.md): every person of the team reads the
 * stock, prices change for owners, managers and a sales executive the owner
 * allowed (403 to the others), and Import is the owners'. A refused call
 * changes nothing. The seller calls on one car: team-cars.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-test-helpers.ts';
import { DEALER, dealerTeamWorld, type Person } from '../../testing/dealer-team-world.ts';
import { carsCsv, dealersCsv } from '../../testing/import-csv-rows.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';

const w = dealerTeamWorld();

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
      staffId: null,
      permissions: {
        readStock: true,
        setPrice: true,
        manageCar: true,
        allLeads: true,
        ownLeads: true,
        assignLeads: true,
        manageTeam: true,
        importCars: true,
        costs: true,
      },
    });
    expect(await me('coOwner')).toEqual({ ...owner, staffId: w.staffId.coOwner });
    expect(await me('manager')).toMatchObject({
      dealerId: w.shreeId,
      mobile: '9876543210',
      role: 'manager',
      staffId: w.staffId.manager,
      permissions: {
        setPrice: true,
        manageCar: true,
        allLeads: true,
        manageTeam: false,
        importCars: false,
        costs: false,
      },
    });
    const sales = {
      role: 'sales',
      permissions: {
        readStock: true,
        manageCar: false,
        allLeads: false,
        ownLeads: true,
        assignLeads: false,
        manageTeam: false,
        importCars: false,
        costs: false,
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
