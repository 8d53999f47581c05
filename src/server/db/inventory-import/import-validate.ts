/**
 * Checks the two CSV files of an inventory import: each row on its own
 * (import-row-checks.ts: the shared listing and field schemas, the
 * catalogue), then the rows together: a car's dealer must exist, a car number
 * may appear once and not match an unsold listing already in the database
 * (with `updateOwn`, one of the row's own dealer is updated instead).
 * Nothing is written; every problem is collected (file, line, field).
 */
import { type Kysely, sql } from 'kysely';
import { INSURANCE_TYPES, normaliseCarNumber } from '#shared/schemas/listing-rules.ts';
import type { Database } from '../schema.ts';
import type { CatalogueIndex } from './import-catalogue.ts';
import { CAR_COLUMNS, DEALER_COLUMNS } from './import-columns.ts';
import { readCsv } from './import-csv.ts';
import { ImportError, type ImportProblem, ImportProblems } from './import-error.ts';
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

/** What an import may do beyond adding (issue 12 item 2; docs/decisions/024-dealer-import.md). */
export interface ImportScope {
  /**
   * The importing dealer's registered mobile (a dealer importing through
   * the web): every dealers.csv row and every car's dealer_mobile must be it.
   */
  dealerMobile?: string;
  /**
   * A car number the row's own dealer already lists unsold updates that
   * listing (its fields and photos) instead of being refused as already
   * listed. Another seller's unsold listing is refused either way.
   */
  updateOwn?: boolean;
  /** Most rows cars.csv may hold; the rows after are refused. */
  maxCars?: number;
}

/** An unsold listing a car row updates. */
export interface ListingToUpdate {
  id: number;
  rand: string;
}

export interface CheckedInventory extends ValidInventory {
  /** The rows that passed every check (with problems elsewhere, those that would have been written). */
  cars: CarInput[];
  /** Among `cars`, those that update a listing, and which. */
  updates: Map<CarInput, ListingToUpdate>;
  /** Every problem found, dealers.csv first, each file in line order. */
  problems: ImportProblem[];
}

/** The union of `query` over `values` taken 500 at a time (keeps SQL parameter lists short). */
async function inChunks<T>(values: string[], query: (chunk: string[]) => Promise<T[]>) {
  const found: T[] = [];
  for (let i = 0; i < values.length; i += 500)
    found.push(...(await query(values.slice(i, i + 500))));
  return found;
}

/** The unsold listings whose number is among `numbers` (normalised), by number, with their dealer's mobile. */
async function unsoldListings(db: Kysely<Database>, numbers: string[]) {
  const rows = await inChunks(numbers, (chunk) =>
    db
      .selectFrom('listings as l')
      .leftJoin('dealers as d', 'd.id', 'l.dealer_id')
      .select(['l.id', 'l.rand', 'l.car_number', 'd.mobile'])
      .where('l.status', '=', 'UnSold')
      .where(sql<string>`replace(replace(upper(l.car_number), ' ', ''), '-', '')`, 'in', chunk)
      .execute(),
  );
  return new Map(rows.map((r) => [normaliseCarNumber(r.car_number), r]));
}

/**
 * Parses and checks `dealersCsv` and `carsCsv` (columns DEALER_COLUMNS and
 * CAR_COLUMNS; see import-inventory.ts) within `scope`. A car's dealer_mobile
 * must be a dealer of dealers.csv or one already in the database; a car
 * number may not appear twice in the file nor match an unsold listing
 * already in the database (unless `scope.updateOwn` and it is the row's own
 * dealer's). Answers the rows that passed and every problem; throws nothing.
 */
export async function checkInventory(
  db: Kysely<Database>,
  index: CatalogueIndex,
  dealersCsv: string,
  carsCsv: string,
  scope: ImportScope = {},
): Promise<CheckedInventory> {
  const problems = new ImportProblems();
  const dealerRecords = readCsv(DEALERS, dealersCsv, DEALER_COLUMNS, problems);
  const allCarRecords = readCsv(CARS, carsCsv, CAR_COLUMNS, problems);
  const dealers = validateDealers(dealerRecords, index, problems, scope.dealerMobile);
  const { maxCars } = scope;
  const carRecords = maxCars !== undefined ? allCarRecords.slice(0, maxCars) : allCarRecords;

  const fileMobiles = new Set(dealerRecords.map((r) => r.values.mobile));
  const otherMobiles = [
    ...new Set(
      carRecords.map((r) => r.values.dealer_mobile).filter((m) => m && !fileMobiles.has(m)),
    ),
  ];
  const knownMobiles = new Set(
    await inChunks(otherMobiles, async (chunk) =>
      (await db.selectFrom('dealers').select('mobile').where('mobile', 'in', chunk).execute()).map(
        (r) => r.mobile,
      ),
    ),
  );
  const numbers = [
    ...new Set(carRecords.map((r) => normaliseCarNumber(r.values.car_number ?? ''))),
  ];
  const listed = await unsoldListings(db, numbers);

  const cars: CarInput[] = [];
  const updates = new Map<CarInput, ListingToUpdate>();
  const numberLines = new Map<string, number>();
  for (const { line, values } of carRecords) {
    const before = problems.count;
    const mobile = values.dealer_mobile;
    if (!mobile) problems.add(CARS, line, 'dealer_mobile', 'required');
    else if (scope.dealerMobile !== undefined && mobile !== scope.dealerMobile) {
      problems.add(
        CARS,
        line,
        'dealer_mobile',
        `${mobile} is not your registered mobile (you can import only your own cars)`,
      );
    } else if (!fileMobiles.has(mobile) && !knownMobiles.has(mobile)) {
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
    const listing = listed.get(car.carNumber);
    const ownListing = listing && scope.updateOwn && listing.mobile === mobile;
    if (listing && !ownListing) {
      problems.add(CARS, line, 'car_number', `${car.carNumber} is already listed (unsold)`);
      continue;
    }
    if (problems.count > before) continue;
    cars.push(car);
    if (listing) updates.set(car, { id: listing.id, rand: listing.rand });
  }
  const extra = allCarRecords[carRecords.length];
  if (extra) {
    problems.add(
      CARS,
      extra.line,
      undefined,
      `more than ${maxCars} cars: import at most ${maxCars} at a time (split the file)`,
    );
  }
  return { dealers, cars, updates, problems: problems.all };
}

/**
 * checkInventory, throwing ImportError with every problem found (the CLI,
 * the demo seed): answers the dealers and cars when there is none.
 */
export async function validateInventory(
  db: Kysely<Database>,
  index: CatalogueIndex,
  dealersCsv: string,
  carsCsv: string,
  scope: ImportScope = {},
): Promise<ValidInventory> {
  const checked = await checkInventory(db, index, dealersCsv, carsCsv, scope);
  if (checked.problems.length > 0) throw new ImportError(checked.problems);
  return { dealers: checked.dealers, cars: checked.cars };
}
