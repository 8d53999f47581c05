/**
 * Delete Account and the nominee (issue 44 part 4; docs/privacy.md#erasure,
 * #nominee), on SQLite and PostgreSQL: a person uses CarSetu (a car with
 * photos, a lead on another's car and one received, wishlist, saved search,
 * alerts, a grievance, a report, a nominee, a place in a dealership's team),
 * then erases the account. Every value of every row of every table is then
 * read as the database describes it: none holds the person's name or mobile
 * but the columns docs/privacy.md lists as kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { useCarSetu } from '../../testing/account-activity.ts';
import { postForm } from '../../testing/api-test-helpers.ts';
import { bearer, freshAddress, signIn } from '../../testing/auth-test-helpers.ts';
import { addToTeam, SHREE } from '../../testing/dealer-team-world.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { rowCount } from '../../testing/row-count.ts';
import { photoFiles } from '../../testing/seller-snapshot.ts';
import { newMobile, newSeller } from '../../testing/test-sellers.ts';

const s = sellerTestApp();

/** The `table.column`s docs/privacy.md's "Kept after erasure" table names. */
function keptColumns(): Set<string> {
  const doc = fs.readFileSync(path.resolve('docs/privacy.md'), 'utf8');
  const section = doc.split('### Kept after erasure')[1]?.split('\n## ')[0] ?? '';
  return new Set([...section.matchAll(/`([a-z_]+\.[a-z_]+)`/g)].map((m) => m[1] as string));
}

/** Every `table.column` of the database where a value holds one of `needles`. */
async function whereFound(needles: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const { name } of await s.t.db.introspection.getTables()) {
    const rows = (await s.t.db
      .selectFrom(name as never)
      .selectAll()
      .execute()) as Record<string, unknown>[];
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const text = value instanceof Uint8Array ? Buffer.from(value).toString() : String(value);
        if (needles.some((n) => text.includes(n))) found.add(`${name}.${column}`);
      }
    }
  }
  return [...found].sort();
}

const post = (url: string, token: string, body: Record<string, string | number>) =>
  postForm(s.t.app, url, body, { headers: bearer(token), remoteAddress: freshAddress() });

describe('Delete Account', () => {
  it("leaves no table holding the person's name or mobile but what docs/privacy.md keeps", async () => {
    const ishita = await newSeller(s.t, s.ahmedabad, 'Ishita Varmani');
    const kiran = await newSeller(s.t, s.pune, 'Kiran Oberoi');
    const ishitaCar = await s.listCar(ishita);
    await s.uploadPhotos(ishita, ishitaCar, s.photoBatch(2, 'side'));
    const kiranCar = await s.listCar(kiran);
    await useCarSetu(s.t, ishita, kiranCar);
    await useCarSetu(s.t, kiran, ishitaCar);
    const owner = await signIn(s.t, SHREE);
    await addToTeam(s.t.app, owner, {
      mobile: ishita.mobile,
      role: 'sales',
      price: false,
      name: ishita.name,
    });
    const nominee = newMobile();
    expect(
      (await post('/api/Account/Nominee', ishita.token, { Name: 'Meera Varmani', Mobile: nominee }))
        .statusCode,
    ).toBe(200);
    const carFiles = () => photoFiles(s.t).filter((f) => f.includes(ishitaCar.Rand));
    expect(carFiles().length).toBeGreaterThan(0);
    expect(await whereFound([ishita.mobile, ishita.name])).toEqual(
      expect.arrayContaining(['users.mobile', 'profiles.name', 'leads.mobile', 'leads.name']),
    );

    const refused = await post('/api/Account/Erase', ishita.token, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toContain(MSG.eraseConfirmNeeded);
    expect(await rowCount(s.t.db, 'users')).toBeGreaterThan(0);

    // Another account's id in the body is not a way to erase it: the account is the token's.
    const res = await post('/api/Account/Erase', ishita.token, {
      Confirm: 'true',
      userId: kiran.userId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(MSG.accountDeleted);

    const kept = keptColumns();
    expect(kept.size).toBeGreaterThan(0);
    const left = await whereFound([ishita.mobile, ishita.name, 'Meera Varmani', nominee]);
    expect(left.filter((c) => !kept.has(c))).toEqual([]);

    // Signed out everywhere; the car, its photos and the lead it received are gone.
    const after = await s.t.app.inject({
      method: 'GET',
      url: '/api/Account/MyData',
      headers: bearer(ishita.token),
    });
    expect(after.statusCode).toBe(401);
    expect(await s.listingRow(ishitaCar.Rand)).toBeUndefined();
    expect(carFiles()).toEqual([]);

    // The lead sent to Kiran stays with Kiran, without who sent it, with the notice.
    const leads = await s.t.db
      .selectFrom('leads')
      .select(['id', 'name', 'mobile'])
      .where('listing_id', '=', kiranCar.carid)
      .execute();
    expect(leads).toEqual([{ id: expect.any(Number), name: '', mobile: '' }]);
    const events = await s.t.db
      .selectFrom('lead_events')
      .select('kind')
      .where('lead_id', '=', leads[0]?.id ?? 0)
      .execute();
    expect(events.map((e) => e.kind)).toContain('erased');

    // Kiran's account is untouched; signing in again with the number makes a new account.
    const kiranData = await s.t.app.inject({
      method: 'GET',
      url: '/api/Account/MyData',
      headers: bearer(kiran.token),
    });
    expect(kiranData.statusCode).toBe(200);
    expect(JSON.parse(kiranData.body).tables.listings).toHaveLength(1);
    await signIn(s.t, ishita.mobile);
    const fresh = await s.t.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', ishita.mobile)
      .executeTakeFirstOrThrow();
    expect(fresh.id).not.toBe(ishita.userId);
  });

  it('refuses a mobile that runs a dealership (409), changing nothing', async () => {
    const owner = await signIn(s.t, SHREE);
    const before = await rowCount(s.t.db, 'listings');
    const res = await post('/api/Account/Erase', owner, { Confirm: 'on' });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(MSG.eraseDealerOwner);
    expect(await rowCount(s.t.db, 'listings')).toBe(before);
    expect(
      await s.t.db.selectFrom('users').select('id').where('mobile', '=', SHREE).execute(),
    ).toHaveLength(1);
  });

  it('needs a token', async () => {
    const res = await postForm(s.t.app, '/api/Account/Erase', { Confirm: 'true' });
    expect(res.statusCode).toBe(401);
  });
});

describe('The nominee', () => {
  it('is named, read, renamed and removed by the account alone', async () => {
    const person = await newSeller(s.t, s.ahmedabad, 'Nalini Shah');
    const other = await newSeller(s.t, s.pune, 'Omkar Joshi');
    const read = async (token: string) =>
      (
        await s.t.app.inject({
          method: 'GET',
          url: '/api/Account/Nominee',
          headers: bearer(token),
        })
      ).json().Data;
    expect(await read(person.token)).toBeNull();
    const mobile = newMobile();
    expect(
      (await post('/api/Account/Nominee', person.token, { Name: 'Pooja Shah', Mobile: mobile }))
        .statusCode,
    ).toBe(200);
    expect(await read(person.token)).toEqual({
      Name: 'Pooja Shah',
      Mobile: mobile,
      Since: expect.any(String),
    });
    expect(await read(other.token)).toBeNull();
    await post('/api/Account/Nominee', person.token, { Name: 'Pooja Mehta', Mobile: mobile });
    expect((await read(person.token)).Name).toBe('Pooja Mehta');
    expect(await rowCount(s.t.db, 'nominees')).toBeGreaterThan(0);
    const removed = await post('/api/Account/RemoveNominee', person.token, {});
    expect(removed.json().Message).toBe(MSG.nomineeRemoved);
    expect(await read(person.token)).toBeNull();
  });

  it("refuses the account's own mobile and a bad one, saving nothing", async () => {
    const person = await newSeller(s.t, s.ahmedabad, 'Ritu Desai');
    const before = await rowCount(s.t.db, 'nominees');
    const own = await post('/api/Account/Nominee', person.token, {
      Name: 'Ritu Desai',
      Mobile: person.mobile,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().Message).toBe(MSG.nomineeIsYou);
    const bad = await post('/api/Account/Nominee', person.token, {
      Name: 'Sunil Desai',
      Mobile: '12345',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toContain(MSG.validMobile);
    expect(await rowCount(s.t.db, 'nominees')).toBe(before);
  });
});
