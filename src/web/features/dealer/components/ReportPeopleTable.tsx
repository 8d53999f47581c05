/**
 * The lead report's figures per person (issue 43 part 5): the owner first
 * (their row also holds the enquiries assigned to nobody), then the team and
 * anyone removed who held an enquiry of the period, each with enquiries,
 * contacted, the typical (median) time to the first contact, visits booked
 * and won. Too wide for a phone, so it scrolls sideways with the names kept
 * in view.
 */
import { noContactYet, speedOwnerRow } from '#messages/dealer.ts';
import {
  columnContacted,
  columnLeads,
  columnPerson,
  columnTypical,
  columnVisit,
  columnWon,
  durationText,
  peopleTitle,
  typicalNote,
} from '#messages/reports.ts';
import { formatIndian } from '#shared/format.ts';
import type { LeadReport } from '#shared/schemas/lead-reports.ts';
import { ReportSection, ReportTable } from './ReportSection.tsx';

const NUM = 'px-2 py-2 text-right tabular-nums sm:px-3';
const NAME = 'sticky left-0 bg-white py-2 pr-2 text-left sm:pr-3';
const COLUMNS = [
  ['leads', columnLeads],
  ['contacted', columnContacted],
  ['typical', columnTypical],
  ['visit', columnVisit],
  ['won', columnWon],
] as const;

/** The table of `people`. */
export function ReportPeopleTable({ people }: { people: LeadReport['People'] }) {
  return (
    <ReportSection title={peopleTitle}>
      <ReportTable
        caption={peopleTitle}
        minWidth="min-w-[34rem]"
        head={
          <tr>
            <th scope="col" className={`${NAME} align-bottom font-medium`}>
              {columnPerson}
            </th>
            {COLUMNS.map(([key, name]) => (
              <th key={key} scope="col" className={`${NUM} align-bottom font-medium`}>
                {name}
              </th>
            ))}
          </tr>
        }
      >
        {people.map((p) => (
          <tr key={p.id}>
            <th scope="row" className={`${NAME} font-medium`}>
              {p.id === 0 ? speedOwnerRow(p.Name) : p.Name}
            </th>
            <td className={NUM}>{formatIndian(p.Leads)}</td>
            <td className={NUM}>{formatIndian(p.Contacted)}</td>
            <td className={NUM}>
              {p.MedianMinutes === null ? noContactYet : durationText(p.MedianMinutes)}
            </td>
            <td className={NUM}>{formatIndian(p.Visit)}</td>
            <td className={NUM}>{formatIndian(p.Won)}</td>
          </tr>
        ))}
      </ReportTable>
      <p className="mt-2 text-sm text-ink-600">{typicalNote}</p>
    </ReportSection>
  );
}
