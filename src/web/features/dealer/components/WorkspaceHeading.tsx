/**
 * The heading of a screen of the dealer workspace (Team, Reports, Import
 * cars): the firm's name over the screen's title and the link back to the
 * workspace's cars.
 */
import { backToYourCars } from '#messages/dealer.ts';
import { dealerWorkspaceTitle } from '#messages/frame.ts';
import { paths } from '#shared/pages/paths.ts';
import { Link } from '#web/lib/links.tsx';

/** `title` as the screen's h1, under `firmName` (the workspace's title until it is known). */
export function WorkspaceHeading({ firmName, title }: { firmName?: string; title: string }) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
        {firmName ?? dealerWorkspaceTitle}
      </p>
      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">{title}</h1>
        <Link
          to={paths.dealer}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 hover:underline"
        >
          {backToYourCars}
        </Link>
      </div>
    </>
  );
}
