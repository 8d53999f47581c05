/** One banner: a <picture> with the small WebP for phones, linking to the banner's url. */

import { bannerAlt } from '#messages/cars.ts';
import type { Banner } from '#shared/schemas/car.ts';
import { Link } from '#web/lib/links.tsx';
import { smallBannerUrl } from '../api/banners.ts';

/** Intrinsic size of the banner photos (width/height attributes stop layout shift). */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 500;

export function BannerImage({
  banner,
  index,
  count,
  eager = false,
}: {
  banner: Banner;
  index: number;
  count: number;
  eager?: boolean;
}) {
  const alt = banner.nAlt || bannerAlt(index + 1, count);
  const img = (
    <picture>
      <source media="(max-width: 767px)" srcSet={smallBannerUrl(banner.nPhoto)} type="image/webp" />
      <img
        src={banner.nPhoto}
        alt={alt}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? 'sync' : 'async'}
        className="block h-full w-full object-cover"
        draggable={false}
      />
    </picture>
  );
  const cls = 'block h-full w-full';
  if (!banner.nUrl) return <div className={cls}>{img}</div>;
  return banner.nUrl.startsWith('/') ? (
    <Link to={banner.nUrl} className={cls}>
      {img}
    </Link>
  ) : (
    <a href={banner.nUrl} className={cls} target="_blank" rel="noopener noreferrer">
      {img}
    </a>
  );
}
