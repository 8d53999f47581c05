/**
 * A listing's views, leads and days listed, under its price on My Vehicles
 * (issue 12 item 1); the leads link to Enquiries. Nothing while the figures
 * load.
 */

import { formatIndian } from '#shared/format.ts';
import { paths } from '#shared/pages/paths.ts';
import type { ListingStats } from '#shared/schemas/enquiry.ts';
import { Link } from '#web/lib/links.tsx';

const plural = (n: number, one: string, many: string) =>
  `${formatIndian(n)} ${n === 1 ? one : many}`;

export function ListingStatsLine({ stats }: { stats: ListingStats[number] | undefined }) {
  if (!stats) return <p className="mt-1 h-5" aria-hidden="true" />;
  const days =
    stats.DaysListed === 0 ? 'listed today' : `${plural(stats.DaysListed, 'day', 'days')} listed`;
  return (
    <p className="mt-1 text-sm text-ink-600">
      {plural(stats.Views, 'view', 'views')}
      <span aria-hidden="true"> · </span>
      {stats.Leads > 0 ? (
        <Link to={paths.enquiries} className="font-medium text-primary-700 hover:underline">
          {plural(stats.Leads, 'lead', 'leads')}
        </Link>
      ) : (
        '0 leads'
      )}
      <span aria-hidden="true"> · </span>
      {days}
    </p>
  );
}
