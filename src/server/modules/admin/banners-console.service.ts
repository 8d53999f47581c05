/**
 * The Home slider's banners in the console (issue 25 part 2,
 * docs/moderation.md#banners-and-dealers): list, add with a photo, change the
 * link, move up or down, hide and show. Each change runs in one transaction
 * with its audit row; a refused one changes nothing (an added banner's files
 * are written before its row and removed again when the row fails).
 */

import { isLang } from '#shared/i18n/lang.ts';
import { MSG } from '#shared/messages.ts';
import type { BannerLanguage, ConsoleBanner } from '#shared/schemas/console-content.ts';
import type { Db } from '../../db/database.ts';
import { newRand } from '../../db/random-ids.ts';
import { AppError } from '../../http/app-error.ts';
import { processBannerPhoto } from '../../photos/process-banner-photo.ts';
import { PhotoRejectedError } from '../../photos/process-car-photo.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { bannerPhotoUrl } from '../banners/banners.repository.ts';
import { auditFor, type Operator } from './audit.repository.ts';

/** Every banner, hidden ones too, in slider order (1 first). */
export async function consoleBanners(
  db: Db,
  storage: Pick<PhotoStorage, 'url'>,
): Promise<ConsoleBanner[]> {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'url', 'photo', 'hidden_at', 'lang', 'alt_text'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r, i) => ({
    id: r.id,
    Url: r.url,
    Photo: bannerPhotoUrl(r.photo, storage),
    Order: i + 1,
    Hidden: r.hidden_at !== null,
    Lang: isLang(r.lang) ? r.lang : 'all',
    Alt: r.alt_text ?? '',
  }));
}

/** A banner language as banners.lang stores it: null for every language's Home. */
const storedLang = (lang: BannerLanguage) => (lang === 'all' ? null : lang);

/** Banner `id` or a 404. */
async function bannerOr404(db: Db, id: number) {
  const row = await db
    .selectFrom('banners')
    .select(['id', 'url', 'photo', 'sort_order', 'hidden_at', 'lang', 'alt_text'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError(404, MSG.bannerNotFound);
  return row;
}

/**
 * Adds a banner last on the slider from photo `bytes` (400 with the photo's
 * problem) linking to `url`, on the Home of `lang` ('all': every language's),
 * with `alt`, the words its picture carries, as its text when given;
 * answers its id.
 */
export async function addBanner(
  db: Db,
  storage: PhotoStorage,
  op: Operator,
  banner: { bytes: Buffer; url: string; lang: BannerLanguage; alt?: string },
  now: Date,
): Promise<number> {
  let files: Awaited<ReturnType<typeof processBannerPhoto>>;
  try {
    files = await processBannerPhoto(banner.bytes);
  } catch (err) {
    if (err instanceof PhotoRejectedError) throw new AppError(400, err.message);
    throw err;
  }
  const base = `banners/${newRand()}`;
  const key = `${base}.jpg`;
  await storage.put(`${base}-sm.webp`, files.small);
  await storage.put(key, files.jpeg);
  const nowIso = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('banners')
        .select((eb) => eb.fn.max('sort_order').as('top'))
        .executeTakeFirst();
      const { id } = await trx
        .insertInto('banners')
        .values({
          url: banner.url,
          photo: key,
          sort_order: Number(last?.top ?? 0) + 1,
          lang: storedLang(banner.lang),
          alt_text: banner.alt ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditFor(
        trx,
        op,
        nowIso,
      )({
        action: 'banner.add',
        subject: `banner:${id}`,
        reason: 'Added a banner',
        after: { url: banner.url, photo: key, lang: banner.lang, alt: banner.alt ?? null },
      });
      return id;
    });
  } catch (err) {
    await storage.delete(key);
    await storage.delete(`${base}-sm.webp`);
    throw err;
  }
}

/**
 * Changes banner `id`'s link to `url` and, when given, its language (`lang`)
 * and words (`alt`, '' for none); 404 when there is none. The audit row keeps
 * what changed.
 */
export async function editBanner(
  db: Db,
  op: Operator,
  id: number,
  change: { url: string; lang?: BannerLanguage; alt?: string },
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    const before = await bannerOr404(trx, id);
    const lang = change.lang === undefined ? before.lang : storedLang(change.lang);
    const alt = change.alt === undefined ? before.alt_text : change.alt || null;
    await trx
      .updateTable('banners')
      .set({ url: change.url, lang, alt_text: alt })
      .where('id', '=', id)
      .execute();
    const was = { url: before.url, lang: before.lang, alt: before.alt_text };
    const is = { url: change.url, lang, alt };
    const changed = (Object.keys(was) as (keyof typeof was)[]).filter((k) => was[k] !== is[k]);
    await auditFor(
      trx,
      op,
      now.toISOString(),
    )({
      action: 'banner.edit',
      subject: `banner:${id}`,
      reason: changed.some((k) => k !== 'url') ? 'Changed the banner' : 'Changed the link',
      before: Object.fromEntries(changed.map((k) => [k, was[k]])),
      after: Object.fromEntries(changed.map((k) => [k, is[k]])),
    });
  });
}

/**
 * Swaps banner `id` with its neighbour before ('up') or after ('down') it
 * on the slider (the order holds the hidden ones too); already first or
 * last: 409.
 */
export async function moveBanner(
  db: Db,
  op: Operator,
  id: number,
  direction: 'up' | 'down',
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await bannerOr404(trx, id);
    const order = await trx
      .selectFrom('banners')
      .select(['id', 'sort_order'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const at = order.findIndex((b) => b.id === id);
    const other = order[direction === 'up' ? at - 1 : at + 1];
    if (!other) throw new AppError(409, direction === 'up' ? MSG.bannerFirst : MSG.bannerLast);
    // Renumber 1..n with the two swapped, so equal sort_orders cannot keep them in place.
    [order[at], order[order.indexOf(other)]] = [other, order[at] as (typeof order)[number]];
    for (const [i, b] of order.entries()) {
      if (b.sort_order !== i + 1) {
        await trx
          .updateTable('banners')
          .set({ sort_order: i + 1 })
          .where('id', '=', b.id)
          .execute();
      }
    }
    await auditFor(
      trx,
      op,
      now.toISOString(),
    )({
      action: 'banner.move',
      subject: `banner:${id}`,
      reason: direction === 'up' ? 'Moved up' : 'Moved down',
      before: { place: at + 1 },
      after: { place: direction === 'up' ? at : at + 2 },
    });
  });
}

/** Takes banner `id` off the slider (`hide`) or puts it back, with `reason`; already so: 409. */
export async function setBannerHidden(
  db: Db,
  op: Operator,
  change: { id: number; hide: boolean; reason: string },
  now: Date,
) {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await bannerOr404(trx, change.id);
    if ((before.hidden_at !== null) === change.hide) {
      throw new AppError(409, change.hide ? MSG.bannerHiddenAlready : MSG.bannerShownAlready);
    }
    await trx
      .updateTable('banners')
      .set({ hidden_at: change.hide ? nowIso : null })
      .where('id', '=', change.id)
      .execute();
    await auditFor(
      trx,
      op,
      nowIso,
    )({
      action: change.hide ? 'banner.hide' : 'banner.show',
      subject: `banner:${change.id}`,
      reason: change.reason,
      before: { hidden: !change.hide },
      after: { hidden: change.hide },
    });
  });
}
