/** Home banners (docs/product.md#banner; AllClientBanner, #home-and-search-calls). */
import type { Lang } from '#shared/i18n/lang.ts';
import type { Banner } from '#shared/schemas/car.ts';
import type { Db } from '../../db/database.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';

/**
 * Public URL of a banner's stored photo: an absolute URL or path is kept as
 * it is; a storage key with a file extension maps through the storage; a key
 * base without one (as listing photos are stored) gets `.jpg`.
 */
export function bannerPhotoUrl(photo: string, storage: Pick<PhotoStorage, 'url'>): string {
  if (/^(https?:)?\/\//i.test(photo) || photo.startsWith('/')) return photo;
  return storage.url(/\.[a-z0-9]{2,5}$/i.test(photo) ? photo : `${photo}.jpg`);
}

/**
 * Every banner not hidden by an operator for Home in `lang` (those written in
 * it and those for every language) as `{ nUrl, nPhoto, nAlt? }`, in `sort_order`
 * (ties by id).
 */
export async function listBanners(
  db: Db,
  storage: Pick<PhotoStorage, 'url'>,
  lang: Lang = 'en',
): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners')
    .select(['url', 'photo', 'alt_text'])
    .where('hidden_at', 'is', null)
    .where((eb) => eb.or([eb('lang', 'is', null), eb('lang', '=', lang)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    nUrl: r.url,
    nPhoto: bannerPhotoUrl(r.photo, storage),
    ...(r.alt_text ? { nAlt: r.alt_text } : {}),
  }));
}
