/** What the car page shows about a car, derived from the details answer. Pure functions. */
import { formatDate, formatKm, ownerLabel } from '#shared/format.ts';
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

const yes = (v: string | null | undefined) => (v ?? '').trim().toLowerCase() === 'yes';

export function insuranceText(
  car: Pick<CarDetails, 'insurance' | 'nInsurancetype' | 'insuranceendtdate'>,
): string {
  if (!yes(car.insurance)) return 'No';
  const type = car.nInsurancetype?.trim() || 'Yes';
  return car.insuranceendtdate ? `${type}, valid till ${formatDate(car.insuranceendtdate)}` : type;
}

export function engineText(nCc: string | null | undefined): string {
  const v = (nCc ?? '').trim();
  if (!v) return 'NA';
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
    v === null || v === undefined || v === '' ? 'NA' : String(v);
  return [
    { label: 'Make', value: text(car.companyid) },
    { label: 'Model', value: text(car.carmodelid) },
    { label: 'Variant', value: text(car.variantid) },
    { label: 'Year', value: text(car.modelyear) },
    { label: 'Kilometres', value: formatKm(car.km) },
    { label: 'Fuel', value: text(car.fueltypeid) },
    { label: 'Transmission', value: text(car.gear) },
    { label: 'Owner', value: car.owner ? ownerLabel(car.owner) : 'NA' },
    { label: 'Colour', value: text(car.colour) },
    {
      label: 'Seating capacity',
      value: car.seatingcapicity ? `${car.seatingcapicity} seats` : 'NA',
    },
    { label: 'Engine', value: engineText(car.nCc) },
    { label: 'Registration', value: text(car.carnumber) },
    { label: 'Insurance', value: insuranceText(car), wide: true },
    { label: 'Sunroof', value: yes(car.nSunRoof) ? 'Yes' : 'No' },
    { label: 'City', value: text(carCity(car)) },
  ];
}
