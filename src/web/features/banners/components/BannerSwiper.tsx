/**
 * The auto-playing banner slider (docs/product.md#limits-and-constants:
 * autoplay, infinite loop, one slide, 400 ms). Lazy chunk.
 */
import type { Banner } from '#shared/schemas/car.ts';
import 'swiper/css';
import 'swiper/css/pagination';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { BannerImage } from './BannerImage.tsx';

export default function BannerSwiper({
  banners,
  reducedMotion,
}: {
  banners: Banner[];
  reducedMotion: boolean;
}) {
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y]}
      slidesPerView={1}
      loop
      speed={400}
      autoplay={
        reducedMotion
          ? false
          : { delay: 4000, disableOnInteraction: false, pauseOnMouseEnter: true }
      }
      pagination={{ clickable: false }}
      a11y={{ enabled: true }}
      className="banner-swiper h-full w-full"
    >
      {banners.map((b, i) => (
        <SwiperSlide key={b.nPhoto}>
          <BannerImage banner={b} index={i} count={banners.length} eager={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
