/** What the car page shows about a car, derived from the details answer. Pure functions. */
import {
  insuranceValidTill,
  seats,
  specColour,
  specEngine,
  specInsurance,
  specRegistration,
  specSeating,
  specSunroof,
  specTransmission,
  specVariant,
} from '#messages/car-page.ts';
import {
  factCity,
  factFuel,
  factKilometres,
  factMake,
  factModel,
  factOwner,
  factYear,
} from '#messages/cars.ts';
import { notAvailable } from '#messages/format.ts';
import { no, yes } from '#messages/frame.ts';
import { catalogueName, formatDate, formatKm, ownerLabel } from '#shared/format.ts';
import { insuranceTypeName } from '#shared/insurance-names.ts';
import type { CarDetails } from '#shared/schemas/car.ts';

export interface GalleryPhoto {
  /** 800 px JPEG. */
  carphoto: string;
  /** ~400 px WebP for thumbnails, or null. */
  carphotosmall: string | null;
}

/** The catalogue photos, with the main photo first when the catalogue lacks it. */
export function carPhotos(
  car: Pick<CarDetails, 'carphoto' | 'carphotosmall' | 'catlogephotolist'>,
): GalleryPhoto[] {
  const photos: GalleryPhoto[] = [];
  const seen = new Set<string>();
  const add = (carphoto: string | null | undefined, small: string | null | undefined) => {
    if (!carphoto || seen.has(carphoto)) return;
    seen.add(carphoto);
    photos.push({ carphoto, carphotosmall: small || null });
  };
  add(car.carphoto, car.carphotosmall);
  for (const p of car.catlogephotolist ?? []) add(p.carphoto, p.carphotosmall);
  return photos;
}

/** The car's city: its own, else the first dealer profile's (docs/product.md#car). */
export function carCity(car: Pick<CarDetails, 'cityname' | 'dealerprofilelist'>): string {
  return car.cityname || car.dealerprofilelist?.[0]?.nCity || '';
}

const isYes = (v: string | null | undefined) => (v ?? '').trim().toLowerCase() === 'yes';

export function insuranceText(
  car: Pick<CarDetails, 'insurance' | 'nInsurancetype' | 'insuranceendtdate'>,
): string {
  if (!isYes(car.insurance)) return no;
  const type = insuranceTypeName(car.nInsurancetype?.trim() ?? '') || yes;
  return car.insuranceendtdate ? insuranceValidTill(type, formatDate(car.insuranceendtdate)) : type;
}

export function engineText(nCc: string | null | undefined): string {
  const v = (nCc ?? '').trim();
  if (!v) return notAvailable;
  return /^\d+(\.\d+)?$/.test(v) ? `${v} L` : v;
}

export interface SpecRow {
  label: string;
  value: string;
  /** Long value: takes a whole row on a two-column phone grid. */
  wide?: boolean;
}

export function specRows(car: CarDetails): SpecRow[] {
  const text = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? notAvailable : String(v);
  return [
    { label: factMake, value: text(car.companyid) },
    { label: factModel, value: text(car.carmodelid) },
    { label: specVariant, value: text(car.variantid) },
    { label: factYear, value: text(car.modelyear) },
    { label: factKilometres, value: formatKm(car.km) },
    { label: factFuel, value: text(car.fueltypeid && catalogueName(car.fueltypeid)) },
    { label: specTransmission, value: text(car.gear && catalogueName(car.gear)) },
    { label: factOwner, value: car.owner ? ownerLabel(car.owner) : notAvailable },
    { label: specColour, value: text(car.colour) },
    {
      label: specSeating,
      value: car.seatingcapicity ? seats(car.seatingcapicity) : notAvailable,
    },
    { label: specEngine, value: engineText(car.nCc) },
    {
      label: specRegistration,
      value: text(car.rtoPlace ? `${car.carnumber}, ${car.rtoPlace}` : car.carnumber),
    },
    { label: specInsurance, value: insuranceText(car), wide: true },
    { label: specSunroof, value: isYes(car.nSunRoof) ? yes : no },
    { label: factCity, value: text(carCity(car)) },
  ];
}
