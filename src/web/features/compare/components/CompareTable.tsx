/**
 * Cars side by side (docs/product.md#compare): a column per car (photo and
 * title linking to its page, a Remove link) and a row per fact: price, the
 * fair-price badge, year, km, fuel, gear, owner, city, each feature, EMI.
 * A row whose values differ is marked (a tint, and "differs" for screen
 * readers). A car no longer for sale keeps its column with a note. On a
 * narrow screen the table scrolls sideways under its fixed column of labels.
 */

import {
  compareCaption,
  compareEmi,
  compareFairPrice,
  differsNote,
  factCity,
  factFuel,
  factGear,
  factKilometres,
  factOwner,
  factPrice,
  factYear,
  removeButton,
  thisCar,
} from '#messages/cars.ts';
import { fromComparison, perMonth } from '#messages/compare.ts';
import { no, yes } from '#messages/frame.ts';
import { defaultEmi } from '#shared/emi.ts';
import {
  carDetailsPath,
  catalogueName,
  formatKm,
  formatRupees,
  ownerLabel,
} from '#shared/format.ts';
import { PAGE_MSG } from '#shared/page-messages.ts';
import { comparePath } from '#shared/pages/compare.ts';
import type { CarDetails } from '#shared/schemas/car.ts';
import { Link } from '#web/lib/links.tsx';

/** A compared car: its details, or why there are none. */
export type ComparedCar = { rand: string } & (
  | { kind: 'car'; car: CarDetails }
  | { kind: 'gone'; message: string }
);

interface Row {
  label: string;
  /** One per column ('' for a car no longer listed). */
  values: string[];
  /** Whether the cars' values are not all the same. */
  differs: boolean;
}

function rowsOf(compared: ComparedCar[]): Row[] {
  const cars = compared.flatMap((c) => (c.kind === 'car' ? [c.car] : []));
  const fact = (label: string, value: (c: CarDetails) => string): Row => ({
    label,
    values: compared.map((c) => (c.kind === 'car' ? value(c.car) : '')),
    differs: new Set(cars.map(value)).size > 1,
  });
  const features = [...new Set(cars.flatMap((c) => c.Listidjson.map((f) => f.label)))];
  return [
    fact(factPrice, (c) => formatRupees(c.nSaleprice)),
    fact(
      compareFairPrice,
      (c) => c.pricerating?.rating ?? (c.pricerating ? PAGE_MSG.notEnoughData : '-'),
    ),
    fact(factYear, (c) => String(c.modelyear)),
    fact(factKilometres, (c) => formatKm(c.km)),
    fact(factFuel, (c) => catalogueName(c.fueltypeid)),
    fact(factGear, (c) => catalogueName(c.gear)),
    fact(factOwner, (c) => ownerLabel(c.owner)),
    fact(factCity, (c) => c.cityname),
    ...features.map((label) =>
      fact(label, (c) => (c.Listidjson.some((f) => f.label === label) ? yes : no)),
    ),
    fact(compareEmi, (c) => perMonth(formatRupees(defaultEmi(c.nSaleprice)))),
  ];
}

export function CompareTable({ compared }: { compared: ComparedCar[] }) {
  const rands = compared.map((c) => c.rand);
  const rows = rowsOf(compared);
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-ink-200/70">
      <table className="w-full min-w-[34rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{compareCaption}</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-28 bg-white p-3 sm:w-44" />
            {compared.map((c) => (
              <th key={c.rand} scope="col" className="p-3 text-left align-top font-normal">
                {c.kind === 'car' ? (
                  <Link to={carDetailsPath(c.car)} className="group block">
                    <div className="aspect-[4/3] max-w-64 overflow-hidden rounded-xl bg-ink-100">
                      {(c.car.carphotosmall ?? c.car.carphoto) ? (
                        <img
                          src={(c.car.carphotosmall ?? c.car.carphoto) as string}
                          alt=""
                          width={200}
                          height={150}
                          className="h-full w-full object-cover"
                        />
                      ) : null}
                    </div>
                    <span className="mt-2 block font-semibold text-ink-900 group-hover:underline">
                      {`${c.car.modelyear} ${c.car.companyid} ${c.car.carmodelid} ${c.car.variantid}`}
                    </span>
                  </Link>
                ) : (
                  <p className="rounded-xl bg-ink-50 p-3 text-ink-600">{c.message}</p>
                )}
                <Link
                  to={comparePath(rands.filter((r) => r !== c.rand))}
                  className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-red-700 underline-offset-2 hover:underline"
                >
                  {removeButton}
                  <span className="sr-only">
                    {fromComparison(c.kind === 'car' ? c.car.carmodelid : thisCar)}
                  </span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ label, values, differs }) => {
            return (
              <tr
                key={label}
                data-differs={differs || undefined}
                className={`border-t border-ink-100 ${differs ? 'bg-amber-50' : ''}`}
              >
                <th
                  scope="row"
                  className={`sticky left-0 z-10 p-3 text-left align-top font-medium text-ink-600 ${differs ? 'bg-amber-50' : 'bg-white'}`}
                >
                  {label}
                  {differs ? <span className="sr-only">{differsNote}</span> : null}
                </th>
                {values.map((value, i) => (
                  <td key={compared[i].rand} className="p-3 align-top font-semibold text-ink-900">
                    {value}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
