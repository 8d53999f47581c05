/**
 * Seller listings (spec 3 "Vehicle listing as sent when adding", "Car image";
 * spec 5 "Sell form", "Edit form", "Main photo", "Additional photos"; spec 7
 * "Seller listings", "Listing images"; decisions.md "Listings and search",
 * "Privacy and abuse").
 *
 * One set of field rules serves the Sell / Edit forms and the routes:
 * - `SellFormSchema` / `EditFormSchema`: the forms (react-hook-form + zod);
 * - `AddCarRequestSchema` / `EditCarRequestSchema`: POST addcar / Editcar,
 *   the same fields plus the wire-only ones the server ignores (Photoname,
 *   nState, nCity, Address: the car's place comes from the seller's profile).
 *
 * Inputs may be strings (form-encoded) or numbers (JSON); a parsed form can be
 * sent as it is (`listingWireBody` turns it into form fields), because the
 * parsed output passes the same schema again. Parsed values: ids as numbers,
 * the vehicle number upper case without separators, nFeatures as a list of
 * ids, insurance type and end date null unless insurance is 'Yes', the end
 * date as YYYY-MM-DD, the photo as bare base64 (a data: URL prefix is cut off).
 *
 * Checks that need the catalogue (the model is an active model of the make,
 * the variant is the model's, fuel / gear / vehicle type / features / colour
 * exist) run on the server and answer 400 naming the field.
 */
import { z } from 'zod';
import { currentYear } from '../constants.ts';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { CarListItemSchema } from './car.ts';
import { hasControlChars, MAX_ID } from './fields.ts';

// ---------------------------------------------------------------------------
// Rules shared with the CSV importer (src/server/db/seed/import-validate.ts).

/**
 * Vehicle number (spec 5): two letters, optional space or hyphen, 1-2 digits,
 * optional separator, 1-3 letters, optional separator, 4-5 digits, upper case.
 */
export const VEHICLE_NUMBER_PATTERN = /^[A-Z]{2}[ -]?\d{1,2}[ -]?[A-Z]{1,3}[ -]?\d{4,5}$/;
/** At most 11 characters (spec 9), counted without separators: the number as stored. */
export const VEHICLE_NUMBER_MAX = 11;

/** "gj 01-hq 9999" -> "GJ01HQ9999": how listings store (and match) vehicle numbers. */
export function normaliseCarNumber(value: string): string {
  return value.trim().toUpperCase().replace(/[ -]/g, '');
}

/** True for a vehicle number of spec 5 in any letter case ("GJ01HQ9999", "gj 01 hq 9999"). */
export function isValidVehicleNumber(value: string): boolean {
  const upper = value.trim().toUpperCase();
  return (
    VEHICLE_NUMBER_PATTERN.test(upper) && normaliseCarNumber(upper).length <= VEHICLE_NUMBER_MAX
  );
}

/** Insurance types of spec 9, spelled as the spec spells them; the first is the default. */
export const INSURANCE_TYPES = ['Comprehensive', 'Third Party', 'Zero depth'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];
export const DEFAULT_INSURANCE_TYPE: InsuranceType = 'Comprehensive';

/** The oldest model year a seller may list. */
export const MIN_LISTING_YEAR = 1980;
/** Owner select list (spec 3 "Select list"): 1 to 10. */
export const MAX_OWNER = 10;

/**
 * Cubic capacity (spec 5): numeric with at most two decimals (step 0.01), at
 * most 4 characters, more than 0 ("1.6", "1.25", "12.5", "1197").
 */
export function isValidCubicCapacity(value: string): boolean {
  return value.length <= 4 && /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0;
}

/** YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY -> YYYY-MM-DD when it is a real date, else undefined. */
export function parseDate(value: string): string | undefined {
  const v = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  let [y, mo, d] = m ? [m[1], m[2], m[3]] : ['', '', ''];
  if (!m) {
    m = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(v);
    if (!m) return undefined;
    [y, mo, d] = [m[3], m[2].padStart(2, '0'), m[1].padStart(2, '0')];
  }
  const iso = `${y}-${mo}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

// ---------------------------------------------------------------------------
// Photos.

/** Largest photo, bytes (spec 5 and 9: 10 MB). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Base64 characters of a MAX_PHOTO_BYTES photo. */
export const MAX_PHOTO_BASE64_CHARS = Math.ceil(MAX_PHOTO_BYTES / 3) * 4;
/** Photos per category at most (spec 5 "Additional photos"; the main photo is the first Exterior one). */
export const MAX_PHOTOS_PER_CATEGORY = 10;
/** Photo categories (spec 3 "Car image"); the interface uses Exterior. */
export const IMAGE_TYPES = ['Exterior', 'Interior', 'Imperfection', 'Features'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * The base64 payload of a photo field: a "data:image/...;base64," prefix cut
 * off, line breaks dropped, spaces turned back into '+' (a '+' sent
 * form-encoded without escaping arrives as a space; base64 has no spaces).
 */
export function base64Payload(value: string): string {
  const start = value.startsWith('data:') ? value.indexOf(',') + 1 : 0;
  return value
    .slice(start)
    .replace(/[\r\n\t]/g, '')
    .replace(/ /g, '+');
}

/** True for standard base64 (A-Z a-z 0-9 + /), padded with '=' or not. */
export function isBase64(value: string): boolean {
  const body = value.replace(/={1,2}$/, '');
  if (body.length === 0 || body.length % 4 === 1) return false;
  if (body.length !== value.length && value.length % 4 !== 0) return false;
  return /^[A-Za-z0-9+/]+$/.test(body);
}

// ---------------------------------------------------------------------------
// Field schemas. Blank ('', null, 'null', 'undefined') means "not given".

const blankToUndefined = (v: unknown) =>
  v === '' || v === null || v === undefined || v === 'null' || v === 'undefined' ? undefined : v;

/** Trimmed text; numbers become their text; blank -> undefined. */
const asText = (v: unknown) =>
  blankToUndefined(typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v);

/** A dropdown choice (its Value, an id): 'This feild is required' when missing or not an id. */
const pickedId = z.preprocess(
  asText,
  z
    .string({ error: MSG.required })
    .regex(/^\d{1,10}$/, MSG.required)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, MSG.required),
);

/** Digits only, at most `maxDigits` (spec 5); `message` otherwise, 'This feild is required' when missing. */
const digits = (maxDigits: number, message: string) =>
  z.preprocess(
    asText,
    z
      .string({ error: MSG.required })
      .regex(new RegExp(`^\\d{1,${maxDigits}}$`), message)
      .transform(Number),
  );

const modelYear = digits(4, MSG.validYear).refine(
  (y) => y >= MIN_LISTING_YEAR && y <= currentYear(),
  MSG.validYear,
);

const owner = z.preprocess(
  asText,
  z
    .string({ error: MSG.required })
    .regex(/^\d{1,2}$/, MSG.validOwner)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_OWNER, MSG.validOwner),
);

/** Sell form: the vehicle number of spec 5, parsed to upper case without separators. */
const vehicleNumber = z.preprocess(
  asText,
  z
    .string({ error: MSG.required })
    .max(20, MSG.validVehicleNumber)
    .refine(isValidVehicleNumber, MSG.validVehicleNumber)
    .transform(normaliseCarNumber),
);

/**
 * Edit form: the number is not checked against the pattern (spec 5 "Edit
 * form"); optional (absent keeps the stored one), normalised like the sell
 * form's, and only letters and digits once normalised, at most 11.
 */
const editVehicleNumber = z.preprocess(
  asText,
  z
    .string()
    .max(20, MSG.validVehicleNumber)
    .transform(normaliseCarNumber)
    .refine((s) => /^[A-Z0-9]{1,11}$/.test(s), MSG.validVehicleNumber)
    .optional(),
);

/** Colour: the Value (colour id) or the Text (colour name) of a Colourdata option; the name is stored. */
const colour = z.preprocess(
  asText,
  z
    .string({ error: MSG.required })
    .max(50, 'colour must be at most 50 characters.')
    .refine((s) => !hasControlChars(s), 'colour must not contain control characters.'),
);

const yesNo = (yes: string, no: string, others: string[]) => (v: unknown) => {
  if (v === true) return yes;
  if (v === false) return no;
  const b = asText(v);
  if (b === undefined) return no;
  if (typeof b !== 'string') return b;
  const key = b.toLowerCase();
  if (key === yes.toLowerCase() || key === 'true') return yes;
  if (key === no.toLowerCase() || key === 'false' || others.includes(key)) return no;
  return b;
};

/** Insurance checkbox (spec 4): 'Yes' or 'Nill' (also true/false, 'No', 'Nil'); default 'Nill'. */
const insurance = z.preprocess(
  yesNo('Yes', 'Nill', ['nil', 'no']),
  z.enum(['Yes', 'Nill'], { error: "insurance must be 'Yes' or 'Nill'" }),
);

/** Sunroof (spec 2): 'Yes' or 'No' (also true/false); default 'No'. */
const sunroof = z.preprocess(
  yesNo('Yes', 'No', []),
  z.enum(['Yes', 'No'], { error: "nSunRoof must be 'Yes' or 'No'" }),
);

const insuranceType = z.preprocess((v) => {
  const b = asText(v);
  return typeof b === 'string'
    ? (INSURANCE_TYPES.find((t) => t.toLowerCase() === b.toLowerCase()) ?? b)
    : b;
}, z.enum(INSURANCE_TYPES, { error: MSG.validInsuranceType }).optional());

/** Checked with the insurance switch below (required and a real date only when insurance is 'Yes'). */
const insuranceEndDate = z.preprocess(asText, z.string().max(30, MSG.validDate).optional());

/** Optional cubic capacity (spec 5; "labelled required" on edit, validated the same). */
const cubicCapacity = z.preprocess(
  asText,
  z.string().refine(isValidCubicCapacity, MSG.validCubicCapacity).optional(),
);

/** Feature ids: "3,7,12" (the wire), a list of ids or of { Value } options (a form); parsed to unique ids. */
const featureIds = z.preprocess(
  (v) => {
    const one = (x: unknown) =>
      typeof x === 'object' && x !== null ? (x as { Value?: unknown }).Value : x;
    if (Array.isArray(v)) return v.map((x) => String(one(x))).join(',');
    if (typeof v === 'number') return String(v);
    return blankToUndefined(v) ?? '';
  },
  z
    .string({ error: MSG.validFeatures })
    .max(2000, MSG.validFeatures)
    .transform((s, ctx) => {
      const parts = s
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '');
      const ids = parts.map(Number);
      if (parts.some((p, i) => !/^\d{1,10}$/.test(p) || ids[i] < 1 || ids[i] > MAX_ID)) {
        ctx.addIssue({ code: 'custom', message: MSG.validFeatures });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
);

/** A photo as base64 (a data: URL is accepted too): at most 10 MB. */
const photoData = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .transform(base64Payload)
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .max(MAX_PHOTO_BASE64_CHARS, MSG.photoTooLarge)
        .refine(isBase64, MSG.validPhoto),
    );

const mainPhoto = z.preprocess(blankToUndefined, photoData(MSG.vehiclePhotoRequired));
const optionalMainPhoto = z.preprocess(
  blankToUndefined,
  photoData(MSG.vehiclePhotoRequired).optional(),
);

/** A listing's Rand (the edit route's parameter). */
const listingRand = z.preprocess(
  asText,
  z
    .string({ error: 'Rand is required' })
    .max(64, 'Rand is invalid')
    .refine((s) => !hasControlChars(s), 'Rand is invalid'),
);

/**
 * A photo's file name as the device named it (Photoname, Add Photos' names):
 * at most 200 characters; a HEIC/HEIF name (any case) is refused with the
 * spec's type message whatever the bytes are (the screen says .HEIC photos
 * are not allowed).
 */
const photoFileName = z.preprocess(
  asText,
  z
    .string()
    .max(200, MSG.photoWrongType)
    .refine((s) => !hasControlChars(s), 'name must not contain control characters.')
    .refine((s) => !/\.hei[cf]\s*$/i.test(s), MSG.photoWrongType)
    .optional(),
);

/** Wire fields the server accepts and ignores. */
const ignored = z
  .unknown()
  .optional()
  .transform(() => undefined);

// ---------------------------------------------------------------------------
// Forms and requests.

/** The Sell Your Car fields, in the order the form shows them (spec 2). */
const sellShape = {
  vehicleid: pickedId,
  companyid: pickedId,
  carmodelid: pickedId,
  variantid: pickedId,
  colour,
  fueltypeid: pickedId,
  carnumber: vehicleNumber,
  modelyear: modelYear,
  km: digits(6, MSG.validKm),
  owner,
  seatingcapicity: digits(1, MSG.validCapacity).refine((n) => n >= 1, MSG.validCapacity),
  gear: pickedId,
  nSunRoof: sunroof,
  nFeatures: featureIds,
  nCc: cubicCapacity,
  nSaleprice: digits(9, MSG.validSalePrice).refine((n) => n >= 1, MSG.validSalePrice),
  insurance,
  nInsurancetype: insuranceType,
  insuranceendtdate: insuranceEndDate,
  carphoto: mainPhoto,
};

/** Edit Your Car: as selling, plus Rand; the number and the photo are not checked (spec 5), the photo is optional. */
const editShape = {
  ...sellShape,
  Rand: listingRand,
  carnumber: editVehicleNumber,
  carphoto: optionalMainPhoto,
};

/** Sent by the spec's client, not used: the car's place is the seller's profile (decisions.md). */
const wireOnlyShape = {
  /** The photo's file name: checked (no HEIC), then dropped: stored photos get random names. */
  Photoname: photoFileName.transform(() => undefined),
  nState: ignored,
  nCity: ignored,
  Address: ignored,
};

interface InsuranceFields {
  insurance: 'Yes' | 'Nill';
  nInsurancetype?: InsuranceType | undefined;
  insuranceendtdate?: string | undefined;
}

/** The latest insurance end date accepted: 10 years ahead. */
const latestInsuranceYear = () => currentYear() + 10;

function validInsuranceEnd(value: string): boolean {
  const iso = parseDate(value);
  if (!iso) return false;
  const year = Number(iso.slice(0, 4));
  return year >= MIN_LISTING_YEAR && year <= latestInsuranceYear();
}

/**
 * Run the insurance checks even when other fields failed, once the value is
 * an object (no issue about the whole value: a missing or null body) and
 * insurance and the date parsed.
 */
const insuranceFieldsParsed = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some(
      (i) => !i.path?.length || i.path[0] === 'insurance' || i.path[0] === 'insuranceendtdate',
    ),
};

/**
 * Insurance end date: required ('This feild is required') and a real date
 * ('Enter valid date.') when insurance is 'Yes' (decisions.md); then the
 * type defaults to Comprehensive and both are null when insurance is 'Nill'.
 */
function withInsuranceRules<S extends z.ZodType<InsuranceFields>>(schema: S) {
  return schema
    .refine((v) => v.insurance !== 'Yes' || v.insuranceendtdate !== undefined, {
      path: ['insuranceendtdate'],
      message: MSG.required,
      ...insuranceFieldsParsed,
    })
    .refine(
      (v) =>
        v.insurance !== 'Yes' ||
        v.insuranceendtdate === undefined ||
        validInsuranceEnd(v.insuranceendtdate),
      { path: ['insuranceendtdate'], message: MSG.validDate, ...insuranceFieldsParsed },
    )
    .transform((v) => {
      const insured = v.insurance === 'Yes';
      return {
        ...v,
        nInsurancetype: insured ? (v.nInsurancetype ?? DEFAULT_INSURANCE_TYPE) : null,
        insuranceendtdate: insured ? parseDate(v.insuranceendtdate ?? '')! : null,
      } as Omit<z.output<S>, 'nInsurancetype' | 'insuranceendtdate'> & {
        nInsurancetype: InsuranceType | null;
        insuranceendtdate: string | null;
      };
    });
}

/** The Sell Your Car form (spec 2, 5 "Sell form"). */
export const SellFormSchema = withInsuranceRules(z.object(sellShape));
export type SellFormInput = z.input<typeof SellFormSchema>;
export type SellForm = z.output<typeof SellFormSchema>;

/** The Edit Your Car form (spec 2, 5 "Edit form"): Rand required, photo optional, number not pattern-checked. */
export const EditFormSchema = withInsuranceRules(z.object(editShape));
export type EditFormInput = z.input<typeof EditFormSchema>;
export type EditForm = z.output<typeof EditFormSchema>;

/** POST /api/CarSetuClientSellInquiry/addcar (spec 3 "Vehicle listing as sent when adding"). */
export const AddCarRequestSchema = withInsuranceRules(z.object({ ...sellShape, ...wireOnlyShape }));
export type AddCarRequest = z.output<typeof AddCarRequestSchema>;

/** POST /api/CarSetuClientSellInquiry/Editcar: the add fields plus Rand; photo optional (replaces the main photo). */
export const EditCarRequestSchema = withInsuranceRules(
  z.object({ ...editShape, ...wireOnlyShape }),
);
export type EditCarRequest = z.output<typeof EditCarRequestSchema>;

/**
 * A parsed Sell or Edit form as form-encoded fields for addcar / Editcar:
 * ids as digits, nFeatures comma-joined, empty strings for what is absent
 * (nState, nCity and Address are sent empty: the server takes them from the profile).
 */
export function listingWireBody(form: SellForm | EditForm): Record<string, string> {
  const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));
  const body: Record<string, string> = {
    vehicleid: text(form.vehicleid),
    companyid: text(form.companyid),
    carmodelid: text(form.carmodelid),
    variantid: text(form.variantid),
    colour: form.colour,
    fueltypeid: text(form.fueltypeid),
    carnumber: text(form.carnumber),
    modelyear: text(form.modelyear),
    km: text(form.km),
    owner: text(form.owner),
    seatingcapicity: text(form.seatingcapicity),
    gear: text(form.gear),
    nSunRoof: form.nSunRoof,
    nFeatures: form.nFeatures.join(','),
    nCc: text(form.nCc),
    nSaleprice: text(form.nSaleprice),
    insurance: form.insurance,
    nInsurancetype: text(form.nInsurancetype),
    insuranceendtdate: text(form.insuranceendtdate),
    carphoto: text(form.carphoto),
    nState: '',
    nCity: '',
    Address: '',
  };
  if ('Rand' in form) body.Rand = form.Rand;
  return body;
}

// ---------------------------------------------------------------------------
// Other requests.

/** ?Rand= of Editcar (GET), Delete, and the image Delete (a photo's Rand). */
export const RandQuerySchema = z.object({ Rand: listingRand });

/** A car number in a query (?carno=), matched as stored: upper case, separators removed. */
const carNumberParam = (name: string) =>
  z.preprocess(
    asText,
    z
      .string({ error: `${name} is required` })
      .max(20, MSG.validVehicleNumber)
      .refine((s) => !hasControlChars(s), MSG.validVehicleNumber)
      .transform(normaliseCarNumber)
      .refine((s) => s.length > 0, `${name} is required`),
  );

/** GET /api/CarSetuClientSellimages/Sellcarimages?carno= */
export const CarNumberQuerySchema = z.object({ carno: carNumberParam('carno') });

/**
 * POST /api/CarSetuClientSellInquiry/changesoldunsoldstatus?carno=&carstatus=
 * (decisions.md: a POST). carstatus is the car's CURRENT status (spec 7);
 * only UnSold -> Sold exists, so 'Sold' is refused.
 */
export const SoldStatusQuerySchema = z.object({
  carno: carNumberParam('carno'),
  carstatus: z.preprocess((v) => {
    const b = asText(v);
    if (typeof b !== 'string') return b;
    return ['UnSold', 'Sold'].find((s) => s.toLowerCase() === b.toLowerCase()) ?? b;
  }, z.enum(['UnSold', 'Sold'], { error: "carstatus must be 'UnSold' or 'Sold'" }).optional()),
});

/** One photo of Add Photos' imageslist: a data URL (or bare base64) and the file's name. */
export const UploadPhotoSchema = z.object({
  url: photoData(MSG.photosRequired),
  name: photoFileName,
});

/**
 * POST /api/CarSetuClientSellimages/addcarimages (spec 7): carid, carnumber
 * (must match the car when given), imageslist (a JSON text of
 * [{ url: dataURL, name }], or the list itself in a JSON body), imagetype
 * (Exterior by default). The 10-per-category cap is checked on the server.
 */
export const AddImagesRequestSchema = z.object({
  carid: z.preprocess(
    asText,
    z
      .string({ error: 'carid is required' })
      .regex(/^\d{1,10}$/, 'carid must be a car id')
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_ID, 'carid must be a car id'),
  ),
  carnumber: z.preprocess(
    asText,
    z
      .string()
      .max(20, MSG.validVehicleNumber)
      .refine((s) => !hasControlChars(s), MSG.validVehicleNumber)
      .transform(normaliseCarNumber)
      .optional(),
  ),
  imageslist: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z
      .array(UploadPhotoSchema, { error: 'imageslist must be a JSON list of photos' })
      .min(1, MSG.photosRequired)
      .max(100, 'imageslist: too many photos'),
  ),
  imagetype: z.preprocess(
    (v) => {
      const b = asText(v);
      if (b === undefined) return 'Exterior';
      if (typeof b !== 'string') return b;
      return IMAGE_TYPES.find((t) => t.toLowerCase() === b.toLowerCase()) ?? b;
    },
    z.enum(IMAGE_TYPES, { error: `imagetype must be one of ${IMAGE_TYPES.join(', ')}` }),
  ),
});
export type AddImagesRequest = z.output<typeof AddImagesRequestSchema>;

// ---------------------------------------------------------------------------
// Answers.

/** addcar / Editcar Data: the listing's Rand, its id (carid of addcarimages) and stored number. */
export const SavedListingSchema = z.object({
  Rand: z.string(),
  carid: z.number(),
  carnumber: z.string(),
});
export const SavedListingAnswerSchema = envelope(SavedListingSchema);

/** GET All: the caller's listings, newest first, as car list items (names, photo URLs, CarStatus). */
export const MyListingsAnswerSchema = envelope(z.array(CarListItemSchema));

/**
 * GET Editcar Data: the listing as the Edit form needs it: ids (numbers) for
 * the dropdowns, the names beside them for display, colour as stored (a
 * name) with `colourid` (the model's Colourdata Value of that name, or null),
 * nFeatures comma-joined, insurance fields, the main photo's URLs.
 */
export const EditableListingSchema = z.object({
  Rand: z.string(),
  carid: z.number(),
  carnumber: z.string(),
  CarStatus: z.enum(['UnSold', 'Sold']),
  vehicleid: z.number(),
  companyid: z.number(),
  carmodelid: z.number(),
  variantid: z.number(),
  fueltypeid: z.number(),
  gear: z.number(),
  colour: z.string(),
  colourid: z.number().nullable(),
  modelyear: z.number(),
  km: z.number(),
  owner: z.number(),
  seatingcapicity: z.number(),
  nCc: z.string().nullable(),
  nSaleprice: z.number(),
  insurance: z.enum(['Yes', 'Nill']),
  nInsurancetype: z.string().nullable(),
  /** YYYY-MM-DD or null. */
  insuranceendtdate: z.string().nullable(),
  nSunRoof: z.enum(['Yes', 'No']),
  /** Comma-joined feature ids ("" for none). */
  nFeatures: z.string(),
  carphoto: z.string().nullable(),
  carphotosmall: z.string().nullable(),
  Photoname: z.string().nullable(),
  vehiclename: z.string(),
  companyname: z.string(),
  carmodelname: z.string(),
  variantname: z.string(),
  fuelname: z.string(),
  gearname: z.string(),
  stateid: z.number(),
  cityid: z.number(),
  statename: z.string(),
  cityname: z.string(),
  Address: z.string().nullable(),
});
export type EditableListing = z.infer<typeof EditableListingSchema>;
export const EditableListingAnswerSchema = envelope(EditableListingSchema);

/** A stored listing photo (spec 3 "Car image"). `ismain`: it is the listing's main photo. */
export const ListingImageSchema = z.object({
  Rand: z.string(),
  carphoto: z.string(),
  carphotosmall: z.string(),
  imagetype: z.enum(IMAGE_TYPES),
  ismain: z.boolean(),
});
export type ListingImage = z.infer<typeof ListingImageSchema>;

/**
 * Photos of one category, oldest first (the main photo first among Exterior).
 * Sellcarimages and addcarimages answer all four categories, in IMAGE_TYPES
 * order, empty ones included: [{ imagetype: 'Exterior', images: [...] }, ...].
 */
export const ImageGroupSchema = z.object({
  imagetype: z.enum(IMAGE_TYPES),
  images: z.array(ListingImageSchema),
});
export type ImageGroup = z.infer<typeof ImageGroupSchema>;
export const ImageGroupsAnswerSchema = envelope(z.array(ImageGroupSchema));
