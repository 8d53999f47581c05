/**
 * Speed to lead on the dealer workspace (issue 43 part 4): for owners and
 * managers, each person's enquiries, how many were contacted and the median
 * time to the first Call, WhatsApp or stage change over the last 7 days, and
 * how many open enquiries nobody has contacted (a link to Enquiries). Shown
 * once loaded; a failure says so in a line; nothing while loading (the stock
 * below is what the page is for).
 */
import {
  minutesShort,
  noContactYet,
  notContactedLine,
  speedContacted,
  speedIntro,
  speedLeads,
  speedLoadFailed,
  speedMedian,
  speedOwnerRow,
  speedPerson,
  speedTitle,
} from '#messages/dealer.ts';
import { paths } from '#shared/pages/paths.ts';
import { Link } from '#web/lib/links.tsx';
import { useSpeedToLead } from '../api/speed-to-lead.ts';

const CELL = 'px-3 py-2 text-right tabular-nums';

export function SpeedToLead({ enabled }: { enabled: boolean }) {
  const q = useSpeedToLead(enabled);
  if (!enabled || q.isPending) return null;
  if (q.isError) return <p className="mt-4 text-sm text-ink-600">{speedLoadFailed}</p>;
  const { People, NotContacted } = q.data;
  return (
    <section
      aria-labelledby="speed-to-lead"
      className="mt-6 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70"
    >
      <h2 id="speed-to-lead" className="text-lg font-semibold text-ink-900">
        {speedTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{speedIntro}</p>
      {/* Focusable, so a keyboard can scroll the table on a narrow phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus. */}
      <div tabIndex={0} className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-ink-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {speedPerson}
              </th>
              <th scope="col" className={`${CELL} font-medium`}>
                {speedLeads}
              </th>
              <th scope="col" className={`${CELL} font-medium`}>
                {speedContacted}
              </th>
              <th scope="col" className={`${CELL} font-medium`}>
                {speedMedian}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 text-ink-900">
            {People.map((p) => (
              <tr key={p.id}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {p.id === 0 ? speedOwnerRow(p.Name) : p.Name}
                </th>
                <td className={CELL}>{p.Leads}</td>
                <td className={CELL}>{p.Contacted}</td>
                <td className={CELL}>
                  {p.MedianMinutes === null ? noContactYet : minutesShort(p.MedianMinutes)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {NotContacted > 0 ? (
        <p className="mt-3 text-sm font-medium">
          <Link to={`${paths.enquiries}?view=all`} className="text-red-700 underline">
            {notContactedLine(NotContacted)}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
