/**
 * The operators' console API (issue 25 part 2, docs/moderation.md#console):
 * only operators get in (401 signed out, 403 for any other account, on
 * every route); each action and its audit row; refusals change nothing; the
 * audit refuses UPDATE and DELETE; a block ends sign-in, leads and reports
 * and hides the mobile's cars until it is lifted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithInventory, postForm } from '../../testing/api-test-helpers.ts';
import { bearer, freshAddress, RESEND_URL, signIn } from '../../testing/auth-test-helpers.ts';
import { countAuditRows } from '../../testing/console-test-app.ts';
import type { InventoryFixture } from '../../testing/inventory-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';

const OPERATOR = '9000000001';
let t: TestApp & { fixture: InventoryFixture };
let op: Record<string, string>;
beforeAll(async () => {
  t = await createAppWithInventory({ OPERATOR_MOBILES: `${OPERATOR}, 9000000002` });
  op = bearer(await signIn(t, OPERATOR));
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: Record<string, string>, headers = op) =>
  postForm(t.app, `/api/Admin/${url}`, body, { headers, remoteAddress: freshAddress() });
const get = (url: string, headers = op) =>
  t.app.inject({ url: `/api/Admin/${url}`, headers, remoteAddress: freshAddress() });

let used = 0;
async function freshCar() {
  const rows = await t.db
    .selectFrom('listings')
    .select(['id', 'rand', 'car_number', 'status'])
    .where('status', '=', 'UnSold')
    .orderBy('id', 'desc')
    .execute();
  const car = rows[used++];
  if (!car) throw new Error('out of unsold cars');
  return car;
}
const statusOf = (id: number) =>
  t.db
    .selectFrom('listings')
    .select(['status', 'hidden_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const auditCount = () => countAuditRows(t);
const reportCar = (rand: string, mobile: string) =>
  postForm(
    t.app,
    '/api/Listing/Report',
    { Rand: rand, reason: 'advance', Mobileno: mobile },
    { remoteAddress: freshAddress() },
  );

describe('/api/Admin: operators only', () => {
  const routes: [string, string][] = [
    ['GET', 'Reports'],
    ['GET', 'Blocks'],
    ['GET', 'HiddenCars'],
    ['GET', 'Flags'],
    ['POST', 'CloseFlag'],
    ['GET', 'Audit'],
    ['POST', 'HideCar'],
    ['POST', 'RestoreCar'],
    ['POST', 'Block'],
    ['POST', 'Unblock'],
    ['GET', 'Banners'],
    ['POST', 'AddBanner'],
    ['POST', 'EditBanner'],
    ['POST', 'MoveBanner'],
    ['POST', 'BannerVisibility'],
    ['GET', 'Dealers'],
    ['POST', 'AddDealer'],
    ['POST', 'EditDealer'],
    ['POST', 'DeactivateDealer'],
    ['POST', 'ReactivateDealer'],
  ];
  it('answers 401 signed out and 403 to a buyer or seller, on every route, changing nothing', async () => {
    const car = await freshCar();
    const buyer = bearer(await signIn(t, '9111100001'));
    const before = await auditCount();
    for (const [method, url] of routes) {
      const body: Record<string, string> = url.includes('Car')
        ? { Rand: car.rand, reason: 'x' }
        : url === 'CloseFlag'
          ? { id: '1', hide: 'true', reason: 'x' }
          : { Mobileno: '9111100002', reason: 'x' };
      for (const [headers, code] of [
        [{}, 401],
        [buyer, 403],
      ] as const) {
        const res = method === 'GET' ? await get(url, headers) : await post(url, body, headers);
        expect(res.statusCode, `${method} ${url}`).toBe(code);
      }
    }
    expect(await statusOf(car.id)).toEqual({ status: 'UnSold', hidden_reason: null });
    expect(await auditCount()).toBe(before);
  });
});

describe('/api/Admin: the report queue, hide and restore', () => {
  it('lists reported cars oldest first; restoring one hidden by reports dismisses them', async () => {
    const car = await freshCar();
    for (const m of ['9222200001', '9222200002', '9222200003']) await reportCar(car.rand, m);
    expect(await statusOf(car.id)).toEqual({ status: 'Hidden', hidden_reason: 'reports' });
    const queue = await get('Reports');
    expect(queue.statusCode).toBe(200);
    const entry = queue.json().Data.Reports.find((r: { Rand: string }) => r.Rand === car.rand);
    expect(entry).toMatchObject({ Status: 'Hidden', HiddenReason: 'reports', Reporters: 3 });
    expect(entry.Reasons).toEqual({ advance: 3 });

    const res = await post('RestoreCar', { Rand: car.rand, reason: 'Seller showed the RC' });
    expect(res.json()).toMatchObject({ Success: true, Message: 'Car restored' });
    expect(await statusOf(car.id)).toEqual({ status: 'UnSold', hidden_reason: null });
    const after = await get('Reports');
    expect(after.json().Data.Reports.some((r: { Rand: string }) => r.Rand === car.rand)).toBe(
      false,
    );
    const [audit] = (await get('Audit')).json().Data;
    expect(audit).toMatchObject({
      Operator: '90XXXXXX01',
      Action: 'listing.restore',
      Subject: `listing:${car.rand}`,
      Reason: 'Seller showed the RC',
    });
    expect(JSON.parse(audit.Before)).toEqual({ status: 'Hidden', hidden: 'reports' });
    expect(JSON.parse(audit.After)).toMatchObject({ status: 'UnSold', reportsClosed: 3 });
  });

  it('hides a car with a reason (audited) and refuses what it cannot do, changing nothing', async () => {
    const car = await freshCar();
    const before = await auditCount();
    const noReason = await post('HideCar', { Rand: car.rand, reason: '' });
    expect(noReason.statusCode).toBe(400);
    const unknown = await post('HideCar', { Rand: 'nosuchcar', reason: 'scam' });
    expect(unknown.statusCode).toBe(404);
    expect(await auditCount()).toBe(before);

    expect((await post('HideCar', { Rand: car.rand, reason: 'Token money scam' })).statusCode).toBe(
      200,
    );
    expect(await statusOf(car.id)).toEqual({ status: 'Hidden', hidden_reason: 'operator' });
    expect(await auditCount()).toBe(before + 1);
    const hidden = (await get('HiddenCars')).json().Data;
    expect(hidden[0]).toMatchObject({ Rand: car.rand, HiddenReason: 'operator' });
    const page = await t.app.inject({
      url: `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`,
    });
    expect(page.json().Message).toBe('This car is no longer available.');
  });

  it('keeps the audit append-only: the database refuses UPDATE, and DELETE within 30 days (migration 0030)', async () => {
    const car = await freshCar();
    await post('HideCar', { Rand: car.rand, reason: 'check' });
    await expect(
      t.db.updateTable('operator_audit').set({ reason: 'changed' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('operator_audit').execute()).rejects.toThrow(
      /younger than 30 days/,
    );
  });
});

describe('/api/Admin: duplicate flags', () => {
  it('lists an open flag and closes it, hiding the car, with its audit row; a closed flag is 404', async () => {
    const car = await freshCar();
    const other = await freshCar();
    const [flag] = await t.db
      .insertInto('listing_flags')
      .values({
        listing_id: car.id,
        kind: 'photo',
        other_listing_id: other.id,
        distance: 4,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .execute();
    const listed = (await get('Flags')).json().Data;
    expect(listed.find((f: { id: number }) => f.id === flag?.id)).toMatchObject({
      Kind: 'photo',
      Distance: 4,
      Rand: car.rand,
      OtherRand: other.rand,
      Status: 'UnSold',
    });
    const before = await auditCount();
    const res = await post('CloseFlag', {
      id: String(flag?.id),
      hide: 'true',
      reason: 'Copied photos',
    });
    expect(res.json()).toMatchObject({ Success: true, Message: 'Car hidden' });
    expect(await statusOf(car.id)).toEqual({ status: 'Hidden', hidden_reason: 'operator' });
    expect(await auditCount()).toBe(before + 1);
    const again = await post('CloseFlag', { id: String(flag?.id), hide: 'false', reason: 'x' });
    expect(again.statusCode).toBe(404);
    expect(await auditCount()).toBe(before + 1);
  });
});

describe('/api/Admin: blocking a mobile', () => {
  it("ends the mobile's sessions, sign-in, leads and reports and hides its cars; unblocking shows them again", async () => {
    const seller = '9333300001';
    const sellerToken = await signIn(t, seller);
    const car = await freshCar();
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', seller)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('listings')
      .set({ user_id: user.id, dealer_id: null })
      .where('id', '=', car.id)
      .execute();

    const res = await post('Block', { Mobileno: seller, reason: 'Customs fee scam' });
    expect(res.json()).toMatchObject({ Success: true, Message: 'Mobile blocked' });
    expect(await statusOf(car.id)).toEqual({ status: 'Hidden', hidden_reason: 'blocked' });
    const profile = await t.app.inject({
      url: '/api/CarSetuClientSellInquiry/All',
      headers: bearer(sellerToken),
    });
    expect(profile.statusCode).toBe(401);
    const otp = await postForm(
      t.app,
      RESEND_URL,
      { Mobileno: seller },
      { remoteAddress: freshAddress() },
    );
    expect(otp.statusCode).toBe(403);
    expect(otp.json().Message).toBe('This mobile number is blocked on CarSetu.');
    const other = await freshCar();
    const lead = await postForm(
      t.app,
      '/api/LeadQRCode/AddLeadQRCode',
      { Name: 'Blocked', Contactno: seller, Carno: other.car_number, Rand: other.rand },
      { remoteAddress: freshAddress() },
    );
    expect(lead.statusCode).toBe(403);
    expect((await reportCar(other.rand, seller)).statusCode).toBe(403);
    expect((await post('Block', { Mobileno: seller, reason: 'again' })).statusCode).toBe(409);
    const blocks = (await get('Blocks')).json().Data;
    expect(blocks[0]).toMatchObject({ Mobile: '93XXXXXX01', Reason: 'Customs fee scam' });

    expect((await post('Unblock', { Mobileno: seller, reason: 'Cleared' })).statusCode).toBe(200);
    expect(await statusOf(car.id)).toEqual({ status: 'UnSold', hidden_reason: null });
    const audit = (await get('Audit')).json().Data.slice(0, 2);
    expect(audit.map((a: { Action: string }) => a.Action)).toEqual([
      'mobile.unblock',
      'mobile.block',
    ]);
    expect(JSON.stringify(audit)).not.toContain(seller);
  });

  it('refuses to block the operator themselves', async () => {
    expect((await post('Block', { Mobileno: OPERATOR, reason: 'oops' })).statusCode).toBe(400);
  });
});
