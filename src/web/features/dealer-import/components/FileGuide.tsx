/**
 * What goes into the two files of Import cars (issue 12 item 2): each
 * file's header row exactly as the importer checks it, the few rules a
 * spreadsheet needs, and a template of each to download (cars.csv with one
 * example row carrying the dealer's own mobile `mobile`).
 */
import { useEffect, useState } from 'react';
import {
  carsFileHeading,
  dealersFileHeading,
  dealersFileText,
  downloadCarsTemplate,
  downloadDealersTemplate,
  guideIntro,
  ruleDealerMobile,
  ruleNames,
  rulePhotos,
  ruleUpdates,
  whatGoesInFiles,
} from '#messages/dealer.ts';
import { type CarColumn, MAX_IMPORT_CARS } from '#shared/schemas/dealer-import.ts';
import { HEADER_ROWS, templates } from '../import-files.ts';

/** Columns the rules name (a column's name is the same in every language). */
const DEALER_MOBILE_COLUMN: CarColumn = 'dealer_mobile';
const PHOTOS_COLUMN: CarColumn = 'photos';

/** Object URLs of the two templates, made in the browser and revoked when the page goes. */
function useTemplateUrls(mobile: string) {
  const [urls, setUrls] = useState<{ dealers: string; cars: string } | null>(null);
  useEffect(() => {
    const files = templates(mobile, new Date().getFullYear());
    const url = (text: string) => URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
    const made = { dealers: url(files.dealers), cars: url(files.cars) };
    setUrls(made);
    return () => {
      URL.revokeObjectURL(made.dealers);
      URL.revokeObjectURL(made.cars);
    };
  }, [mobile]);
  return urls;
}

function HeaderRow({ id, text }: { id: string; text: string }) {
  return (
    <pre
      id={id}
      className="mt-2 overflow-x-auto rounded-lg bg-ink-900 px-3 py-2 font-mono text-xs leading-relaxed text-white"
      // A scrollable region must be reachable from the keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone.
      tabIndex={0}
    >
      {text}
    </pre>
  );
}

export function FileGuide({ mobile }: { mobile: string }) {
  const urls = useTemplateUrls(mobile);
  const link =
    'inline-flex min-h-11 items-center rounded-xl border border-primary-600 bg-white px-4 text-sm font-semibold text-primary-700 hover:bg-primary-50';
  return (
    <section
      id="import-guide"
      aria-labelledby="import-guide-title"
      className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-6"
    >
      <h2 id="import-guide-title" className="text-lg font-semibold text-ink-900">
        {whatGoesInFiles}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{guideIntro}</p>

      <h3 className="mt-4 font-semibold text-ink-900">{dealersFileHeading}</h3>
      <HeaderRow id="dealers-columns" text={HEADER_ROWS.dealers} />
      <p className="mt-2 text-sm text-ink-600">{dealersFileText(mobile)}</p>

      <h3 className="mt-4 font-semibold text-ink-900">{carsFileHeading}</h3>
      <HeaderRow id="cars-columns" text={HEADER_ROWS.cars} />
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-600">
        <li>
          {ruleDealerMobile(
            <span key="column" className="font-medium text-ink-800">
              {DEALER_MOBILE_COLUMN}
            </span>,
          )}
        </li>
        <li>
          {ruleNames(
            <span key="separator" className="font-mono">
              ;
            </span>,
          )}
        </li>
        <li>
          {rulePhotos(
            <span key="column" className="font-medium text-ink-800">
              {PHOTOS_COLUMN}
            </span>,
          )}
        </li>
        <li>{ruleUpdates(MAX_IMPORT_CARS)}</li>
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        {urls ? (
          <>
            <a href={urls.dealers} download="dealers.csv" className={link}>
              {downloadDealersTemplate}
            </a>
            <a href={urls.cars} download="cars.csv" className={link}>
              {downloadCarsTemplate}
            </a>
          </>
        ) : null}
      </div>
    </section>
  );
}
