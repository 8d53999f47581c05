/**
 * Related Cars carousel (docs/product.md#car-page, #limits-and-constants): 3
 * cards a view on desktop, 2 below 991 px, 1 below 767 px with a peek of the
 * next. It renders only once the buyer scrolls near it, so phones do not pay
 * for it up front.
 */

import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { CarListItem } from '#shared/schemas/car.ts';
import { CarCard } from '#web/components/car/CarCard.tsx';
import { ArrowButton } from './ArrowButton.tsx';

const navClass =
  'flex h-11 w-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-700 shadow-card transition hover:border-primary-300 hover:text-primary-700 disabled:opacity-40 disabled:hover:border-ink-200 disabled:hover:text-ink-700';

function useNearViewport<T extends Element>(rootMargin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near] as const;
}

export function RelatedCars({ cars }: { cars: CarListItem[] }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  if (cars.length === 0) return null;

  const syncEdges = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });

  return (
    <section ref={ref} aria-labelledby="related-cars-title" className="mt-10">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="related-cars-title" className="text-xl font-bold text-ink-900 sm:text-2xl">
          Related Cars
        </h2>
        {cars.length > 1 ? (
          <div className="hidden gap-2 md:flex">
            <ArrowButton
              side="left"
              label="Previous related cars"
              disabled={edges.start}
              onClick={() => swiper?.slidePrev()}
              className={navClass}
              iconClassName="h-5 w-5"
            />
            <ArrowButton
              side="right"
              label="Next related cars"
              disabled={edges.end}
              onClick={() => swiper?.slideNext()}
              className={navClass}
              iconClassName="h-5 w-5"
            />
          </div>
        ) : null}
      </div>
      {near ? (
        <Swiper
          modules={[A11y]}
          onSwiper={(s) => {
            setSwiper(s);
            syncEdges(s);
          }}
          onSlideChange={syncEdges}
          onResize={syncEdges}
          slidesPerView={1.15}
          spaceBetween={16}
          breakpoints={{ 767: { slidesPerView: 2 }, 991: { slidesPerView: 3 } }}
          className="pb-2!"
        >
          {cars.map((car) => (
            <SwiperSlide key={car.Rand} className="h-auto!">
              <div className="h-full [&>article]:h-full">
                <CarCard car={car} />
              </div>
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <div className="flex gap-4 overflow-hidden" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div
              key={i}
              className={`h-[26rem] w-[87%] shrink-0 rounded-2xl bg-ink-100 md:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.667rem)] ${i > 0 ? 'max-md:hidden' : ''} ${i > 1 ? 'max-lg:hidden' : ''}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
