/**
 * Free-text car search, the part that needs no catalogue
 * (docs/product.md#keyword-search): the words of a query in one spelling,
 * common misspellings and short forms put right ("maruthi" -> "maruti",
 * "hundai" -> "hyundai", "vxi"/"VXi" alike), and the phrases about money,
 * years and kilometres read out ("under 5 lakh" -> at most 5,00,000 rupees).
 * The server matches the words left against the catalogue
 * (src/server/modules/keyword-search).
 */

import { KEYWORDS_MAX_LENGTH } from './constants.ts';

/** The words of `text`: lower case, accents and punctuation gone, `₹`/`rs.` dropped, "5,00,000" joined. */
export function keywordTokens(text: string): string[] {
  return text
    .slice(0, KEYWORDS_MAX_LENGTH)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/₹/g, ' ')
    .replace(/\b(\d{4})\+/g, '$1 onwards')
    .replace(/(\d)\s*(lakhs?|lacs?|l|k|cr|crores?|km|kms|kilometers?|kilometres?)\b/g, '$1 $2')
    .replace(/[^a-z0-9.+]+/g, ' ')
    .split(' ')
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w !== '' && w !== 'rs' && w !== '+');
}

/** Misspellings and short forms -> the word the catalogue uses (lower case). */
export const SPELLINGS: Readonly<Record<string, string>> = {
  maruthi: 'maruti',
  marutti: 'maruti',
  hundai: 'hyundai',
  hyundia: 'hyundai',
  huyndai: 'hyundai',
  hyndai: 'hyundai',
  hundayi: 'hyundai',
  mahendra: 'mahindra',
  mahindara: 'mahindra',
  toyata: 'toyota',
  tayota: 'toyota',
  volkswagon: 'volkswagen',
  vw: 'volkswagen',
  merc: 'mercedes',
  benz: 'mercedes',
  chevy: 'chevrolet',
  chevrolette: 'chevrolet',
  scorpion: 'scorpio',
  inova: 'innova',
  fortunar: 'fortuner',
  bolaro: 'bolero',
  disel: 'diesel',
  deisel: 'diesel',
  desel: 'diesel',
  desiel: 'diesel',
  petral: 'petrol',
  petorl: 'petrol',
  gasoline: 'petrol',
  auto: 'automatic',
  amt: 'automatic',
  cvt: 'automatic',
  dct: 'automatic',
  manul: 'manual',
  ev: 'electric',
  suvs: 'suv',
  hatch: 'hatchback',
  hatchbacks: 'hatchback',
  sedans: 'sedan',
  mpv: 'muv',
  bombay: 'mumbai',
  bangalore: 'bengaluru',
  banglore: 'bengaluru',
  gurgaon: 'gurugram',
  baroda: 'vadodara',
  madras: 'chennai',
  calcutta: 'kolkata',
  poona: 'pune',
  amdavad: 'ahmedabad',
  ahmadabad: 'ahmedabad',
  ahemdabad: 'ahmedabad',
  gray: 'grey',
};

/** Words that say nothing about the car ("used cars for sale in"). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and any around at best buy car cars cheap for good hand in model near of old on price second sale secondhand the to used with year'.split(
    ' ',
  ),
);

/** What a query said about money, years and kilometres; absent = not said. Rupees, km, model years. */
export interface KeywordRanges {
  priceMin?: number;
  priceMax?: number;
  yearMin?: number;
  yearMax?: number;
  kmMax?: number;
}

/** Rupees in one of each unit word. */
const UNITS = new Map<string, number>([
  ['lakh', 100_000],
  ['lakhs', 100_000],
  ['lac', 100_000],
  ['lacs', 100_000],
  ['l', 100_000],
  ['k', 1_000],
  ['thousand', 1_000],
  ['cr', 10_000_000],
  ['crore', 10_000_000],
  ['crores', 10_000_000],
]);
const KM_WORDS = new Set(['km', 'kms', 'kilometer', 'kilometers', 'kilometre', 'kilometres']);
const BELOW = new Set([
  'under',
  'below',
  'upto',
  'within',
  'max',
  'less',
  'than',
  'budget',
  'till',
]);
const ABOVE = new Set([
  'above',
  'over',
  'from',
  'min',
  'more',
  'after',
  'onwards',
  'since',
  'newer',
]);
const isNumber = (w: string | undefined) => w !== undefined && /^\d+(\.\d+)?$/.test(w);

/** A model year a buyer might type: 1990 to next year. */
const isYear = (w: string | undefined, now: number) =>
  w !== undefined && /^\d{4}$/.test(w) && Number(w) >= 1990 && Number(w) <= now + 1;

/**
 * Reads the money, year and km phrases of `words` (keywordTokens) and returns
 * them with the words left over. "under 5 lakh", "5 lakh", "below 50k",
 * "3-6 lakh" and "3 to 6 lakh" are prices (a lone amount is the most to
 * pay); "2019", "2016 to 2019", "after 2018", "2018 onwards" are model years;
 * "under 50000 km" is kilometres. `thisYear` bounds what counts as a year.
 */
export function readRanges(
  words: string[],
  thisYear: number,
): { ranges: KeywordRanges; rest: string[] } {
  const ranges: KeywordRanges = {};
  const rest: string[] = [];
  /** The direction word(s) just before position i: 'below', 'above' or none. */
  const sideBefore = (i: number): 'below' | 'above' | undefined => {
    for (let j = i - 1; j >= 0 && j >= i - 2; j--) {
      if (BELOW.has(words[j] ?? '')) return 'below';
      if (ABOVE.has(words[j] ?? '')) return 'above';
    }
    return undefined;
  };
  const dropSideWords = () => {
    while (rest.length > 0 && (BELOW.has(rest.at(-1) ?? '') || ABOVE.has(rest.at(-1) ?? ''))) {
      rest.pop();
    }
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1];
    // "3 to 6 lakh", "3-6 lakh" (the dash became a space): a range with one unit.
    const rangeUnit =
      isNumber(w) && (next === 'to' || isNumber(next))
        ? next === 'to'
          ? words[i + 3]
          : words[i + 2]
        : undefined;
    const hi = next === 'to' ? words[i + 2] : next;
    const rangeRupees = rangeUnit === undefined ? undefined : UNITS.get(rangeUnit);
    if (rangeRupees && isNumber(hi)) {
      ranges.priceMin = Math.round(Number(w) * rangeRupees);
      ranges.priceMax = Math.round(Number(hi) * rangeRupees);
      i += next === 'to' ? 3 : 2;
      continue;
    }
    if (isYear(w, thisYear) && next === 'to' && isYear(words[i + 2], thisYear)) {
      ranges.yearMin = Number(w);
      ranges.yearMax = Number(words[i + 2]);
      i += 2;
      continue;
    }
    const unit = next === undefined ? undefined : UNITS.get(next);
    if (isNumber(w) && unit) {
      const rupees = Math.round(Number(w) * unit);
      if (sideBefore(i) === 'above') ranges.priceMin = rupees;
      else ranges.priceMax = rupees;
      dropSideWords();
      i += 1;
      continue;
    }
    if (isNumber(w) && next !== undefined && KM_WORDS.has(next)) {
      ranges.kmMax = Math.round(Number(w));
      dropSideWords();
      i += 1;
      continue;
    }
    if (isYear(w, thisYear)) {
      const side = sideBefore(i) ?? (next === 'onwards' || next === '+' ? 'above' : undefined);
      if (side === 'above') ranges.yearMin = Number(w);
      else if (side === 'below') ranges.yearMax = Number(w);
      else {
        ranges.yearMin = Number(w);
        ranges.yearMax = Number(w);
      }
      dropSideWords();
      if (next === 'onwards') i += 1;
      continue;
    }
    rest.push(w);
  }
  return { ranges, rest };
}

/** One word in the catalogue's spelling (SPELLINGS), or itself ("constructor" is a word, not a key of every object). */
export const respell = (word: string) =>
  Object.hasOwn(SPELLINGS, word) ? (SPELLINGS[word] as string) : word;

/**
 * Damerau-Levenshtein distance of `a` and `b` (adjacent swaps count one),
 * or `max + 1` as soon as it must exceed `max`: how far a typed word is from
 * a catalogue word.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/** Typos forgiven in a word of this many letters: none under 4, one under 8, else two. */
export const typosAllowed = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);
