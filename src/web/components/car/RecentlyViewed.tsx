/**
 * "Recently viewed": the cars this browser opened last (src/web/lib/recently-viewed.ts),
 * newest first, as a strip of small cards linking to their pages; `except`
 * leaves one out (the car page's own). Kept on the device, so the server
 * renders an empty slot here and the strip appears once the app runs (the
 * boot script starts it when such a page is scrolled;
 * docs/product.md#recently-viewed). Placed below the page's main content, so
 * its arrival moves nothing the visitor is looking at.
 */
import { recentlyViewed } from '#messages/frame.ts';
import { formatRupees } from '#shared/format.ts';
import { Link } from '#web/lib/links.tsx';
import { useRecentCars } from '#web/lib/recently-viewed.ts';

export function RecentlyViewed({ except }: { except?: string }) {
  const cars = useRecentCars().filter((c) => c.Rand !== except);
  // The slot is in the server's HTML (empty): the boot script starts the app when a page with one
  // is scrolled and this browser has cars to show.
  if (cars.length === 0) return <div data-recent-slot />;
  return (
    <section data-recent-slot aria-labelledby="recently-viewed-title" className="mt-8">
      <h2 id="recently-viewed-title" className="mb-3 text-lg font-bold text-ink-900 sm:text-xl">
        {recentlyViewed}
      </h2>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2 [scrollbar-width:thin]">
        {cars.map((car) => (
          <li key={car.Rand} className="w-40 flex-none snap-start sm:w-48">
            <Link
              to={car.path}
              className="block overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-ink-200/70 hover:shadow-card-hover"
            >
              <div className="aspect-[4/3] bg-ink-100">
                {car.photo ? (
                  <img
                    src={car.photo}
                    alt=""
                    width={192}
                    height={144}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </div>
              <div className="p-2.5">
                <p className="line-clamp-2 text-sm font-semibold leading-snug text-ink-900">
                  {car.title}
                </p>
                <p className="mt-1 text-sm font-bold text-ink-800">{formatRupees(car.price)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
