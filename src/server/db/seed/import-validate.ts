/**
 * Checks the two CSV files of an inventory import against the field rules of
 * spec 5 and the catalogue in the database, turning names into ids. Nothing
 * is written; every problem is collected (file, line, field) and thrown at
 * once as an ImportError.
 */
import { type Kysely, sql } from 'kysely';
import { currentYear } from '#shared/constants.ts';
import { MOBILE_PATTERN } from '#shared/schemas/fields.ts';
import {
  INSURANCE_TYPES,
  isValidCubicCapacity,
  isValidVehicleNumber,
  MAX_PHOTOS_PER_CATEGORY,
  normaliseCarNumber,
  parseDate,
} from '#shared/schemas/listing.ts';
import type { Database, ListingStatus } from '../schema.ts';
import { type CatalogueIndex, nameKey } from './import-catalogue.ts';
import { type CsvRecord, readCsv } from './import-csv.ts';
import { ImportProblems } from './import-error.ts';

export const DEALER_COLUMNS = [
  'firm_name',
  'mobile',
  'mobile2',
  'address',
  'state',
  'city',
  'gps_link',
] as const;

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

/**
 * The field rules shared with Sell Your Car live in #shared/schemas/listing.ts
 * (vehicle number, insurance types and dates, cubic capacity, the photo cap);
 * re-exported here for the demo seed.
 */
export { INSURANCE_TYPES };

/** Photos of one car, at most (all are Exterior, the main photo first; spec 9: 10 per category). */
export const MAX_PHOTOS_PER_CAR = MAX_PHOTOS_PER_CATEGORY;

const DEALERS = 'dealers.csv';
const CARS = 'cars.csv';

export interface DealerInput {
  line: number;
  firmName: string;
  mobile: string;
  mobile2: string | null;
  address: string;
  stateId: number;
  cityId: number;
  gpsLink: string | null;
}

export interface CarInput {
  line: number;
  dealerMobile: string;
  /** Upper case, separators removed: "GJ01AB1234". */
  carNumber: string;
  vehicleTypeId: number;
  makeId: number;
  modelId: number;
  variantId: number;
  fuelId: number;
  gearId: number;
  colour: string;
  modelYear: number;
  km: number;
  owner: number;
  seats: number;
  /** Engine size in litres as text ("1.2"), or null. */
  cc: string | null;
  /** Rupees. */
  price: number;
  insurance: 'Yes' | 'Nill';
  insuranceType: string | null;
  /** YYYY-MM-DD or null. */
  insuranceEnd: string | null;
  sunroof: 'Yes' | 'No';
  featureIds: number[];
  status: ListingStatus;
  /** File names, main photo first. */
  photos: string[];
}

export interface ValidInventory {
  dealers: DealerInput[];
  cars: CarInput[];
}

const quoted = (value: string) => JSON.stringify(value);
const list = (value: string) =>
  value
    .split(';')
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** Whole number of at most `maxDigits` digits (commas allowed as grouping), else undefined. */
function whole(value: string, maxDigits: number): number | undefined {
  const digits = value.replace(/,/g, '');
  return new RegExp(`^\\d{1,${maxDigits}}$`).test(digits) ? Number(digits) : undefined;
}

/** A plain file name (no folders, no "..") that may be read from the photo folder. */
const safePhotoName = (name: string) =>
  name.length <= 200 && !/[/\\\0]/.test(name) && name !== '.' && name !== '..';

function validateDealers(
  records: CsvRecord[],
  index: CatalogueIndex,
  problems: ImportProblems,
): DealerInput[] {
  const out: DealerInput[] = [];
  const mobileLines = new Map<string, number>();
  for (const { line, values: v } of records) {
    const bad = (field: string, text: string) => problems.add(DEALERS, line, field, text);
    const before = problems.list.length;

    if (!v.firm_name) bad('firm_name', 'required');
    else if (v.firm_name.length > 100) bad('firm_name', 'at most 100 characters');
    if (!v.mobile) bad('mobile', 'required');
    else if (!MOBILE_PATTERN.test(v.mobile)) {
      bad('mobile', `${quoted(v.mobile)} is not a 10-digit mobile number starting 6-9`);
    } else if (mobileLines.has(v.mobile)) {
      bad('mobile', `${v.mobile} is already on line ${mobileLines.get(v.mobile)}`);
    } else mobileLines.set(v.mobile, line);
    if (v.mobile2 && !MOBILE_PATTERN.test(v.mobile2)) {
      bad('mobile2', `${quoted(v.mobile2)} is not a 10-digit mobile number starting 6-9`);
    }
    if (!v.address) bad('address', 'required');
    else if (v.address.length > 300) bad('address', 'at most 300 characters');
    const state = v.state ? index.states.get(nameKey(v.state)) : undefined;
    if (!v.state) bad('state', 'required');
    else if (!state) bad('state', `${quoted(v.state)} is not a state or union territory of India`);
    const city = state && v.city ? index.cities.get(state.id)?.get(nameKey(v.city)) : undefined;
    if (!v.city) bad('city', 'required');
    else if (state && !city) bad('city', `${quoted(v.city)} is not a city of ${state.name}`);
    if (v.gps_link && !/^https?:\/\/\S{3,500}$/.test(v.gps_link)) {
      bad('gps_link', `${quoted(v.gps_link)} is not an http(s) link`);
    }

    if (problems.list.length === before && state && city) {
      out.push({
        line,
        firmName: v.firm_name,
        mobile: v.mobile,
        mobile2: v.mobile2 || null,
        address: v.address,
        stateId: state.id,
        cityId: city.id,
        gpsLink: v.gps_link || null,
      });
    }
  }
  return out;
}

function validateCar(
  line: number,
  v: Record<string, string>,
  index: CatalogueIndex,
  problems: ImportProblems,
): CarInput | undefined {
  const bad = (field: string, text: string) => problems.add(CARS, line, field, text);
  const before = problems.list.length;
  const yearNow = currentYear();

  const carNumber = normaliseCarNumber(v.car_number ?? '');
  if (!v.car_number) bad('car_number', 'required');
  else if (!isValidVehicleNumber(v.car_number)) {
    bad('car_number', `${quoted(v.car_number)} is not a valid vehicle number (e.g. GJ01AB1234)`);
  }

  const vehicleType = index.vehicleTypes.get(nameKey(v.vehicle_type || ''));
  if (!v.vehicle_type) bad('vehicle_type', 'required');
  else if (!vehicleType) bad('vehicle_type', `${quoted(v.vehicle_type)} is not a vehicle type`);

  const make = index.makes.get(nameKey(v.make || ''));
  if (!v.make) bad('make', 'required');
  else if (!make) bad('make', `${quoted(v.make)} is not a make in the catalogue`);

  const model = make ? index.models.get(make.id)?.get(nameKey(v.model || '')) : undefined;
  if (!v.model) bad('model', 'required');
  else if (make && !model) bad('model', `${quoted(v.model)} is not a model of ${make.name}`);

  const variant = model ? index.variants.get(model.id)?.get(nameKey(v.variant || '')) : undefined;
  if (!v.variant) bad('variant', 'required');
  else if (model && !variant) {
    bad('variant', `${quoted(v.variant)} is not a variant of ${make?.name} ${model.name}`);
  }

  if (!v.colour) bad('colour', 'required');
  else if (v.colour.length > 50) bad('colour', 'at most 50 characters');
  const colour = model
    ? (index.colours.get(model.id)?.get(nameKey(v.colour))?.name ?? v.colour)
    : v.colour;

  const modelYear = whole(v.model_year ?? '', 4);
  if (!v.model_year) bad('model_year', 'required');
  else if (modelYear === undefined) bad('model_year', `${quoted(v.model_year)} is not a year`);
  else if (model) {
    const last = Math.min(model.yearTo ?? yearNow, yearNow);
    if (modelYear < model.yearFrom || modelYear > last) {
      bad(
        'model_year',
        `${modelYear} is outside the years of ${make?.name} ${model.name} (${model.yearFrom}-${last})`,
      );
    }
  } else if (modelYear > yearNow) bad('model_year', `${modelYear} is in the future`);

  const km = whole(v.km ?? '', 6);
  if (!v.km) bad('km', 'required');
  else if (km === undefined) bad('km', `${quoted(v.km)} is not a whole number of at most 6 digits`);

  const owner = whole(v.owner ?? '', 2);
  if (!v.owner) bad('owner', 'required');
  else if (owner === undefined || owner < 1 || owner > 10) {
    bad('owner', `${quoted(v.owner)} is not an owner count from 1 to 10`);
  }

  const seats = v.seats ? whole(v.seats, 1) : model?.seats;
  if (v.seats && (seats === undefined || seats < 1)) {
    bad('seats', `${quoted(v.seats)} is not a seating capacity from 1 to 9`);
  }

  let cc: string | null = null;
  if (v.engine_litres) {
    if (!isValidCubicCapacity(v.engine_litres)) {
      bad('engine_litres', `${quoted(v.engine_litres)} is not an engine size in litres (e.g. 1.2)`);
    } else cc = v.engine_litres;
  }

  const price = whole(v.price ?? '', 9);
  if (!v.price) bad('price', 'required');
  else if (price === undefined || price <= 0) {
    bad('price', `${quoted(v.price)} is not a price in rupees (digits only, at most 9)`);
  }

  const insuranceKey = nameKey(v.insurance ?? '');
  const insurance = insuranceKey === 'yes' ? 'Yes' : 'Nill';
  if (!['yes', 'nill', 'nil', 'no', ''].includes(insuranceKey)) {
    bad('insurance', `${quoted(v.insurance)} must be Yes or Nill`);
  }
  let insuranceType: string | null = null;
  let insuranceEnd: string | null = null;
  if (insurance === 'Yes') {
    insuranceType =
      INSURANCE_TYPES.find((t) => nameKey(t) === nameKey(v.insurance_type ?? '')) ?? null;
    if (!v.insurance_type) bad('insurance_type', 'required when insurance is Yes');
    else if (!insuranceType) {
      bad('insurance_type', `${quoted(v.insurance_type)} must be ${INSURANCE_TYPES.join(', ')}`);
    }
    insuranceEnd = v.insurance_end ? (parseDate(v.insurance_end) ?? null) : null;
    if (!v.insurance_end) bad('insurance_end', 'required when insurance is Yes');
    else if (!insuranceEnd)
      bad('insurance_end', `${quoted(v.insurance_end)} is not a date (YYYY-MM-DD)`);
  }

  const sunroofKey = nameKey(v.sunroof ?? '');
  if (!['yes', 'no', ''].includes(sunroofKey))
    bad('sunroof', `${quoted(v.sunroof)} must be Yes or No`);

  const featureIds: number[] = [];
  for (const name of list(v.features ?? '')) {
    const feature = index.features.get(nameKey(name));
    if (!feature) bad('features', `${quoted(name)} is not a feature in the catalogue`);
    else if (!featureIds.includes(feature.id)) featureIds.push(feature.id);
  }

  const statusKey = nameKey(v.status ?? '');
  const status: ListingStatus = statusKey === 'sold' ? 'Sold' : 'UnSold';
  if (!['sold', 'unsold', ''].includes(statusKey)) {
    bad('status', `${quoted(v.status)} must be UnSold or Sold`);
  }

  const photos = list(v.photos ?? '');
  if (photos.length === 0)
    bad('photos', 'at least one photo is required (the first is the main photo)');
  if (photos.length > MAX_PHOTOS_PER_CAR) {
    bad('photos', `${photos.length} photos; at most ${MAX_PHOTOS_PER_CAR} per car`);
  }
  for (const name of photos) {
    if (!safePhotoName(name)) bad('photos', `${quoted(name)} is not a plain file name`);
  }

  if (problems.list.length > before || !vehicleType || !make || !model || !variant)
    return undefined;
  return {
    line,
    dealerMobile: v.dealer_mobile,
    carNumber,
    vehicleTypeId: vehicleType.id,
    makeId: make.id,
    modelId: model.id,
    variantId: variant.id,
    fuelId: variant.fuelId,
    gearId: variant.gearId,
    colour,
    modelYear: modelYear!,
    km: km!,
    owner: owner!,
    seats: seats!,
    cc,
    price: price!,
    insurance,
    insuranceType,
    insuranceEnd,
    sunroof: sunroofKey === 'yes' ? 'Yes' : 'No',
    featureIds,
    status,
    photos,
  };
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
