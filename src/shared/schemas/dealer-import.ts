/**
 * Import cars (issue 12 item 2; docs/decisions/024-dealer-import.md): a
 * dealer uploads their dealers.csv and cars.csv with the photos the cars
 * name, and the server checks them with the dealer CSV importer (the Sell
 * form's listing rules) before it writes anything. Additions to the spec's
 * API under /api/DealerImport, behind a Bearer token.
 *
 * The column lists are the importer's own (the server reads them from here),
 * so the header rows the web shows are exactly the ones it checks.
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { hasControlChars } from './fields.ts';
import { base64Payload, isBase64, MAX_PHOTO_BASE64_CHARS } from './listing-rules.ts';

/** The columns of dealers.csv, in order; its header row must name each of them. */
export const DEALER_COLUMNS = [
  'firm_name',
  'mobile',
  'mobile2',
  'address',
  'state',
  'city',
  'gps_link',
] as const;

/** The columns of cars.csv, in order; its header row must name each of them. */
export const CAR_COLUMNS = [
  'dealer_mobile',
  'car_number',
  'vehicle_type',
  'make',
  'model',
  'variant',
  'colour',
  'model_year',
  'km',
  'owner',
  'seats',
  'engine_litres',
  'price',
  'insurance',
  'insurance_type',
  'insurance_end',
  'sunroof',
  'features',
  'status',
  'photos',
] as const;

export type DealerColumn = (typeof DEALER_COLUMNS)[number];
export type CarColumn = (typeof CAR_COLUMNS)[number];

export const IMPORT_FILES = ['dealers.csv', 'cars.csv'] as const;
export type ImportFile = (typeof IMPORT_FILES)[number];

/** Characters of dealers.csv, at most (200 KB: thousands of dealer rows). */
export const MAX_DEALERS_CSV_CHARS = 200 * 1024;
/** Characters of cars.csv, at most (1 MB). */
export const MAX_CARS_CSV_CHARS = 1024 * 1024;
/** Rows of cars.csv one web import may hold (each car's photos and share card are made in the request). */
export const MAX_IMPORT_CARS = 500;
/** Photo files one web import may carry. */
export const MAX_IMPORT_PHOTOS = 300;
/** Bytes of the whole request, at most (60 MB: the photos as base64 and the two files). */
export const MAX_IMPORT_BODY_BYTES = 60 * 1024 * 1024;
/** Web imports per dealer account an hour. */
export const IMPORT_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

/** One uploaded photo: its file name (as cars.csv names it) and its bytes as base64 (a data: URL is accepted). */
const UploadedPhotoSchema = z
  .object({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, 'name is required')
      .max(200, 'a photo name has at most 200 characters')
      .refine((s) => !hasControlChars(s), 'a photo name must not contain control characters'),
    data: z.string({ error: 'data is required' }).transform(base64Payload),
  })
  .superRefine((photo, ctx) => {
    if (photo.data.length > MAX_PHOTO_BASE64_CHARS) {
      ctx.addIssue({
        code: 'custom',
        path: ['data'],
        message: `${JSON.stringify(photo.name)} is larger than 10 MB`,
      });
    } else if (!isBase64(photo.data)) {
      ctx.addIssue({
        code: 'custom',
        path: ['data'],
        message: `${JSON.stringify(photo.name)} is not a photo file`,
      });
    }
  });
export type UploadedPhoto = z.output<typeof UploadedPhotoSchema>;

/** POST /api/DealerImport/Import (JSON): the two CSV files as text and the photos they name. */
export const DealerImportRequestSchema = z.object({
  dealersCsv: z
    .string({ error: 'dealers.csv is required' })
    .max(MAX_DEALERS_CSV_CHARS, 'dealers.csv is larger than 200 KB'),
  carsCsv: z
    .string({ error: 'cars.csv is required' })
    .min(1, 'cars.csv is empty')
    .max(MAX_CARS_CSV_CHARS, 'cars.csv is larger than 1 MB'),
  photos: z
    .array(UploadedPhotoSchema)
    .max(MAX_IMPORT_PHOTOS, `at most ${MAX_IMPORT_PHOTOS} photos per import`)
    .default([]),
});
export type DealerImportRequest = z.input<typeof DealerImportRequestSchema>;

/** A cars.csv row that was (or, in a refused import, would have been) added or updated. */
export const ImportedCarSchema = z.object({
  /** Line of cars.csv (the header is line 1). */
  line: z.number().int(),
  /** As stored: upper case, separators removed ("GJ01AB1234"). */
  carNumber: z.string(),
});
export type ImportedCar = z.infer<typeof ImportedCarSchema>;

/** One problem of a refused import: where it is and what is wrong. */
export const RefusedRowSchema = z.object({
  file: z.enum(IMPORT_FILES),
  /** Line of the file (the header is line 1). */
  line: z.number().int(),
  /** The column at fault, or null for the whole line or file. */
  field: z.string().nullable(),
  /** What is wrong, e.g. `"Swiftt" is not a model of Maruti Suzuki`. */
  reason: z.string(),
  /** The whole sentence: `cars.csv line 14, model: "Swiftt" is not a model of Maruti Suzuki`. */
  message: z.string(),
});
export type RefusedRow = z.infer<typeof RefusedRowSchema>;

/**
 * What an import did, row by row. Imported: `added` and `updated` are what
 * was written and `refused` is empty. Refused (nothing written): `refused`
 * lists the problems (at most 50, in file and line order; `refusedTotal`
 * counts them all, `refusedRows` the lines they are on) and `added` and
 * `updated` the rows that passed their checks and would have been written.
 */
export const DealerImportReportSchema = z.object({
  added: z.array(ImportedCarSchema),
  updated: z.array(ImportedCarSchema),
  refused: z.array(RefusedRowSchema),
  refusedTotal: z.number().int(),
  refusedRows: z.number().int(),
});
export type DealerImportReport = z.infer<typeof DealerImportReportSchema>;

/** 200: `Imported N cars`, with the report. */
export const DealerImportAnswerSchema = envelope(DealerImportReportSchema);

/**
 * 400: `Nothing was imported: N rows refused` with the report; or, when the
 * request itself was malformed (a field missing, a photo too large), a
 * Message naming the field and `Data: null`.
 */
export const DealerImportRefusedSchema = z.object({
  Success: z.literal(false),
  Message: z.string(),
  Data: DealerImportReportSchema.nullable(),
});

/** The answer's Message of an import: `Imported 2 cars` / `Nothing was imported: 1 row refused`. */
export function importMessage(
  report: Pick<DealerImportReport, 'added' | 'updated' | 'refused' | 'refusedRows'>,
): string {
  if (report.refused.length > 0) {
    const n = report.refusedRows;
    return `Nothing was imported: ${n} ${n === 1 ? 'row' : 'rows'} refused`;
  }
  const n = report.added.length + report.updated.length;
  return `Imported ${n} ${n === 1 ? 'car' : 'cars'}`;
}
