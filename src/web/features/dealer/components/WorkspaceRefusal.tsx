/**
 * A screen of the dealer workspace the server refused (403) to someone
 * signed in: why, and a way on.
 */
import { backToYourCars } from '#messages/dealer.ts';
import { navSell } from '#messages/frame.ts';
import { paths } from '#shared/pages/paths.ts';
import { Link } from '#web/lib/links.tsx';

/**
 * `title` as the h1 over `reason` (under its `heading`, with a `note` after
 * it when given); the link goes back to the workspace's cars for someone in
 * a dealership (`dealer`), else to Sell Your Car.
 */
export function WorkspaceRefusal({
  title,
  heading,
  reason,
  note,
  dealer,
}: {
  title: string;
  heading?: string;
  reason: string;
  note?: string;
  dealer: boolean;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">{title}</h1>
      <section className="mx-auto mt-8 max-w-md rounded-2xl bg-white px-6 py-10 text-center shadow-card ring-1 ring-ink-200/70">
        {heading ? <h2 className="mb-2 text-xl font-semibold text-ink-900">{heading}</h2> : null}
        <p className="text-ink-700">{reason}</p>
        {note ? <p className="mt-2 text-ink-600">{note}</p> : null}
        <Link
          to={dealer ? paths.dealer : paths.sell}
          className="mt-6 inline-flex min-h-12 items-center justify-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700"
        >
          {dealer ? backToYourCars : navSell}
        </Link>
      </section>
    </div>
  );
}
