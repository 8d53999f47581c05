/**
 * The head of a car page (issue 9, parts 4 and 6): the title and Open Graph
 * tags a WhatsApp or Facebook preview shows (year, make, model, variant;
 * the price in Indian grouping, km, fuel and city; the car's photo), the
 * canonical URL built from the canonical slug whatever slug was asked for,
 * a schema.org `Car` with its `Offer` and a `BreadcrumbList` (Home > city >
 * make > model, the landing pages) as JSON-LD. A sold car's page carries
 * `noindex`.
 */
import { PRODUCT } from '#shared/brand.ts';
import { carDetailsPath, formatKm, formatRupees } from '#shared/format.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { galleryPhotoPreload } from '#shared/photo-renditions.ts';
import { breadcrumbJsonLd, carCrumbs } from './breadcrumbs.ts';
import { HEAD_WORDS } from './head-words.ts';

import type { PageHead } from './page-head.ts';

/** What the head needs of a listing (names, not ids; price in rupees, km in km). */
export interface CarForHead {
  rand: string;
  modelYear: number;
  make: string;
  model: string;
  variant: string;
  city: string;
  /** The city's landing-page slug (breadcrumbs); made from the name when absent. */
  citySlug?: string;
  price: number;
  km: number;
  fuel: string;
  gear: string;
  colour: string;
  /** The current owner's number: 1 for a first owner (schema.org counts the current owner too). */
  owner: number;
  sold: boolean;
  /** Kept from buyers (docs/moderation.md): noindex, said to be no longer available. */
  hidden?: boolean;
  /** Absolute URL of the preview image, or undefined when the car has no photo. */
  image?: string;
  /** URL path of the main photo's JPEG (the page preloads it), when it has one. */
  photoUrl?: string;
}

/** The canonical absolute URL of `car`'s page under `publicUrl`. */
export function carCanonicalUrl(car: CarForHead, publicUrl: string): string {
  return `${publicUrl}${carDetailsPath({
    Rand: car.rand,
    modelyear: car.modelYear,
    companyid: car.make,
    carmodelid: car.model,
    variantid: car.variant,
    cityname: car.city,
  })}`;
}

/** The head of `car`'s page in `lang` (its canonical URL English: page-languages.ts adds the prefix). */
export function carPageHead(car: CarForHead, publicUrl: string, lang: Lang = 'en'): PageHead {
  const words = HEAD_WORDS[lang];
  const name = `${car.modelYear} ${car.make} ${car.model} ${car.variant}`;
  const canonical = carCanonicalUrl(car, publicUrl);
  const price = formatRupees(car.price);
  const gone = car.sold || car.hidden === true;
  const status = car.sold
    ? words.seo.carSoldStatus
    : car.hidden
      ? words.msg.unavailable
      : words.seo.carForSaleStatus(car.make, car.model);
  const description = `${price} · ${formatKm(car.km)} · ${car.fuel} · ${car.gear} · ${car.city}. ${status}`;
  return {
    title: `${words.heads.carForSaleTitle(name, car.city, price)} | ${PRODUCT}`,
    ogTitle: name,
    description,
    canonical,
    ogType: 'product',
    ogImage: car.image,
    robots: gone ? 'noindex' : undefined,
    jsonLd: [carJsonLd(car, name, canonical), breadcrumbJsonLd(carCrumbs(car, words), publicUrl)],
    preloadImage: gone ? undefined : galleryPhotoPreload(car.photoUrl),
  };
}

/** schema.org Car with its Offer (https://schema.org/Car). */
function carJsonLd(car: CarForHead, name: string, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    ...(car.image ? { image: [car.image] } : {}),
    url,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleConfiguration: car.variant,
    vehicleModelDate: String(car.modelYear),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    fuelType: car.fuel,
    vehicleTransmission: car.gear,
    color: car.colour,
    numberOfPreviousOwners: car.owner,
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      price: car.price,
      priceCurrency: 'INR',
      availability: car.sold
        ? 'https://schema.org/SoldOut'
        : car.hidden
          ? 'https://schema.org/Discontinued'
          : 'https://schema.org/InStock',
      url,
    },
  };
}
