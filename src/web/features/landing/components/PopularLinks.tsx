/**
 * Home's popular cities and makes: plain links to their landing pages
 * (/used-cars/{slug}), for buyers and for search engines. Nothing while
 * loading or when there are none.
 */

import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import {
  popularCities,
  popularHeading,
  popularMakes,
  usedCarsInCity,
  usedCarsOfMake,
} from '#messages/cars.ts';
import { landingPath } from '#shared/pages/landing.ts';
import { Link } from '#web/lib/links.tsx';
import { landingLinksQuery } from '../api/landing-links.ts';

interface LinkItem {
  slug: string;
  name: string;
  count: number;
}

function LinkList({
  id,
  title,
  items,
  label,
}: {
  id: string;
  title: string;
  items: LinkItem[];
  /**
   * The link's words around the name (usedCarsInCity): its strings are read by
   * screen readers only ("Used cars in "), the visible text is the bare name.
   */
  label: (name: ReactNode) => ReactNode[];
}) {
  return (
    <div>
      <h3 id={id} className="mb-3 text-lg font-semibold text-ink-900">
        {title}
      </h3>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              to={landingPath(item.slug)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-medium text-ink-800 shadow-card ring-1 ring-ink-200/70 hover:text-primary-700 hover:ring-primary-300"
            >
              <span>
                {label(<Fragment key="name">{item.name}</Fragment>).map((part, i) =>
                  typeof part === 'string' ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message.
                    <span key={i} className="sr-only">
                      {part}
                    </span>
                  ) : (
                    part
                  ),
                )}
              </span>
              <span className="text-ink-500">{item.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PopularLinks() {
  const { data } = useQuery(landingLinksQuery);
  if (!data || (data.cities.length === 0 && data.makes.length === 0)) return null;
  return (
    <section
      aria-labelledby="popular-links"
      className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 md:pb-14"
    >
      <h2 id="popular-links" className="sr-only">
        {popularHeading}
      </h2>
      <div className="grid gap-8 md:grid-cols-2">
        {data.cities.length > 0 ? (
          <LinkList
            id="popular-cities"
            title={popularCities}
            items={data.cities}
            label={usedCarsInCity}
          />
        ) : null}
        {data.makes.length > 0 ? (
          <LinkList
            id="popular-makes"
            title={popularMakes}
            items={data.makes}
            label={usedCarsOfMake}
          />
        ) : null}
      </div>
    </section>
  );
}
