/**
 * What the Sell / Edit form holds while the seller types (strings, '' until
 * chosen), its defaults (docs/product.md#limits-and-constants: sunroof No,
 * insurance Nill, type Comprehensive), the Edit form's values from GET Editcar,
 * and the names of the chosen options known before the lookup lists load.
 */
import { priceInCrore, priceInLakh } from '#messages/sell.ts';
import { DEFAULT_INSURANCE_TYPE, type EditableListing } from '#shared/schemas/listing.ts';

export interface ListingFormValues {
  vehicleid: string;
  companyid: string;
  carmodelid: string;
  variantid: string;
  /** The colour's Value (colour id of the model), or its name when the catalogue lacks it. */
  colour: string;
  fueltypeid: string;
  carnumber: string;
  modelyear: string;
  km: string;
  owner: string;
  seatingcapicity: string;
  gear: string;
  nSunRoof: 'Yes' | 'No';
  /** Feature ids. */
  nFeatures: string[];
  nCc: string;
  nSaleprice: string;
  /** The Insurance checkbox: 'Yes' when ticked, 'Nill' otherwise. */
  insurance: boolean;
  nInsurancetype: string;
  /** YYYY-MM-DD from the native date input. */
  insuranceendtdate: string;
  /** A new photo as a JPEG data URL, '' when none was chosen. */
  carphoto: string;
  /** Edit only. */
  Rand?: string;
}

export type ListingFieldName = keyof ListingFormValues;

/** Fields in the order the form shows them: the first one with an error gets focus. */
export const FIELD_ORDER: ListingFieldName[] = [
  'vehicleid',
  'companyid',
  'carmodelid',
  'variantid',
  'colour',
  'fueltypeid',
  'carnumber',
  'modelyear',
  'km',
  'owner',
  'seatingcapicity',
  'gear',
  'nSunRoof',
  'nFeatures',
  'nCc',
  'nSaleprice',
  'insurance',
  'nInsurancetype',
  'insuranceendtdate',
  'carphoto',
];

export const EMPTY_LISTING: ListingFormValues = {
  vehicleid: '',
  companyid: '',
  carmodelid: '',
  variantid: '',
  colour: '',
  fueltypeid: '',
  carnumber: '',
  modelyear: '',
  km: '',
  owner: '',
  seatingcapicity: '',
  gear: '',
  nSunRoof: 'No',
  nFeatures: [],
  nCc: '',
  nSaleprice: '',
  insurance: false,
  nInsurancetype: DEFAULT_INSURANCE_TYPE,
  insuranceendtdate: '',
  carphoto: '',
};

/** Names of the chosen options, shown before (or without) the lookup lists. */
export interface KnownNames {
  vehicleid?: string;
  companyid?: string;
  carmodelid?: string;
  variantid?: string;
  colour?: string;
  fueltypeid?: string;
  gear?: string;
}

export function valuesFromEditable(car: EditableListing): ListingFormValues {
  const text = (n: number | null | undefined) => (n == null ? '' : String(n));
  return {
    vehicleid: text(car.vehicleid),
    companyid: text(car.companyid),
    carmodelid: text(car.carmodelid),
    variantid: text(car.variantid),
    colour: car.colourid != null ? String(car.colourid) : car.colour,
    fueltypeid: text(car.fueltypeid),
    carnumber: car.carnumber,
    modelyear: text(car.modelyear),
    km: text(car.km),
    owner: text(car.owner),
    seatingcapicity: text(car.seatingcapicity),
    gear: text(car.gear),
    nSunRoof: car.nSunRoof === 'Yes' ? 'Yes' : 'No',
    nFeatures: car.nFeatures
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
    nCc: car.nCc ?? '',
    nSaleprice: text(car.nSaleprice),
    insurance: car.insurance === 'Yes',
    nInsurancetype: car.nInsurancetype ?? DEFAULT_INSURANCE_TYPE,
    insuranceendtdate: car.insuranceendtdate ?? '',
    carphoto: '',
    Rand: car.Rand,
  };
}

export function namesFromEditable(car: EditableListing): KnownNames {
  return {
    vehicleid: car.vehiclename,
    companyid: car.companyname,
    carmodelid: car.carmodelname,
    variantid: car.variantname,
    colour: car.colour,
    fueltypeid: car.fuelname,
    gear: car.gearname,
  };
}

/** "550000" -> "5.50 lakh"; "12500000" -> "1.25 crore"; '' below a lakh. */
export function priceInWords(rupees: number): string {
  if (!Number.isFinite(rupees) || rupees < 100_000) return '';
  const trim = (n: number) => n.toFixed(2).replace(/\.?0+$/, '');
  if (rupees >= 10_000_000) return priceInCrore(trim(rupees / 10_000_000));
  return priceInLakh(trim(rupees / 100_000));
}
