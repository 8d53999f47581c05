/**
 * The lead report's enquiries per car (issue 43 part 5): each car with
 * enquiries in the period (title and number), most first as the server
 * sorts them, with its enquiries, visits booked and deals won.
 */
import { carsTitle, columnCar, columnLeads, columnVisit, columnWon } from '#messages/reports.ts';
import { formatIndian } from '#shared/format.ts';
import type { LeadReport } from '#shared/schemas/lead-reports.ts';
import { ReportSection, ReportTable } from './ReportSection.tsx';

const NUM = 'px-2 py-2 text-right tabular-nums sm:px-3';

/** The table of `cars`. */
export function ReportCarsTable({ cars }: { cars: LeadReport['Cars'] }) {
  return (
    <ReportSection title={carsTitle}>
      <ReportTable
        caption={carsTitle}
        head={
          <tr>
            <th scope="col" className="py-2 pr-2 text-left font-medium sm:pr-3">
              {columnCar}
            </th>
            <th scope="col" className={`${NUM} font-medium`}>
              {columnLeads}
            </th>
            <th scope="col" className={`${NUM} font-medium`}>
              {columnVisit}
            </th>
            <th scope="col" className={`${NUM} font-medium`}>
              {columnWon}
            </th>
          </tr>
        }
      >
        {cars.map((car) => (
          <tr key={car.carid}>
            <th scope="row" className="py-2 pr-2 text-left font-medium sm:pr-3">
              <span className="block">{car.Title}</span>{' '}
              <span className="block text-xs font-normal text-ink-600">{car.CarNumber}</span>
            </th>
            <td className={NUM}>{formatIndian(car.Leads)}</td>
            <td className={NUM}>{formatIndian(car.Visit)}</td>
            <td className={NUM}>{formatIndian(car.Won)}</td>
          </tr>
        ))}
      </ReportTable>
    </ReportSection>
  );
}
