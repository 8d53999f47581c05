/**
 * What goes into the two files of Import cars (issue 12 item 2): each
 * file's header row exactly as the importer checks it, the few rules a
 * spreadsheet needs, and a template of each to download (cars.csv with one
 * example row carrying the dealer's own mobile `mobile`).
 */
import { useEffect, useState } from 'react';
import { MAX_IMPORT_CARS } from '#shared/schemas/dealer-import.ts';
import { HEADER_ROWS, templates } from '../import-files.ts';

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
        What goes in the files
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Save each sheet as CSV. The first row of each file names its columns, exactly as below;
        every row after it is one dealer or one car.
      </p>

      <h3 className="mt-4 font-semibold text-ink-900">dealers.csv: your firm</h3>
      <HeaderRow id="dealers-columns" text={HEADER_ROWS.dealers} />
      <p className="mt-2 text-sm text-ink-600">
        One row with your registered mobile ({mobile}) to change your firm's details, or just the
        header row to keep them as they are.
      </p>

      <h3 className="mt-4 font-semibold text-ink-900">cars.csv: one row per car</h3>
      <HeaderRow id="cars-columns" text={HEADER_ROWS.cars} />
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-600">
        <li>
          <span className="font-medium text-ink-800">dealer_mobile</span> is your registered mobile
          on every row.
        </li>
        <li>
          Make, model, variant, colour and features as CarSetu names them; features and photos are
          separated by <span className="font-mono">;</span>
        </li>
        <li>
          <span className="font-medium text-ink-800">photos</span>: the file names of the car's
          photos, the main photo first (.jpg, .jpeg or .png, up to 10 MB each). Choose those files
          below.
        </li>
        <li>
          A vehicle number you already list for sale updates that car (its price, km, photos and the
          rest); a new number adds a car. Up to {MAX_IMPORT_CARS} cars at a time.
        </li>
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        {urls ? (
          <>
            <a href={urls.dealers} download="dealers.csv" className={link}>
              Download dealers.csv template
            </a>
            <a href={urls.cars} download="cars.csv" className={link}>
              Download cars.csv template
            </a>
          </>
        ) : null}
      </div>
    </section>
  );
}
