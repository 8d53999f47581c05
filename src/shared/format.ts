/**
 * Display formatting shared by server and web (docs/product.md#who-it-is-for,
 * #limits-and-constants). Pure functions; the words (lakh, months, ordinals,
 * 'NA') are the build's language's (src/shared/i18n/{lang}/format.ts), digits
 * are Latin in every language.
 */
import { catalogueNames } from '#messages/catalogue.ts';
import { crore, dateText, lakh, notAvailable, nthOwner, ordinalNumber } from '#messages/format.ts';

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹ followed by Indian digit grouping (₹12,34,567); 'NA' for null/undefined/''; 0 is formatted. */
export function formatRupees(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return notAvailable;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return notAvailable;
  return `₹${rupees.format(n)}`;
}

/** Indian grouping without the symbol: 125000 -> "1,25,000". */
export function formatIndian(value: number): string {
  return rupees.format(value);
}

/**
 * The short form Indian readers use where space is tight: Indian grouping
 * below a lakh, then lakh and crore with up to two decimals.
 * 50000 -> "50,000"; 150000 -> "1.5 Lakh"; 615000 -> "6.15 Lakh"; 12500000 -> "1.25 Crore".
 */
export function formatShortIndian(value: number): string {
  const trim = (n: number) => n.toFixed(2).replace(/\.?0+$/, '');
  if (value >= 10_000_000) return `${trim(value / 10_000_000)} ${crore}`;
  if (value >= 100_000) return `${trim(value / 100_000)} ${lakh}`;
  return rupees.format(value);
}

/** 1 -> "1st", 2 -> "2nd", 3 -> "3rd", 4 -> "4th", 11 -> "11th" (Hindi "पहला", Gujarati "પહેલો"). */
export function ordinal(n: number): string {
  return ordinalNumber(n);
}

/** Owner select label: 1 -> "1st Owner" (docs/product.md#catalogue-and-demo-data). */
export function ownerLabel(n: number): string {
  return nthOwner(ordinal(n));
}

/**
 * The product's date style, in UTC: short month, 2-digit day, year, e.g.
 * "Jul 28, 2025" (Hindi "28 जुलाई 2025", Gujarati "28 જુલાઈ 2025"); 'NA' when
 * empty or not a date. `text`: another language's dateText (the server writes
 * a WhatsApp message in its recipient's language).
 */
export function formatDate(iso: string | null | undefined, text = dateText): string {
  if (!iso) return notAvailable;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return notAvailable;
  return text(d.getUTCDate(), d.getUTCMonth(), d.getUTCFullYear());
}

/** Kilometres with Indian grouping: 45000 -> "45,000 km". */
export function formatKm(km: number): string {
  return `${rupees.format(km)} km`;
}

/**
 * The car page path (docs/product.md#home, #car-page):
 * /CarDetails/{Rand}/{modelyear}-{company}-{model}-{variant}- Used Car for Sale in{city},
 * spaces removed from company, model and variant.
 */
export function carDetailsPath(car: {
  Rand: string;
  modelyear: number | string;
  companyid: string;
  carmodelid: string;
  variantid: string;
  cityname?: string | null;
}): string {
  const squash = (s: string) => s.replace(/\s+/g, '');
  const slug = `${car.modelyear}-${squash(car.companyid)}-${squash(car.carmodelid)}-${squash(car.variantid)}- Used Car for Sale in${car.cityname ?? ''}`;
  return `/CarDetails/${encodeURIComponent(car.Rand)}/${encodeURIComponent(slug)}`;
}

/** Masks a mobile for public display and logs: 9876543210 -> "98XXXXXX10". */
export function maskMobile(mobile: string): string {
  if (mobile.length < 4) return 'XXXX';
  return `${mobile.slice(0, 2)}${'X'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

/**
 * A catalogue name (a fuel, gear or vehicle type, as the API answers it in
 * English) as the page's language shows it (issue 26; the words in
 * src/shared/i18n/{lang}/catalogue.ts): "Petrol" -> "पेट्रोल" in Hindi. Display
 * only: filters and forms keep sending the ids, and the wire keeps the names.
 */
export function catalogueName(name: string): string {
  return catalogueNames[name] ?? name;
}

/** A lookup list (`[{ Value, Text }]`) with its names as the page shows them (catalogueName). */
export function withCatalogueNames<T extends { Text: string }>(list: T[]): T[] {
  return list.map((o) => ({ ...o, Text: catalogueName(o.Text) }));
}
