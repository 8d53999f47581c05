/**
 * Reports of listings (issue 25 part 1, docs/moderation.md#reports): signed
 * in or out, refusals that change nothing, the limits, and the third report
 * from a different mobile hiding the car from every public read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithInventory, postForm } from '../../testing/api-test-helpers.ts';
import { bearer, freshAddress, signIn } from '../../testing/auth-test-helpers.ts';
import type { InventoryFixture } from '../../testing/inventory-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp & { fixture: InventoryFixture };
beforeAll(async () => {
  t = await createAppWithInventory();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/Listing/Report';
const report = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(t.app, URL, body, { remoteAddress: freshAddress(), headers });

let used = 0;
/** An unsold car no other test of this file reported. */
async function freshCar() {
  const rows = await t.db
    .selectFrom('listings')
    .select(['id', 'rand', 'car_number', 'make_id', 'model_id'])
    .where('status', '=', 'UnSold')
    .orderBy('id')
    .execute();
  const car = rows[used++];
  if (!car) throw new Error('out of unsold cars');
  return car;
}

const reportsOf = async (listingId: number) =>
  t.db.selectFrom('listing_reports').selectAll().where('listing_id', '=', listingId).execute();
const statusOf = async (listingId: number) =>
  t.db
    .selectFrom('listings')
    .select(['status', 'hidden_reason'])
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();

describe('POST /api/Listing/Report', () => {
  it('records a signed-out report with its mobile; the same mobile again changes nothing', async () => {
    const car = await freshCar();
    const res = await report({ Rand: car.rand, reason: 'advance', Mobileno: '9123400001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Success: true,
      Message: 'Thank you. Our team will check this car.',
      Data: null,
    });
    const again = await report({ Rand: car.rand, reason: 'upi', Mobileno: '9123400001' });
    expect(again.json()).toMatchObject({
      Success: false,
      Message: 'You have already reported this car.',
    });
    const rows = await reportsOf(car.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'advance', reporter_mobile: '9123400001' });
    // The car page now carries the caution flag.
    const details = await t.app.inject({
      url: `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`,
    });
    expect(details.json().Data.reported).toBe(true);
  });

  it("reports as the signed-in account's mobile", async () => {
    const car = await freshCar();
    const token = await signIn(t, '9123400002');
    const res = await report(
      { Rand: car.rand, reason: 'story', remarks: 'Says he is in the army' },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await reportsOf(car.id);
    expect(row).toMatchObject({ reporter_mobile: '9123400002', remarks: 'Says he is in the army' });
    expect(row?.reporter_user_id).toEqual(expect.any(Number));
  });

  it('refuses, changing nothing: no mobile signed out, an unknown reason, a bad token, an unknown car', async () => {
    const car = await freshCar();
    const noMobile = await report({ Rand: car.rand, reason: 'advance' });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json().Message).toMatch(/Mobile is required/);
    const badReason = await report({ Rand: car.rand, reason: 'boring', Mobileno: '9123400003' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().Message).toMatch(/Please choose a reason/);
    const badMobile = await report({ Rand: car.rand, reason: 'advance', Mobileno: '12345' });
    expect(badMobile.statusCode).toBe(400);
    const badToken = await report(
      { Rand: car.rand, reason: 'advance' },
      { authorization: 'Bearer nope' },
    );
    expect(badToken.statusCode).toBe(401);
    const unknown = await report({ Rand: 'nosuchcar', reason: 'advance', Mobileno: '9123400003' });
    expect(unknown.statusCode).toBe(404);
    expect(await reportsOf(car.id)).toHaveLength(0);
  });

  it('hides the car at the third report from different mobiles, from every public read', async () => {
    const car = await freshCar();
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/Carmaster/GetDetailsofcarsbySCCM_data',
      payload: { companyid: car.make_id, carmodelid: car.model_id },
    });
    expect(JSON.stringify(before.json())).toContain(car.rand);
    for (const [i, mobile] of ['9123400011', '9123400012'].entries()) {
      await report({ Rand: car.rand, reason: i ? 'upi' : 'advance', Mobileno: mobile });
    }
    expect((await statusOf(car.id)).status).toBe('UnSold');
    await report({ Rand: car.rand, reason: 'copied', Mobileno: '9123400013' });
    expect(await statusOf(car.id)).toEqual({ status: 'Hidden', hidden_reason: 'reports' });

    const details = await t.app.inject({
      url: `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`,
    });
    expect(details.json()).toEqual({
      Success: true,
      Message: 'This car is no longer available.',
      Data: null,
    });
    const search = async () =>
      JSON.stringify(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/Carmaster/GetDetailsofcarsbySCCM_data',
            payload: { companyid: car.make_id, carmodelid: car.model_id },
          })
        ).json(),
      );
    expect(await search()).not.toContain(car.rand);
    const lead = await postForm(
      t.app,
      '/api/LeadQRCode/AddLeadQRCode',
      { Name: 'Ravi', Contactno: '9123400099', Carno: car.car_number, Rand: car.rand },
      { remoteAddress: freshAddress() },
    );
    expect(lead.statusCode).toBe(409);
    expect(lead.json().Message).toBe('This car is no longer available.');
    // Reporting a hidden car is refused too.
    const fourth = await report({ Rand: car.rand, reason: 'abusive', Mobileno: '9123400014' });
    expect(fourth.statusCode).toBe(409);
  });

  it('answers 429 past five reports a day from one mobile, and stores none of them', async () => {
    const mobile = '9123400021';
    for (let i = 0; i < 5; i++) {
      const car = await freshCar();
      expect((await report({ Rand: car.rand, reason: 'wrong', Mobileno: mobile })).statusCode).toBe(
        200,
      );
    }
    const car = await freshCar();
    const sixth = await report({ Rand: car.rand, reason: 'wrong', Mobileno: mobile });
    expect(sixth.statusCode).toBe(429);
    expect(await reportsOf(car.id)).toHaveLength(0);
  });

  it('answers 429 past ten reports an hour from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const car = await freshCar();
      const res = await postForm(
        t.app,
        URL,
        { Rand: car.rand, reason: 'wrong', Mobileno: `91234005${String(i).padStart(2, '0')}` },
        { remoteAddress: '10.250.0.1' },
      );
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(200), 429]);
  });
});
