/** Display formatting shared by server and web (docs/product.md#who-it-is-for, #limits-and-constants). Pure functions. */
import { crore, lakh } from '#messages/format.ts';

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹ followed by Indian digit grouping (₹12,34,567); 'NA' for null/undefined/''; 0 is formatted. */
export function formatRupees(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'NA';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 'NA';
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

/** 1 -> "1st", 2 -> "2nd", 3 -> "3rd", 4 -> "4th", 11 -> "11th". */
export function ordinal(n: number): string {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** Owner select label: 1 -> "1st Owner" (docs/product.md#catalogue-and-demo-data). */
export function ownerLabel(n: number): string {
  return `${ordinal(n)} Owner`;
}

// One formatter for every date (toLocaleDateString would build one per call: slow on the server).
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The product's date style: short month, 2-digit day, year (en-US), e.g. "Jul 28, 2025". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'NA';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'NA';
  return shortDate.format(d);
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
