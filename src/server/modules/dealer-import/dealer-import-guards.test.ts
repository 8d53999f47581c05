/**
 * Import cars (issue 12 item 2) refused at the door: a signed-in user who is
 * not a dealer (403), no one (401), malformed or oversized bodies (4xx,
 * never 5xx), all writing nothing; the route in the API document; the
 * hourly limit per dealer account.
 */
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BODY_BYTES } from '#shared/schemas/dealer-import.ts';
import { signIn } from '../../testing/auth-test-helpers.ts';
import { BASE, dealerImportTestApp, PUNE } from '../../testing/dealer-import-test-app.ts';
import { carsCsv, dealersCsv } from '../../testing/import-csv-rows.ts';
import { placeOf } from '../../testing/places.ts';
import { newSeller } from '../../testing/test-sellers.ts';

const ctx = dealerImportTestApp();
const { t, ownCar, post, snapshot } = ctx;

describe('Import cars, refused', () => {
  it('answers 403 to a signed-in user who is not a dealer and 401 to no one, writing nothing', async () => {
    const before = await snapshot();
    const seller = await newSeller(t, await placeOf(t.db, 'Maharashtra', 'Pune'));
    const body = { dealersCsv: dealersCsv(), carsCsv: carsCsv(ownCar('GJ01DI6001')) };
    const refused = await post(seller.token, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      Success: false,
      Message: 'Only dealers can import cars',
      Data: null,
    });
    const signedOut = await post(undefined, body);
    expect(signedOut.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed and oversized bodies with a 4xx, never a 5xx', async () => {
    // Sardar's account: the hourly limit counts these too, and Shree has imported often above.
    const before = await snapshot();
    const bad = [
      await post(ctx.sardar, '{"dealersCsv": '),
      await post(ctx.sardar, '[]'),
      await post(ctx.sardar, { dealersCsv: dealersCsv() }),
      await post(ctx.sardar, { dealersCsv: 'x'.repeat(300 * 1024), carsCsv: carsCsv() }),
      await post(ctx.sardar, { dealersCsv: dealersCsv(), carsCsv: carsCsv(), photos: 'front.jpg' }),
      await post(ctx.sardar, {
        dealersCsv: dealersCsv(),
        carsCsv: carsCsv(ownCar('GJ01DI7001')),
        photos: [{ name: 'front.jpg', data: 'not base64!' }],
      }),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ Success: false, Data: null });
    }
    expect(bad[2].json().Message).toBe('carsCsv: cars.csv is required');
    expect(bad[3].json().Message).toBe('dealersCsv: dealers.csv is larger than 200 KB');
    expect(bad[5].json().Message).toBe('photos.0.data: "front.jpg" is not a photo file');
    // Form-encoded text is read like JSON: these "files" have no header row.
    const form = await post(ctx.sardar, 'dealersCsv=a&carsCsv=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().Data.refused.map((r: { message: string }) => r.message)).toEqual([
      'dealers.csv line 1: the header row has none of the columns of dealers.csv (firm_name,mobile,mobile2,address,state,city,gps_link); is this the right file?',
      expect.stringMatching(
        /^cars\.csv line 1: the header row has none of the columns of cars\.csv/,
      ),
    ]);

    const tooBigPhoto = await post(ctx.sardar, {
      dealersCsv: dealersCsv(),
      carsCsv: carsCsv(ownCar('GJ01DI7002')),
      photos: [{ name: 'front.jpg', data: 'A'.repeat(14 * 1024 * 1024) }],
    });
    expect(tooBigPhoto.statusCode).toBe(400);
    expect(tooBigPhoto.json().Message).toBe('photos.0.data: "front.jpg" is larger than 10 MB');

    const tooBig = await post(ctx.sardar, {
      dealersCsv: dealersCsv(),
      carsCsv: carsCsv(),
      photos: [{ name: 'a.jpg', data: 'A'.repeat(MAX_IMPORT_BODY_BYTES) }],
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ Success: false, Data: null });
    expect(await snapshot()).toEqual(before);
  });

  it('is in the API document, behind the Bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = doc.paths[`${BASE}/Import`]?.post;
    expect(post?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '403', '413', '429']),
    );
  });

  it(`limits each dealer account to 10 imports an hour`, async () => {
    const pune = await signIn(t, PUNE);
    for (let i = 0; i < 10; i++) expect((await post(pune, {})).statusCode).toBe(400);
    const limited = await post(pune, {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json().Message).toMatch(
      /^You have imported 10 times in the last hour\. Please try again in \d+ (hour|minutes?)\.$/,
    );
    // Another dealer is not held up by it.
    expect((await post(ctx.shree, {})).statusCode).toBe(400);
  });
});
