/**
 * Home banner area. The first banner paints at once as a plain image (the
 * page's largest paint on phones); Swiper loads afterwards in its own chunk
 * and takes over with autoplay. The box keeps the banner ratio, so nothing shifts.
 */

import { lazy } from 'react';
import { offersLabel } from '#messages/cars.ts';
import type { Banner } from '#shared/schemas/car.ts';
import { AfterHydration } from '#web/components/ui/AfterHydration.tsx';
import { REDUCED_MOTION, useMediaQuery } from '#web/lib/use-media-query.ts';
import { BANNER_HEIGHT, BANNER_WIDTH, BannerImage } from './BannerImage.tsx';

const BannerSwiper = lazy(() => import('./BannerSwiper.tsx'));

export const BANNER_BOX = 'relative w-full overflow-hidden rounded-2xl bg-primary-100';
export const bannerAspect = { aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}` };

export function BannerSlider({ banners }: { banners: Banner[] }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  if (banners.length === 0) return null;
  const first = <BannerImage banner={banners[0]} index={0} count={banners.length} eager />;
  return (
    <section aria-label={offersLabel} className={BANNER_BOX} style={bannerAspect}>
      {banners.length === 1 ? (
        first
      ) : (
        <AfterHydration fallback={first}>
          <BannerSwiper banners={banners} reducedMotion={reducedMotion} />
        </AfterHydration>
      )}
    </section>
  );
}

export function BannerPlaceholder() {
  return (
    <div className={`${BANNER_BOX} flex items-center justify-center`} style={bannerAspect}>
      <div className="h-full w-full animate-pulse bg-gradient-to-r from-primary-100 via-primary-50 to-primary-100" />
    </div>
  );
}
