/**
 * Duplicates flagged, never silently refused (issue 25 part 4,
 * docs/decisions/036-duplicate-photos.md): through the real app, a
 * re-encoded, halved and watermarked copy of another seller's photo, or a
 * number another seller has live, flags the new listing for the console
 * after the answer; the listing stays live. A different car, or a seller
 * re-using their own photo, is not flagged.
 */
import { describe, expect, it } from 'vitest';
import { disguisedCopy, sceneJpeg } from '../../testing/duplicate-photos.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { jpegDataUrl } from '../../testing/test-photos.ts';
import { newSeller, type Seller } from '../../testing/test-sellers.ts';
import { checkListingForDuplicates, MAX_PHOTO_DISTANCE } from './duplicates.service.ts';
import { listOpenFlags, resolveFlag } from './flags.repository.ts';

const ctx = sellerTestApp({ inventory: false });
const { t, listCar, uploadPhotos } = ctx;

const base64Of = async (photo: Promise<Buffer> | Buffer) => (await photo).toString('base64');

/** Lists a car with `photo` as its main photo as `seller`. */
const listWith = async (seller: Seller, photo: Buffer, carnumber?: string) =>
  listCar(seller, { carphoto: await base64Of(photo), ...(carnumber ? { carnumber } : {}) });

const flagsOf = (listingId: number) =>
  t.db
    .selectFrom('listing_flags')
    .selectAll()
    .where('listing_id', '=', listingId)
    .orderBy('id')
    .execute();

const statusOf = async (listingId: number) =>
  (
    await t.db
      .selectFrom('listings')
      .select('status')
      .where('id', '=', listingId)
      .executeTakeFirstOrThrow()
  ).status;

describe('the duplicate check', () => {
  it("flags a disguised copy of another seller's photo after the answer, and keeps the car live", async () => {
    const a = await newSeller(t, ctx.ahmedabad, 'Asha Mehta');
    const b = await newSeller(t, ctx.pune, 'Bharat Rao');
    const photo = await sceneJpeg(11);
    const original = await listWith(a, photo);
    const copy = await listWith(b, await disguisedCopy(photo));
    // Answered 200 and live before any check ran.
    expect(await flagsOf(copy.carid)).toEqual([]);
    await t.runJobs();

    const [flag, ...more] = await flagsOf(copy.carid);
    expect(more).toEqual([]);
    expect(flag).toMatchObject({ kind: 'photo', other_listing_id: original.carid });
    expect(flag.distance).toBeLessThanOrEqual(MAX_PHOTO_DISTANCE);
    expect(flag.resolved_at).toBeNull();
    expect(await statusOf(copy.carid)).toBe('UnSold');
    // The original itself is not flagged by the copy's check.
    expect(await flagsOf(original.carid)).toEqual([]);
  });

  it('flags a copy added with addcarimages too, and not twice when checked again', async () => {
    const a = await newSeller(t, ctx.ahmedabad);
    const b = await newSeller(t, ctx.pune);
    const photo = await sceneJpeg(12);
    const original = await listWith(a, photo);
    const own = await listWith(b, await sceneJpeg(13));
    const res = await uploadPhotos(b, own, [
      { url: jpegDataUrl(await base64Of(disguisedCopy(photo))), name: 'front.jpg' },
    ]);
    expect(res.statusCode).toBe(200);
    await t.runJobs();
    expect(await flagsOf(own.carid)).toMatchObject([
      { kind: 'photo', other_listing_id: original.carid },
    ]);
    await checkListingForDuplicates(t.db, own.carid);
    expect(await flagsOf(own.carid)).toHaveLength(1);
  });

  it('does not flag a different car, nor a seller re-using their own photo', async () => {
    const a = await newSeller(t, ctx.ahmedabad);
    const c = await newSeller(t, ctx.pune);
    const photo = await sceneJpeg(14);
    await listWith(a, photo);
    const again = await listWith(a, await disguisedCopy(photo));
    const different = await listWith(c, await sceneJpeg(15));
    await t.runJobs();
    expect(await flagsOf(again.carid)).toEqual([]);
    expect(await flagsOf(different.carid)).toEqual([]);
  });

  it('compares with live listings only: a sold car’s photo may be listed again', async () => {
    const a = await newSeller(t, ctx.ahmedabad);
    const b = await newSeller(t, ctx.pune);
    const photo = await sceneJpeg(16);
    const sold = await listWith(a, photo);
    await t.db
      .updateTable('listings')
      .set({ status: 'Sold' })
      .where('id', '=', sold.carid)
      .execute();
    const relisted = await listWith(b, await disguisedCopy(photo));
    await t.runJobs();
    expect(await flagsOf(relisted.carid)).toEqual([]);
  });

  it('flags a number another seller has live written another way (not refused)', async () => {
    const a = await newSeller(t, ctx.ahmedabad);
    const b = await newSeller(t, ctx.pune);
    const first = await listWith(a, await sceneJpeg(17), 'GJ05DP4321');
    // A row stored in another spelling (by hand, or before numbers were normalised).
    await t.db
      .updateTable('listings')
      .set({ car_number: 'GJ 05 DP-4321' })
      .where('id', '=', first.carid)
      .execute();
    const second = await listWith(b, await sceneJpeg(18), 'gj05dp4321');
    await t.runJobs();
    expect(await flagsOf(second.carid)).toMatchObject([
      { kind: 'car_number', other_listing_id: first.carid, distance: null },
    ]);
    expect(await statusOf(second.carid)).toBe('UnSold');
    // The earlier listing is not flagged by its own check, run after the second landed.
    expect(await flagsOf(first.carid)).toEqual([]);
  });

  it('lists open flags oldest first for the console, and an operator resolves one once', async () => {
    const a = await newSeller(t, ctx.ahmedabad, 'Asha Mehta');
    const b = await newSeller(t, ctx.pune, 'Bharat Rao');
    const photo = await sceneJpeg(19);
    const original = await listWith(a, photo);
    const copy = await listWith(b, await disguisedCopy(photo));
    await t.runJobs();
    const open = await listOpenFlags(t.db, { limit: 100 });
    const ours = open.find((f) => f.listingRand === copy.Rand);
    expect(ours).toMatchObject({
      kind: 'photo',
      otherRand: original.Rand,
      status: 'UnSold',
      sellerMobile: b.mobile,
      sellerName: 'Bharat Rao',
      title: expect.stringMatching(/^2019 \S/),
    });
    expect(open.map((f) => f.createdAt)).toEqual(open.map((f) => f.createdAt).sort());

    expect(await resolveFlag(t.db, ours!.id, a.userId, 'dismissed')).toBe(true);
    expect(await resolveFlag(t.db, ours!.id, a.userId, 'hidden')).toBe(false);
    expect((await listOpenFlags(t.db, { limit: 100 })).map((f) => f.id)).not.toContain(ours!.id);
    // The operator's resolution stands: checking again raises no new flag.
    await checkListingForDuplicates(t.db, copy.carid);
    expect(await flagsOf(copy.carid)).toMatchObject([
      { resolution: 'dismissed', resolved_by: a.userId },
    ]);
  });
});
