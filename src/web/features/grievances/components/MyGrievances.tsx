/**
 * The person's grievances (issue 44 part 5; docs/privacy.md#grievances):
 * newest first, each with its ticket, what it is about, when it was filed,
 * whether it is open (and the date it will be answered by) or answered,
 * the person's words and the answer; under every answer, the Grievance
 * Officer's contact and the Data Protection Board.
 */
import {
  grievanceAnsweredOn,
  grievanceFiledOn,
  grievanceOpenUntil,
  noGrievances,
  notSatisfied,
  ourAnswer,
  yourGrievances,
} from '#messages/grievance.ts';
import { formatDate } from '#shared/format.ts';
import type { MyGrievance } from '#shared/schemas/grievance.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { useSiteSettings } from '#web/features/site/api/site-settings.ts';
import { useMyGrievances } from '../api/grievances.ts';
import { CATEGORY_LABELS } from '../category-labels.ts';

const day = (iso: string) => formatDate(iso);

export function MyGrievances() {
  const grievances = useMyGrievances();
  const { data: site } = useSiteSettings();
  const officer = site
    ? `${site.grievanceOfficer.name}, ${site.grievanceOfficer.email}, ${site.grievanceOfficer.phone}`
    : '';
  return (
    <section aria-labelledby="your-grievances" className="mt-10">
      <h2 id="your-grievances" className="text-xl font-semibold text-ink-900">
        {yourGrievances}
      </h2>
      {grievances.isPending ? (
        <div className="mt-4 flex justify-center py-6">
          <Spinner />
        </div>
      ) : grievances.data?.length ? (
        <ul className="mt-4 space-y-3">
          {grievances.data.map((g) => (
            <GrievanceCard key={g.ticket} grievance={g} officer={officer} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-ink-600">{noGrievances}</p>
      )}
    </section>
  );
}

function GrievanceCard({ grievance: g, officer }: { grievance: MyGrievance; officer: string }) {
  const answered = g.status === 'answered' && g.answer !== null;
  return (
    <li className="rounded-2xl bg-white px-4 py-4 shadow-card ring-1 ring-ink-200/70 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-mono font-semibold text-ink-900">{g.ticket}</p>
        <p
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${answered ? 'bg-accent-50 text-accent-900' : 'bg-amber-50 text-amber-900'}`}
        >
          {answered && g.answeredAt
            ? grievanceAnsweredOn(day(g.answeredAt))
            : grievanceOpenUntil(day(g.answerBy))}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        {CATEGORY_LABELS[g.category]} · {grievanceFiledOn(day(g.createdAt))}
      </p>
      <p className="mt-2 whitespace-pre-line text-ink-800">{g.details}</p>
      {answered ? (
        <div className="mt-3 rounded-xl bg-ink-50 px-3.5 py-3">
          <p className="text-sm font-semibold text-ink-900">{ourAnswer}</p>
          <p className="mt-1 whitespace-pre-line text-ink-800">{g.answer}</p>
          {officer ? <p className="mt-2 text-sm text-ink-600">{notSatisfied(officer)}</p> : null}
        </div>
      ) : null}
    </li>
  );
}
