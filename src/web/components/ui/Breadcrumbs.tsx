/** A page's trail (Home / ... / this page): links, then the current page's name. */
import { Fragment } from 'react';
import { breadcrumbLabel } from '#messages/frame.ts';
import { Link } from '#web/lib/links.tsx';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={breadcrumbLabel} className="mb-4">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-500">
        {items.map((item, i) => (
          <Fragment key={item.label}>
            {i > 0 ? <li aria-hidden="true">/</li> : null}
            {item.to ? (
              <li>
                <Link to={item.to} className="hover:text-primary-700 hover:underline">
                  {item.label}
                </Link>
              </li>
            ) : (
              <li aria-current="page" className="font-semibold tracking-wide text-ink-800">
                {item.label}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
