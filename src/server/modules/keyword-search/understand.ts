/**
 * A typed query read against the catalogue (docs/product.md#keyword-search):
 * "creta diesel ahmedabad 2019" -> model Creta (so make Hyundai), fuel
 * Diesel, city Ahmedabad, model year 2019. Longest catalogue phrase first,
 * then one typo per short word (two from eight letters). Variant words are
 * left to the variants' text index (variant-words.repository.ts); words
 * naming nothing are reported, not searched for. Pure: the lexicon comes
 * from lexicon.ts.
 */
import { formatIndian, formatRupees } from '#shared/format.ts';
import {
  editDistance,
  type KeywordRanges,
  keywordTokens,
  readRanges,
  respell,
  STOP_WORDS,
  typosAllowed,
} from '#shared/keywords.ts';
import { type Lexicon, TERM_KINDS, type Term } from './lexicon.ts';

/** Column filters and text-index words a query names; absent = not named. */
export interface KeywordFilters extends KeywordRanges {
  makeId?: number;
  /** Any of these models ("creta seltos"). */
  modelIds?: number[];
  fuelId?: number;
  gearId?: number;
  /** Models of the body named ("suv"), when no model is named. */
  bodyModelIds?: number[];
  stateId?: number;
  /** Any of these cities (a name several states share gives each). */
  cityIds?: number[];
  /** Words the car's variant name holds, each ("vxi", "zxi plus"). */
  variantWords?: string[];
  /** Basic colours the car's colour name holds ("white"). */
  colours?: string[];
}

export interface Understanding {
  filters: KeywordFilters;
  /** What was read, in the buyer's order: "Hyundai Creta", "Diesel", "Under ₹5,00,000". */
  understood: string[];
  /** Words that named nothing, as typed. */
  ignored: string[];
}

/** The catalogue terms `word` reaches with a typo (the closest; ties by kind, then popularity). */
function closestTerms(lexicon: Lexicon, word: string): Term[] {
  const max = typosAllowed(word.length);
  if (max === 0 || /^\d/.test(word)) return [];
  let best: Term[] = [];
  let bestDistance = max + 1;
  for (const { spelling, term } of lexicon.fuzzy) {
    const d = editDistance(word, spelling, Math.min(max, bestDistance));
    if (d < bestDistance) {
      bestDistance = d;
      best = [term];
    } else if (d === bestDistance && d <= max) best.push(term);
  }
  const rank = (t: Term) => TERM_KINDS.indexOf(t.kind);
  return best.sort((a, b) => rank(a) - rank(b) || b.popularity - a.popularity);
}

function rangeLabels(r: KeywordRanges): string[] {
  const labels: string[] = [];
  if (r.priceMin !== undefined && r.priceMax !== undefined) {
    labels.push(`${formatRupees(r.priceMin)} to ${formatRupees(r.priceMax)}`);
  } else if (r.priceMax !== undefined) labels.push(`Under ${formatRupees(r.priceMax)}`);
  else if (r.priceMin !== undefined) labels.push(`Over ${formatRupees(r.priceMin)}`);
  if (r.yearMin !== undefined && r.yearMin === r.yearMax) labels.push(String(r.yearMin));
  else if (r.yearMin !== undefined && r.yearMax !== undefined) {
    labels.push(`${r.yearMin} to ${r.yearMax}`);
  } else if (r.yearMin !== undefined) labels.push(`${r.yearMin} or newer`);
  else if (r.yearMax !== undefined) labels.push(`${r.yearMax} or older`);
  if (r.kmMax !== undefined) labels.push(`Under ${formatIndian(r.kmMax)} km`);
  return labels;
}

/** Reads `text` (see the module comment); `thisYear` bounds the model years it accepts. */
export function understandKeywords(
  text: string,
  lexicon: Lexicon,
  thisYear: number,
): Understanding {
  const { ranges, rest } = readRanges(keywordTokens(text).map(respell), thisYear);
  const found: { terms: Term[]; typed: string }[] = [];
  const ignored: string[] = [];
  for (let i = 0; i < rest.length; ) {
    let matched = false;
    for (let n = Math.min(lexicon.maxWords, rest.length - i); n >= 1 && !matched; n--) {
      const words = rest.slice(i, i + n);
      const terms =
        lexicon.bySpelling.get(words.join(' ')) ?? lexicon.bySpelling.get(words.join(''));
      if (terms) {
        found.push({ terms, typed: words.join(' ') });
        i += n;
        matched = true;
      }
    }
    if (matched) continue;
    const word = rest[i] as string;
    i += 1;
    if (STOP_WORDS.has(word)) continue;
    const near = closestTerms(lexicon, word);
    if (near.length > 0) found.push({ terms: near, typed: word });
    else ignored.push(word);
  }

  const filters: KeywordFilters = { ...ranges };
  const labels: string[] = [];
  const put = <K extends keyof KeywordFilters>(key: K, value: KeywordFilters[K], label: string) => {
    if (filters[key] !== undefined && !Array.isArray(filters[key])) return;
    filters[key] = value;
    labels.push(label);
  };
  for (const { terms, typed } of found) {
    const kind = terms[0]?.kind;
    const same = terms.filter((t) => t.kind === kind);
    const first = same[0] as Term;
    if (kind === 'model') {
      filters.modelIds = [...(filters.modelIds ?? []), ...same.map((t) => t.id)];
      labels.push(first.label);
    } else if (kind === 'city') {
      filters.cityIds = [...(filters.cityIds ?? []), ...same.map((t) => t.id)];
      labels.push(first.label);
    } else if (kind === 'make') put('makeId', first.id, first.label);
    else if (kind === 'fuel') put('fuelId', first.id, first.label);
    else if (kind === 'gear') put('gearId', first.id, first.label);
    else if (kind === 'state') put('stateId', first.id, first.label);
    else if (kind === 'body') put('bodyModelIds', first.modelIds, first.label);
    else if (kind === 'colour') {
      filters.colours = [...(filters.colours ?? []), first.label.toLowerCase()];
      labels.push(first.label);
    } else {
      filters.variantWords = [...(filters.variantWords ?? []), ...typed.split(' ')];
      labels.push(first.label);
    }
  }
  const allTerms = found.flatMap((f) => f.terms);
  reconcile(filters, allTerms);
  // "hyundai creta" reads as one thing: the model's label already names its make.
  const makeLabel = allTerms.find((t) => t.kind === 'make' && t.id === filters.makeId)?.label;
  const shown = filters.modelIds && makeLabel ? labels.filter((l) => l !== makeLabel) : labels;
  return { filters, understood: [...dedupe(shown), ...rangeLabels(ranges)], ignored };
}

const dedupe = (labels: string[]) => [...new Set(labels)];

/**
 * A named model decides its make and outweighs a body; a named city decides
 * its state. Where they disagree ("maruti creta") the more precise word wins.
 */
function reconcile(f: KeywordFilters, terms: Term[]): void {
  const parentOf = (kind: 'model' | 'city', id: number) =>
    terms.find((t) => t.kind === kind && t.id === id)?.parentId;
  if (f.modelIds) {
    f.modelIds = [...new Set(f.modelIds)];
    const ofMake = f.modelIds.filter((id) => parentOf('model', id) === f.makeId);
    if (f.makeId !== undefined && ofMake.length > 0) f.modelIds = ofMake;
    else delete f.makeId;
    delete f.bodyModelIds;
  }
  if (f.cityIds) {
    f.cityIds = [...new Set(f.cityIds)];
    const inState = f.cityIds.filter((id) => parentOf('city', id) === f.stateId);
    if (f.stateId !== undefined && inState.length > 0) f.cityIds = inState;
    else delete f.stateId;
  }
  if (f.variantWords) f.variantWords = [...new Set(f.variantWords)];
  if (f.colours) f.colours = [...new Set(f.colours)];
}
