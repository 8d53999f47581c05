/**
 * Checks one row of an inventory import: its fields through the shared
 * schemas (import-rows.ts), its names against the catalogue (make, model,
 * variant, colour, features, state, city; turned into ids), the model year
 * against the model's years, and its photo names. Problems are reported in
 * the order of the file's columns.
 */
import { currentYear } from '#shared/constants.ts';
import type { ImportFile } from '#shared/schemas/dealer-import.ts';
import {
  type InsuranceType,
  MAX_PHOTOS_PER_CATEGORY,
  MIN_LISTING_YEAR,
} from '#shared/schemas/listing-rules.ts';
import type { ListingRow } from '../tables/listing-tables.ts';
import { type CatalogueIndex, type ModelEntry, type Named, nameKey } from './import-catalogue.ts';
import { CAR_COLUMNS, type CarColumn, DEALER_COLUMNS } from './import-columns.ts';
import type { CsvRecord } from './import-csv.ts';
import type { ImportProblems } from './import-error.ts';
import { parseCarRow, parseDealerRow, type RowProblem } from './import-rows.ts';

/** Photos of one car, at most (all are Exterior, the main photo first; docs/product.md#limits-and-constants: 10 per category). */
export const MAX_PHOTOS_PER_CAR = MAX_PHOTOS_PER_CATEGORY;

export const DEALERS: ImportFile = 'dealers.csv';
export const CARS: ImportFile = 'cars.csv';

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

/**
 * A checked cars.csv row. The fields named as the listings table's columns
 * are stored as they are (import-write.ts), so they take the columns' types
 * (cc: engine size in litres as text, "1.2", or null; price: rupees).
 */
export interface CarInput
  extends Pick<
    ListingRow,
    'colour' | 'km' | 'owner' | 'seats' | 'cc' | 'price' | 'insurance' | 'sunroof' | 'status'
  > {
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
  modelYear: number;
  insuranceType: InsuranceType | null;
  /** YYYY-MM-DD or null. */
  insuranceEnd: string | null;
  featureIds: number[];
  /** File names, main photo first. */
  photos: string[];
}

const quoted = (value: string) => JSON.stringify(value);
const list = (value: string) =>
  value
    .split(';')
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** A plain file name (no folders, no "..") that may be read from the photo folder. */
const safePhotoName = (name: string) =>
  name.length <= 200 && !/[/\\\0]/.test(name) && name !== '.' && name !== '..';

/**
 * Checks the dealers.csv rows `records`: the shared mobile and text rules,
 * state and city in the catalogue, a mobile once per file; with `ownMobile`
 * (a dealer importing through the web) every row must be that dealer's.
 * Problems go to `problems`; answers the rows without any.
 */
export function validateDealers(
  records: CsvRecord[],
  index: CatalogueIndex,
  problems: ImportProblems,
  ownMobile?: string,
): DealerInput[] {
  const out: DealerInput[] = [];
  const mobileLines = new Map<string, number>();
  for (const { line, values: v } of records) {
    const row = parseDealerRow(v);
    const found: RowProblem<string>[] = [...row.problems];
    const bad = (column: string, text: string) => found.push({ column, text });

    const mobileOk = v.mobile && !row.problems.some((p) => p.column === 'mobile');
    if (mobileOk && ownMobile !== undefined && v.mobile !== ownMobile) {
      bad(
        'mobile',
        `${v.mobile} is not your registered mobile (you can import only your own firm's details)`,
      );
    } else if (mobileOk && mobileLines.has(v.mobile)) {
      bad('mobile', `${v.mobile} is already on line ${mobileLines.get(v.mobile)}`);
    } else if (mobileOk) mobileLines.set(v.mobile, line);
    const state = v.state ? index.states.get(nameKey(v.state)) : undefined;
    if (!v.state) bad('state', 'required');
    else if (!state) bad('state', `${quoted(v.state)} is not a state or union territory of India`);
    const city = state && v.city ? index.cities.get(state.id)?.get(nameKey(v.city)) : undefined;
    if (!v.city) bad('city', 'required');
    else if (state && !city) bad('city', `${quoted(v.city)} is not a city of ${state.name}`);

    report(problems, DEALERS, line, found, DEALER_COLUMNS);
    if (found.length === 0 && row.ok && state && city) {
      out.push({
        line,
        firmName: row.value.firm_name,
        mobile: row.value.mobile,
        mobile2: row.value.mobile2 ?? null,
        address: row.value.address,
        stateId: state.id,
        cityId: city.id,
        gpsLink: row.value.gps_link ?? null,
      });
    }
  }
  return out;
}

/** Adds `found` to `problems` in column order (the order of the file's columns). */
function report(
  problems: ImportProblems,
  file: ImportFile,
  line: number,
  found: RowProblem<string>[],
  columns: readonly string[],
): void {
  const sorted = [...found].sort((a, b) => columns.indexOf(a.column) - columns.indexOf(b.column));
  for (const p of sorted) problems.add(file, line, p.column, p.text);
}

/** "2004 is outside the years of Maruti Suzuki Swift (2005-2026)", or too old / in the future without a model. */
function yearProblem(make: Named | undefined, model: ModelEntry | undefined) {
  const yearNow = currentYear();
  return (year: number): string => {
    if (!model) {
      return year > yearNow ? `${year} is in the future` : `${year} is before ${MIN_LISTING_YEAR}`;
    }
    const last = Math.min(model.yearTo ?? yearNow, yearNow);
    return `${year} is outside the years of ${make?.name} ${model.name} (${model.yearFrom}-${last})`;
  };
}

/**
 * Checks cars.csv row `v` at `line` (fields, catalogue names, years, photo
 * names); problems go to `problems`. Answers the car, or undefined when the
 * row has a problem.
 */
export function validateCar(
  line: number,
  v: Record<string, string>,
  index: CatalogueIndex,
  problems: ImportProblems,
): CarInput | undefined {
  const found: RowProblem<CarColumn>[] = [];
  const bad = (column: CarColumn, text: string) => found.push({ column, text });

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

  const outsideYears = yearProblem(make, model);
  const row = parseCarRow(v, outsideYears);
  found.push(...row.problems);
  const fields = row.value;
  if (fields && model) {
    const last = Math.min(model.yearTo ?? currentYear(), currentYear());
    if (fields.modelyear < model.yearFrom || fields.modelyear > last) {
      bad('model_year', outsideYears(fields.modelyear));
    }
  }

  const featureIds: number[] = [];
  for (const name of list(v.features ?? '')) {
    const feature = index.features.get(nameKey(name));
    if (!feature) bad('features', `${quoted(name)} is not a feature in the catalogue`);
    else if (!featureIds.includes(feature.id)) featureIds.push(feature.id);
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

  report(problems, CARS, line, found, CAR_COLUMNS);
  if (found.length > 0 || !fields || !vehicleType || !make || !model || !variant) return undefined;
  return {
    line,
    dealerMobile: v.dealer_mobile,
    carNumber: fields.carnumber,
    vehicleTypeId: vehicleType.id,
    makeId: make.id,
    modelId: model.id,
    variantId: variant.id,
    fuelId: variant.fuelId,
    gearId: variant.gearId,
    // As the catalogue spells the model's colour, else as written.
    colour: index.colours.get(model.id)?.get(nameKey(fields.colour))?.name ?? fields.colour,
    modelYear: fields.modelyear,
    km: fields.km,
    owner: fields.owner,
    seats: fields.seatingcapicity ?? model.seats,
    cc: fields.nCc ?? null,
    price: fields.nSaleprice,
    insurance: fields.insurance,
    insuranceType: fields.nInsurancetype,
    insuranceEnd: fields.insuranceendtdate,
    sunroof: fields.nSunRoof,
    featureIds,
    status: fields.status ?? 'UnSold',
    photos,
  };
}
