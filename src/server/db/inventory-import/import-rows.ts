/**
 * The rows of an inventory import as the shared schemas see them. Each CSV
 * column maps once to a field of the listing schemas
 * (#shared/schemas/listing-fields.ts, the rules Sell Your Car and addcar use)
 * or of the dealer row below (made of #shared/schemas/fields.ts); each row
 * is parsed through its schema, and each refused field becomes one problem
 * named after its column and worded for someone fixing a spreadsheet.
 * Names (make, model, state, features ...) are not here: they are looked up
 * in the catalogue (import-validate.ts).
 */
import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { DealerFieldsSchema } from '#shared/schemas/dealer-fields.ts';
import {
  colour,
  cubicCapacity,
  insurance,
  insuranceEndDate,
  insuranceType,
  km,
  listingStatus,
  modelYear,
  owner,
  salePrice,
  seats,
  sunroof,
  vehicleNumber,
} from '#shared/schemas/listing-fields.ts';
import { withInsuranceRules } from '#shared/schemas/listing-form.ts';
import {
  INSURANCE_TYPES,
  LISTING_STATUSES,
  latestInsuranceYear,
  MAX_KM_DIGITS,
  MAX_OWNER,
  MAX_PRICE_DIGITS,
  MAX_SEATS_DIGITS,
  MIN_LISTING_YEAR,
  parseDate,
} from '#shared/schemas/listing-rules.ts';
import {
  CAR_COLUMNS,
  type CarColumn,
  DEALER_COLUMNS,
  type DealerColumn,
} from './import-columns.ts';

/** One refused field of a row: its column and what is wrong, e.g. `"19" is not a year`. */
export interface RowProblem<C extends string> {
  column: C;
  text: string;
}

/** The parsed row, or the problems of its fields (at most one per column, in column order). */
export type RowResult<T, C extends string> =
  | { ok: true; value: T; problems: [] }
  | { ok: false; value: undefined; problems: RowProblem<C>[] };

type Issue = z.core.$ZodIssue;

/** How a column explains a refused value: `raw` is the cell as written. */
type Explain = (raw: string, issue: Issue) => string;

interface ColumnRule<C extends string> {
  column: C;
  /** Said when the cell is blank but must not be (default 'required'). */
  required?: string;
  explain: Explain;
}

const quoted = (value: string) => JSON.stringify(value);

/** Free text: too long or holding control characters. */
const text: Explain = (_raw, issue) =>
  issue.code === 'too_big'
    ? `at most ${issue.maximum} characters`
    : 'must not contain control characters';

/** Spreadsheets group digits ("45,000"): the numeric cells lose their commas before parsing. */
const digitsOf = (raw: string) => raw.replace(/,/g, '');

/**
 * Parses `input` (schema field -> cell) with `schema`, turning each issue
 * into a problem of the column `rules` names for its field; `raw` holds the
 * cells as written, for the messages.
 */
function parseWith<T, C extends string>(
  schema: z.ZodType<T>,
  input: Record<string, string | undefined>,
  rules: Record<string, ColumnRule<C>>,
  raw: Record<string, string>,
  order: readonly string[],
): RowResult<T, C> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data, problems: [] };
  const byColumn = new Map<C, string>();
  for (const issue of result.error.issues) {
    const rule = rules[String(issue.path[0])];
    if (!rule || byColumn.has(rule.column)) continue;
    const cell = raw[rule.column] ?? '';
    byColumn.set(
      rule.column,
      issue.message === MSG.required ? (rule.required ?? 'required') : rule.explain(cell, issue),
    );
  }
  const problems = [...byColumn].map(([column, text]) => ({ column, text }));
  problems.sort((a, b) => order.indexOf(a.column) - order.indexOf(b.column));
  return { ok: false, value: undefined, problems };
}

// ---------------------------------------------------------------------------
// dealers.csv

/** A dealer row: the shared mobile and text rules; state and city are catalogue names. */
const DealerRowSchema = DealerFieldsSchema;
export type DealerRow = z.output<typeof DealerRowSchema>;

const notAMobile: Explain = (raw) => `${quoted(raw)} is not a 10-digit mobile number starting 6-9`;

const DEALER_RULES: Record<keyof DealerRow, ColumnRule<DealerColumn>> = {
  firm_name: { column: 'firm_name', explain: text },
  mobile: { column: 'mobile', explain: notAMobile },
  mobile2: { column: 'mobile2', explain: notAMobile },
  address: { column: 'address', explain: text },
  gps_link: { column: 'gps_link', explain: (raw) => `${quoted(raw)} is not an http(s) link` },
};

/** Parses the fields of dealers.csv row `v` that need no catalogue. */
export function parseDealerRow(v: Record<string, string>): RowResult<DealerRow, DealerColumn> {
  const input = Object.fromEntries(Object.keys(DEALER_RULES).map((f) => [f, v[f]]));
  return parseWith(DealerRowSchema, input, DEALER_RULES, v, DEALER_COLUMNS);
}

// ---------------------------------------------------------------------------
// cars.csv

/**
 * The listing fields a cars.csv row carries, with the listing schemas'
 * rules; seats may be left blank (the model's are taken) and, unlike the
 * Sell form, a dealer file must say which insurance cover a car has.
 */
const CarRowSchema = withInsuranceRules(
  z
    .object({
      carnumber: vehicleNumber,
      colour,
      modelyear: modelYear,
      km,
      owner,
      seatingcapicity: seats.optional(),
      nCc: cubicCapacity,
      nSaleprice: salePrice,
      insurance,
      nInsurancetype: insuranceType,
      insuranceendtdate: insuranceEndDate,
      nSunRoof: sunroof,
      status: listingStatus,
    })
    .refine((v) => v.insurance !== 'Yes' || v.nInsurancetype !== undefined, {
      path: ['nInsurancetype'],
      message: MSG.required,
      when: (payload) =>
        !payload.issues.some(
          (i) => !i.path?.length || i.path[0] === 'insurance' || i.path[0] === 'nInsurancetype',
        ),
    }),
);
export type CarRow = z.output<typeof CarRowSchema>;

/** What a model year outside MIN_LISTING_YEAR..now is called (the catalogue knows the model's years). */
export type YearProblem = (year: number) => string;

/** Schema field -> its column in cars.csv and how a refused cell is explained. */
function carRules(yearProblem: YearProblem): Record<string, ColumnRule<CarColumn>> {
  return {
    carnumber: {
      column: 'car_number',
      explain: (raw) => `${quoted(raw)} is not a valid vehicle number (e.g. GJ01AB1234)`,
    },
    colour: { column: 'colour', explain: text },
    modelyear: {
      column: 'model_year',
      explain: (raw, issue) =>
        issue.code === 'custom'
          ? yearProblem(Number(digitsOf(raw)))
          : `${quoted(raw)} is not a year`,
    },
    km: {
      column: 'km',
      explain: (raw) => `${quoted(raw)} is not a whole number of at most ${MAX_KM_DIGITS} digits`,
    },
    owner: {
      column: 'owner',
      explain: (raw) => `${quoted(raw)} is not an owner count from 1 to ${MAX_OWNER}`,
    },
    seatingcapicity: {
      column: 'seats',
      explain: (raw) =>
        `${quoted(raw)} is not a seating capacity from 1 to ${10 ** MAX_SEATS_DIGITS - 1}`,
    },
    nCc: {
      column: 'engine_litres',
      explain: (raw) => `${quoted(raw)} is not an engine size in litres (e.g. 1.2)`,
    },
    nSaleprice: {
      column: 'price',
      explain: (raw) =>
        `${quoted(raw)} is not a price in rupees (digits only, at most ${MAX_PRICE_DIGITS})`,
    },
    insurance: { column: 'insurance', explain: (raw) => `${quoted(raw)} must be Yes or Nill` },
    nInsurancetype: {
      column: 'insurance_type',
      required: 'required when insurance is Yes',
      explain: (raw) => `${quoted(raw)} must be ${INSURANCE_TYPES.join(', ')}`,
    },
    insuranceendtdate: {
      column: 'insurance_end',
      required: 'required when insurance is Yes',
      explain: (raw) =>
        parseDate(raw)
          ? `${quoted(raw)} is not between ${MIN_LISTING_YEAR} and ${latestInsuranceYear()}`
          : `${quoted(raw)} is not a date (YYYY-MM-DD)`,
    },
    nSunRoof: { column: 'sunroof', explain: (raw) => `${quoted(raw)} must be Yes or No` },
    status: {
      column: 'status',
      explain: (raw) => `${quoted(raw)} must be ${LISTING_STATUSES.join(' or ')}`,
    },
  };
}

/**
 * Parses the listing fields of cars.csv row `v` (the catalogue names are
 * looked up elsewhere). `yearProblem` words a model year the listing rules
 * refuse as too old or in the future.
 */
export function parseCarRow(
  v: Record<string, string>,
  yearProblem: YearProblem,
): RowResult<CarRow, CarColumn> {
  const input = {
    carnumber: v.car_number,
    colour: v.colour,
    modelyear: digitsOf(v.model_year ?? ''),
    km: digitsOf(v.km ?? ''),
    owner: digitsOf(v.owner ?? ''),
    seatingcapicity: v.seats ? digitsOf(v.seats) : undefined,
    nCc: v.engine_litres,
    nSaleprice: digitsOf(v.price ?? ''),
    insurance: v.insurance,
    nInsurancetype: v.insurance_type,
    insuranceendtdate: v.insurance_end,
    nSunRoof: v.sunroof,
    status: v.status,
  };
  return parseWith(CarRowSchema, input, carRules(yearProblem), v, CAR_COLUMNS);
}
