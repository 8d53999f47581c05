/**
 * Checks the two CSV files of an inventory import: each row on its own
 * (import-row-checks.ts: the shared listing and field schemas, the
 * catalogue), then the rows together: a car's dealer must exist, a car number
 * may appear once and not match an unsold listing already in the database.
 * Nothing is written; every problem is collected (file, line, field) and
 * thrown at once as an ImportError.
 */
import { type Kysely, sql } from 'kysely';
import { INSURANCE_TYPES, normaliseCarNumber } from '#shared/schemas/listing-rules.ts';
import type { Database } from '../schema.ts';
import type { CatalogueIndex } from './import-catalogue.ts';
import { CAR_COLUMNS, DEALER_COLUMNS } from './import-columns.ts';
import { readCsv } from './import-csv.ts';
import { ImportProblems } from './import-error.ts';
import {
  CARS,
  type CarInput,
  DEALERS,
  type DealerInput,
  validateCar,
  validateDealers,
} from './import-row-checks.ts';

export type { CarInput, DealerInput };
/** Re-exported for the demo seed, which writes these columns and draws insurance types. */
export { CAR_COLUMNS, DEALER_COLUMNS, INSURANCE_TYPES };

export interface ValidInventory {
  dealers: DealerInput[];
  cars: CarInput[];
}

/** The union of `query` over `values` taken 500 at a time (keeps SQL parameter lists short). */
async function inChunks(
  values: string[],
  query: (chunk: string[]) => Promise<string[]>,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < values.length; i += 500) {
    for (const v of await query(values.slice(i, i + 500))) found.add(v);
  }
  return found;
}

/**
 * Parses and checks `dealersCsv` and `carsCsv` (columns DEALER_COLUMNS and
 * CAR_COLUMNS; see import-inventory.ts). A car's dealer_mobile must be a
 * dealer of dealers.csv or one already in the database; a car number may not
 * appear twice in the file nor match an unsold listing already in the
 * database. Throws ImportError with every problem found.
 */
export async function validateInventory(
  db: Kysely<Database>,
  index: CatalogueIndex,
  dealersCsv: string,
  carsCsv: string,
): Promise<ValidInventory> {
  const problems = new ImportProblems();
  const dealerRecords = readCsv(DEALERS, dealersCsv, DEALER_COLUMNS, problems);
  const carRecords = readCsv(CARS, carsCsv, CAR_COLUMNS, problems);
  const dealers = validateDealers(dealerRecords, index, problems);

  const fileMobiles = new Set(dealerRecords.map((r) => r.values.mobile));
  const otherMobiles = [
    ...new Set(
      carRecords.map((r) => r.values.dealer_mobile).filter((m) => m && !fileMobiles.has(m)),
    ),
  ];
  const knownMobiles = await inChunks(otherMobiles, async (chunk) =>
    (await db.selectFrom('dealers').select('mobile').where('mobile', 'in', chunk).execute()).map(
      (r) => r.mobile,
    ),
  );
  const numbers = [
    ...new Set(carRecords.map((r) => normaliseCarNumber(r.values.car_number ?? ''))),
  ];
  const listedNumbers = await inChunks(numbers, async (chunk) =>
    (
      await db
        .selectFrom('listings')
        .select('car_number')
        .where('status', '=', 'UnSold')
        .where(sql<string>`replace(replace(upper(car_number), ' ', ''), '-', '')`, 'in', chunk)
        .execute()
    ).map((r) => normaliseCarNumber(r.car_number)),
  );

  const cars: CarInput[] = [];
  const numberLines = new Map<string, number>();
  for (const { line, values } of carRecords) {
    const mobile = values.dealer_mobile;
    if (!mobile) problems.add(CARS, line, 'dealer_mobile', 'required');
    else if (!fileMobiles.has(mobile) && !knownMobiles.has(mobile)) {
      problems.add(
        CARS,
        line,
        'dealer_mobile',
        `${mobile} is not a dealer of dealers.csv nor an existing dealer`,
      );
    }
    const car = validateCar(line, values, index, problems);
    if (!car) continue;
    if (numberLines.has(car.carNumber)) {
      problems.add(
        CARS,
        line,
        'car_number',
        `${car.carNumber} is already on line ${numberLines.get(car.carNumber)}`,
      );
      continue;
    }
    numberLines.set(car.carNumber, line);
    if (listedNumbers.has(car.carNumber)) {
      problems.add(CARS, line, 'car_number', `${car.carNumber} is already listed (unsold)`);
      continue;
    }
    if (mobile) cars.push(car);
  }
  problems.throwIfAny();
  return { dealers, cars };
}
