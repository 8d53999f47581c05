/**
 * The Sell / Edit forms and their requests (addcar, Editcar): the fields of
 * listing-fields.ts in the order the form shows them, the insurance rules
 * that tie three fields together, and the parsed form as form fields again.
 */
import { z } from 'zod';
import { MSG } from '../messages.ts';
import {
  colour,
  cubicCapacity,
  editVehicleNumber,
  featureIds,
  ignored,
  insurance,
  insuranceEndDate,
  insuranceType,
  km,
  listingRand,
  mainPhoto,
  modelYear,
  optionalMainPhoto,
  owner,
  photoFileName,
  pickedId,
  salePrice,
  seats,
  sunroof,
  vehicleNumber,
} from './listing-fields.ts';
import {
  DEFAULT_INSURANCE_TYPE,
  type InsuranceType,
  parseDate,
  validInsuranceEnd,
} from './listing-rules.ts';

/** The Sell Your Car fields, in the order the form shows them (docs/product.md#sell-form). */
export const SELL_FIELDS = {
  vehicleid: pickedId,
  companyid: pickedId,
  carmodelid: pickedId,
  variantid: pickedId,
  colour,
  fueltypeid: pickedId,
  carnumber: vehicleNumber,
  modelyear: modelYear,
  km,
  owner,
  seatingcapicity: seats,
  gear: pickedId,
  nSunRoof: sunroof,
  nFeatures: featureIds,
  nCc: cubicCapacity,
  nSaleprice: salePrice,
  insurance,
  nInsurancetype: insuranceType,
  insuranceendtdate: insuranceEndDate,
  carphoto: mainPhoto,
};

/** Edit Your Car: as selling, plus Rand; the number and the photo are not checked (docs/product.md#edit-form-rules), the photo is optional. */
const editShape = {
  ...SELL_FIELDS,
  Rand: listingRand,
  carnumber: editVehicleNumber,
  carphoto: optionalMainPhoto,
};

/** Sent by the original client, not used: the car's place is the seller's profile (docs/product.md#listings-and-search). */
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
 * ('Enter valid date.') when insurance is 'Yes' (docs/product.md#insurance);
 * then the type defaults to Comprehensive and both are null when insurance is
 * 'Nill'.
 */
export function withInsuranceRules<S extends z.ZodType<InsuranceFields>>(schema: S) {
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

/** The Sell Your Car form (docs/product.md#sell-form, #sell-form-rules). */
export const SellFormSchema = withInsuranceRules(z.object(SELL_FIELDS));
export type SellFormInput = z.input<typeof SellFormSchema>;
export type SellForm = z.output<typeof SellFormSchema>;

/** The Edit Your Car form (docs/product.md#edit-form, #edit-form-rules): Rand required, photo optional, number not pattern-checked. */
export const EditFormSchema = withInsuranceRules(z.object(editShape));
export type EditFormInput = z.input<typeof EditFormSchema>;
export type EditForm = z.output<typeof EditFormSchema>;

/** POST /api/CarSetuClientSellInquiry/addcar (docs/product.md#listing-as-sent). */
export const AddCarRequestSchema = withInsuranceRules(
  z.object({ ...SELL_FIELDS, ...wireOnlyShape }),
);
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
