/**
 * Saved searches through the API (docs/product.md#saved-searches, issue 24
 * part 1), on SQLite and PostgreSQL: saving with the search's own checks,
 * the limit of 10, new matches counted as the search would show them,
 * rename, pause and delete, and every call scoped to its owner.
 */
import { describe, expect, it } from 'vitest';
import { createAppWithInventory, postForm } from '../../testing/api-test-helpers.ts';
import { bearer, signIn } from '../../testing/auth-test-helpers.ts';
import { copyListing } from '../../testing/copy-listing.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';

const t = fileTestApp(createAppWithInventory);

let serial = 0;
const newMobile = () => `94${String(++serial).padStart(8, '0')}`;

const post = (token: string, path: string, body: Record<string, string | number>) =>
  postForm(t.app, `/api/SavedSearch/${path}`, body, { headers: bearer(token) });
const list = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/SavedSearch/List', headers: bearer(token) });
const rowCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );

/** A new listing copying an unsold car of `model` (what a new match is); answers its id. */
const listAnother = async (model: string) => (await copyListing(t.db, model, ++serial)).id;

describe('saved searches', () => {
  it('saves a search, lists it, and counts the cars listed since as new matches', async () => {
    const token = await signIn(t, newMobile());
    const saved = await post(token, 'Save', { name: '  Creta in Gujarat ', q: 'creta', nState: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      Success: true,
      Message: 'Search saved',
      Data: { name: 'Creta in Gujarat', paused: false, newMatches: 0 },
    });
    expect(saved.json().Data.criteria).toEqual({
      nState: 1,
      q: 'creta',
      vehicleid: 1,
      sort: 'newest',
    });
    await listAnother('Creta');
    await listAnother('Swift');
    const listed = await list(token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().Data).toHaveLength(1);
    expect(listed.json().Data[0]).toMatchObject({ name: 'Creta in Gujarat', newMatches: 1 });
  });

  it('refuses what the search refuses, and a blank or long name, changing nothing', async () => {
    const token = await signIn(t, newMobile());
    const before = await rowCount();
    const bad: Record<string, string | number>[] = [
      { name: '', q: 'creta' },
      { name: 'x'.repeat(41), q: 'creta' },
      { name: 'Budget', lowerprice: 500000, upperprice: 100000 },
      { name: 'Sort', sort: 'cheapest' },
      { name: 'Words', q: 'w'.repeat(101) },
    ];
    const messages = [];
    for (const body of bad) {
      const res = await post(token, 'Save', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      messages.push(res.json().Message);
    }
    expect(messages[0]).toMatch(/Please enter a name for this search/);
    expect(messages[1]).toMatch(/Name must be at most 40 characters/);
    expect(messages[2]).toMatch(/lowerprice must not exceed upperprice/);
    expect(await rowCount()).toBe(before);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/SavedSearch/List' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('keeps at most 10 an account: the 11th answers 409', async () => {
    const token = await signIn(t, newMobile());
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(token, 'Save', { name: `Search ${i}`, q: 'swift' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json().Message).toBe(
      'You can save up to 10 searches. Delete one to save another.',
    );
    expect((await list(token)).json().Data).toHaveLength(10);
  });

  it('renames, pauses, resumes and deletes; another account finds none of it', async () => {
    const owner = await signIn(t, newMobile());
    const other = await signIn(t, newMobile());
    const id = (await post(owner, 'Save', { name: 'Diesel SUVs', q: 'diesel suv' })).json().Data.id;
    for (const [path, body] of [
      ['Rename', { id, name: 'Mine now' }],
      ['Pause', { id, paused: 'true' }],
      ['Delete', { id }],
    ] as const) {
      const res = await post(other, path, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().Message).toBe('Saved search not found');
    }
    expect((await list(other)).json().Data).toEqual([]);
    const renamed = await post(owner, 'Rename', { id, name: 'Diesel SUVs, any state' });
    expect(renamed.json()).toMatchObject({
      Message: 'Search renamed',
      Data: { name: 'Diesel SUVs, any state' },
    });
    expect((await post(owner, 'Pause', { id, paused: 'true' })).json()).toMatchObject({
      Message: 'Alerts paused',
      Data: { paused: true },
    });
    expect((await post(owner, 'Pause', { id, paused: 'false' })).json()).toMatchObject({
      Message: 'Alerts resumed',
      Data: { paused: false },
    });
    expect((await post(owner, 'Pause', { id, paused: 'maybe' })).statusCode).toBe(400);
    expect((await post(owner, 'Delete', { id })).json()).toEqual({
      Success: true,
      Message: 'Search deleted',
      Data: null,
    });
    expect((await list(owner)).json().Data).toEqual([]);
  });
});
