/**
 * A listing's views, leads and days listed, under its price on My Vehicles
 * (issue 12 item 1); the leads link to Enquiries. Nothing while the figures
 * load.
 */
import { daysListed, leadsCount, listedToday, noLeads, viewsCount } from '#messages/account.ts';
import { formatIndian } from '#shared/format.ts';
import { paths } from '#shared/pages/paths.ts';
import type { ListingStats } from '#shared/schemas/enquiry.ts';
import { Link } from '#web/lib/links.tsx';

export function ListingStatsLine({ stats }: { stats: ListingStats[number] | undefined }) {
  if (!stats) return <p className="mt-1 h-5" aria-hidden="true" />;
  const days =
    stats.DaysListed === 0
      ? listedToday
      : daysListed(stats.DaysListed, formatIndian(stats.DaysListed));
  return (
    <p className="mt-1 text-sm text-ink-600">
      {viewsCount(stats.Views, formatIndian(stats.Views))}
      <span aria-hidden="true"> · </span>
      {stats.Leads > 0 ? (
        <Link to={paths.enquiries} className="font-medium text-primary-700 hover:underline">
          {leadsCount(stats.Leads, formatIndian(stats.Leads))}
        </Link>
      ) : (
        noLeads
      )}
      <span aria-hidden="true"> · </span>
      {days}
    </p>
  );
}
