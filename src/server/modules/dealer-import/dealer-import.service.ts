/**
 * Import cars (issue 12 item 2; docs/decisions/024-dealer-import.md): a
 * dealer's dealers.csv and cars.csv, with the photos the cars name, go
 * through the dealer CSV importer, all or nothing, limited to the dealer's
 * own rows: dealers.csv may hold only their firm, cars.csv only their cars
 * (another mobile is a refused row), and a car number they already list
 * unsold updates that car. Answers the row-by-row report.
 */

import type { z } from 'zod';
import {
  type DealerImportReport,
  type DealerImportRequestSchema,
  MAX_IMPORT_CARS,
} from '#shared/schemas/dealer-import.ts';
import type { Db } from '../../db/database.ts';
import { importInventoryWithReport } from '../../db/inventory-import/import-inventory.ts';
import { AppError } from '../../http/app-error.ts';
import { PhotoRejectedError } from '../../photos/process-car-photo.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import type { DealerMembership } from '../cars/ownership.ts';
import { isUniqueViolation } from '../catalog/cities.repository.ts';

type ImportRequest = z.output<typeof DealerImportRequestSchema>;

/** Said when another seller listed one of the file's car numbers while it was being imported. */
export const NUMBER_TAKEN_MEANWHILE =
  'A car number of cars.csv was listed by someone else a moment ago. Nothing was imported; please import again.';

/**
 * Reads an uploaded photo by the file name cars.csv gives: the exact name,
 * else the one upload whose name differs only in letter case ("Front.JPG").
 * A name not uploaded is refused (PhotoRejectedError), naming the row.
 */
export function uploadedPhotoSource(
  photos: ImportRequest['photos'],
): (name: string) => Promise<Buffer> {
  const exact = new Map(photos.map((p) => [p.name, p.data]));
  const folded = new Map<string, string | null>();
  for (const p of photos) {
    const key = p.name.toLowerCase();
    folded.set(key, folded.has(key) ? null : p.data);
  }
  return async (name) => {
    const data = exact.get(name) ?? folded.get(name.toLowerCase());
    if (!data) throw new PhotoRejectedError('was not among the uploaded photos');
    return Buffer.from(data, 'base64');
  };
}

/**
 * Imports `request` for `dealer` (its registered mobile scopes the files): at most MAX_IMPORT_CARS cars, each of
 * their own. Answers `{ ok, report }`: ok with what was added and updated,
 * or refused (nothing written) with every refused row. Throws AppError 409
 * when another seller listed one of its numbers during the write.
 */
export async function importDealerFiles(
  deps: { db: Db; photoStorage: PhotoStorage },
  dealer: Pick<DealerMembership, 'mobile'>,
  request: ImportRequest,
): Promise<{ ok: boolean; report: DealerImportReport }> {
  let outcome: Awaited<ReturnType<typeof importInventoryWithReport>>;
  try {
    outcome = await importInventoryWithReport(deps.db, deps.photoStorage, {
      dealersCsv: request.dealersCsv,
      carsCsv: request.carsCsv,
      photoSource: uploadedPhotoSource(request.photos),
      scope: { dealerMobile: dealer.mobile, updateOwn: true, maxCars: MAX_IMPORT_CARS },
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, NUMBER_TAKEN_MEANWHILE);
    throw err;
  }
  const { added, updated } = outcome;
  if (outcome.ok) {
    return { ok: true, report: { added, updated, refused: [], refusedTotal: 0, refusedRows: 0 } };
  }
  const { error } = outcome;
  return {
    ok: false,
    report: {
      added,
      updated,
      refused: error.problems.map((p) => ({
        file: p.file,
        line: p.line,
        field: p.field ?? null,
        reason: p.text,
        message: p.message,
      })),
      refusedTotal: error.total,
      refusedRows: error.rows,
    },
  };
}
