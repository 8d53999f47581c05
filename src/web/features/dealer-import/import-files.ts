/**
 * The files a dealer picks on Import cars (issue 12 item 2;
 * docs/decisions/024-dealer-import.md), checked before anything goes up
 * (the server checks again): both CSV files present and within their size,
 * photos of an allowed type and size, all of it within one request's limit;
 * then read into the request body: the CSV files as text, the photos as
 * base64. Also the template files offered for download. Browser-only
 * (File, FileReader).
 */
import {
  chooseCsv,
  csvTooLarge,
  fileEmpty,
  notCsv,
  photosTooLarge,
  tooManyPhotos,
} from '#messages/dealer.ts';
import {
  CAR_COLUMNS,
  DEALER_COLUMNS,
  type DealerImportRequest,
  type ImportFile,
  MAX_CARS_CSV_CHARS,
  MAX_DEALERS_CSV_CHARS,
  MAX_IMPORT_BODY_BYTES,
  MAX_IMPORT_PHOTOS,
} from '#shared/schemas/dealer-import.ts';
import { fileBase64, photoFileProblem } from '#web/components/ui/photo-file.ts';

/** What the form holds: at most one file per CSV input, any number of photos. */
export interface PickedFiles {
  dealers: File | undefined;
  cars: File | undefined;
  photos: File[];
}

/** Problems by input: `dealers`, `cars`, `photos`. */
export type PickProblems = Partial<Record<keyof PickedFiles, string>>;

/** The two files' names, the same in every language. */
export const FILE_NAMES: Record<'dealers' | 'cars', ImportFile> = {
  dealers: 'dealers.csv',
  cars: 'cars.csv',
};

/** Photo bytes one import may carry: the body limit less base64's third and room for the CSV files. */
export const MAX_PHOTO_BYTES_TOTAL = Math.floor(
  ((MAX_IMPORT_BODY_BYTES - 2 * 1024 * 1024) * 3) / 4,
);

const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

/** Whether `file`'s name ends in .csv (any letter case). */
const isCsv = (file: File) => /\.csv$/i.test(file.name);

function csvProblem(file: File | undefined, name: string, maxBytes: number): string | undefined {
  if (!file) return chooseCsv(name);
  if (!isCsv(file)) return notCsv(file.name);
  if (file.size > maxBytes) return csvTooLarge(name, megabytes(maxBytes));
  if (file.size === 0) return fileEmpty(file.name);
  return undefined;
}

/**
 * The problems of `picked`, by input (empty when it may go up): a missing
 * or oversized CSV file, a photo of the wrong type or over 10 MB (named),
 * too many photos, or photos adding up to more than one import carries.
 */
export function pickProblems(picked: PickedFiles): PickProblems {
  const out: PickProblems = {};
  const dealers = csvProblem(picked.dealers, FILE_NAMES.dealers, MAX_DEALERS_CSV_CHARS);
  if (dealers) out.dealers = dealers;
  const cars = csvProblem(picked.cars, FILE_NAMES.cars, MAX_CARS_CSV_CHARS);
  if (cars) out.cars = cars;
  const bad = picked.photos.find((f) => photoFileProblem(f));
  const total = picked.photos.reduce((sum, f) => sum + f.size, 0);
  if (bad) out.photos = `${bad.name}: ${photoFileProblem(bad)}`;
  else if (picked.photos.length > MAX_IMPORT_PHOTOS) {
    out.photos = tooManyPhotos(picked.photos.length, MAX_IMPORT_PHOTOS);
  } else if (total > MAX_PHOTO_BYTES_TOTAL) {
    out.photos = photosTooLarge(megabytes(total), megabytes(MAX_PHOTO_BYTES_TOTAL));
  }
  return out;
}

/** The request body of `picked` (checked with pickProblems first): CSV text and base64 photos. */
export async function importBody(
  picked: PickedFiles & { dealers: File; cars: File },
): Promise<DealerImportRequest> {
  const [dealersCsv, carsCsv, photos] = await Promise.all([
    picked.dealers.text(),
    picked.cars.text(),
    Promise.all(picked.photos.map(async (f) => ({ name: f.name, data: await fileBase64(f) }))),
  ]);
  return { dealersCsv, carsCsv, photos };
}

/** The header rows of the two files, as a spreadsheet saves them. */
export const HEADER_ROWS = {
  dealers: DEALER_COLUMNS.join(','),
  cars: CAR_COLUMNS.join(','),
} as const;

const csvLine = (values: (string | number)[]) =>
  values
    .map((v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : v))
    .join(',');

/**
 * The two template files for the dealer with registered `mobile`:
 * dealers.csv with its header row only (kept so, the firm's details stay as
 * they are), cars.csv with one example row to overwrite. `year`: this year
 * (the example's insurance ends next March).
 */
export function templates(mobile: string, year: number): { dealers: string; cars: string } {
  return {
    dealers: `${HEADER_ROWS.dealers}\r\n`,
    cars: [
      HEADER_ROWS.cars,
      csvLine([
        mobile,
        'GJ01AB1234',
        'Car',
        'Maruti Suzuki',
        'Swift',
        'VXi',
        'Pearl Arctic White',
        2019,
        45000,
        1,
        5,
        '1.2',
        525000,
        'Yes',
        'Comprehensive',
        `${year + 1}-03-31`,
        'No',
        'ABS with EBD; Power Windows',
        'UnSold',
        'swift-front.jpg;swift-side.jpg',
      ]),
      '',
    ].join('\r\n'),
  };
}
