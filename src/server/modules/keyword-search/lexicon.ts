/**
 * The catalogue as words (docs/product.md#keyword-search): every make, model,
 * fuel, gear, body, state and city under each of its spellings (as typed by
 * keywordTokens, and without spaces: "xuv 500" = "XUV500"), and the words of
 * variant names and the basic colours, which the listings' text index
 * answers. Built from rows so tests can build one from the seed catalogue.
 */
import { keywordTokens } from '#shared/keywords.ts';

/** What a catalogue word names. Earlier kinds win when one spelling names several. */
export const TERM_KINDS = [
  'model',
  'make',
  'fuel',
  'gear',
  'body',
  'state',
  'city',
  'variant',
  'colour',
] as const;
export type TermKind = (typeof TERM_KINDS)[number];

export interface Term {
  kind: TermKind;
  /** Row id (0 for variant and colour words, which have none). */
  id: number;
  /** As shown: "Hyundai Creta", "Ahmedabad", "Diesel". */
  label: string;
  /** The model's make, the city's state. */
  parentId?: number;
  /** Models of this body (body terms only). */
  modelIds?: number[];
  /** Cars for sale it names, for ranking suggestions. */
  popularity: number;
}

export interface CatalogueRows {
  makes: { id: number; name: string }[];
  models: { id: number; make_id: number; name: string; body: string }[];
  variantNames: string[];
  fuels: { id: number; name: string }[];
  gears: { id: number; name: string }[];
  states: { id: number; name: string }[];
  cities: { id: number; state_id: number; name: string }[];
  /** Cars for sale per model id and per city id. */
  modelCounts: Map<number, number>;
  cityCounts: Map<number, number>;
}

export interface Lexicon {
  /** Spelling (words joined by a space, or without spaces) -> terms, best kind first. */
  bySpelling: Map<string, Term[]>;
  /** Terms a typo may reach (not variant or colour words), with their one-word spellings. */
  fuzzy: { spelling: string; term: Term }[];
  /** Terms suggested as the buyer types (makes, models, cities), most popular first. */
  suggestible: { spellings: string[]; term: Term }[];
  /** Longest spelling in words. */
  maxWords: number;
}

/** Colours a buyer types; the listing's own colour name ("Pearl Arctic White") holds one of them. */
export const BASIC_COLOURS = [
  'white',
  'black',
  'silver',
  'grey',
  'red',
  'blue',
  'brown',
  'green',
  'orange',
  'yellow',
  'gold',
  'beige',
  'maroon',
  'purple',
  'bronze',
];

const BODY_LABELS: Record<string, string> = {
  hatchback: 'Hatchback',
  sedan: 'Sedan',
  suv: 'SUV',
  muv: 'MUV',
  van: 'Van',
  pickup: 'Pickup',
};

/** A word worth matching in variant names: letters in it, two characters or more. */
const isVariantWord = (w: string) => w.length >= 2 && /[a-z]/.test(w);

/** The catalogue's words, from its rows (see CatalogueRows). */
export function buildLexicon(rows: CatalogueRows): Lexicon {
  const bySpelling = new Map<string, Term[]>();
  const fuzzy: Lexicon['fuzzy'] = [];
  const suggestible: Lexicon['suggestible'] = [];
  let maxWords = 1;
  const add = (name: string, term: Term, opts: { fuzzy?: boolean } = {}) => {
    const words = keywordTokens(name);
    if (words.length === 0) return [];
    maxWords = Math.max(maxWords, words.length);
    const spellings = [...new Set([words.join(' '), words.join('')])];
    for (const s of spellings) {
      const list = bySpelling.get(s) ?? [];
      if (!list.some((t) => t.kind === term.kind && t.id === term.id)) list.push(term);
      bySpelling.set(s, list);
      if (opts.fuzzy && !s.includes(' ')) fuzzy.push({ spelling: s, term });
    }
    return spellings;
  };

  const makeNames = new Map(rows.makes.map((m) => [m.id, m.name]));
  const makePopularity = new Map<number, number>();
  const bodyModels = new Map<string, number[]>();
  for (const m of rows.models) {
    const n = rows.modelCounts.get(m.id) ?? 0;
    makePopularity.set(m.make_id, (makePopularity.get(m.make_id) ?? 0) + n);
    bodyModels.set(m.body, [...(bodyModels.get(m.body) ?? []), m.id]);
    const label = `${makeNames.get(m.make_id) ?? ''} ${m.name}`.trim();
    const term: Term = { kind: 'model', id: m.id, label, parentId: m.make_id, popularity: n };
    suggestible.push({
      spellings: [...add(m.name, term, { fuzzy: true }), ...add(label, term)],
      term,
    });
  }
  for (const m of rows.makes) {
    const term: Term = {
      kind: 'make',
      id: m.id,
      label: m.name,
      popularity: makePopularity.get(m.id) ?? 0,
    };
    const spellings = add(m.name, term, { fuzzy: true });
    // "Maruti Suzuki" -> "maruti", "Mercedes-Benz" -> "mercedes", "Land Rover" stays whole.
    const first = keywordTokens(m.name)[0];
    if (first && first.length >= 4 && first !== 'land' && first !== 'force') {
      spellings.push(...add(first, term, { fuzzy: true }));
    }
    suggestible.push({ spellings, term });
  }
  for (const f of rows.fuels) {
    add(f.name, { kind: 'fuel', id: f.id, label: f.name, popularity: 0 }, { fuzzy: true });
  }
  for (const g of rows.gears) {
    add(g.name, { kind: 'gear', id: g.id, label: g.name, popularity: 0 }, { fuzzy: true });
  }
  for (const [body, modelIds] of bodyModels) {
    const label = BODY_LABELS[body] ?? body;
    add(body, { kind: 'body', id: 0, label, modelIds, popularity: 0 }, { fuzzy: true });
  }
  for (const s of rows.states) {
    add(s.name, { kind: 'state', id: s.id, label: s.name, popularity: 0 }, { fuzzy: true });
  }
  for (const c of rows.cities) {
    const n = rows.cityCounts.get(c.id) ?? 0;
    const term: Term = {
      kind: 'city',
      id: c.id,
      label: c.name,
      parentId: c.state_id,
      popularity: n,
    };
    suggestible.push({ spellings: add(c.name, term, { fuzzy: true }), term });
  }
  // Each word of the variant names, labelled as the catalogue first spells it ("VXi").
  const variantWords = new Map<string, string>();
  for (const name of rows.variantNames) {
    for (const word of name.split(/[^A-Za-z0-9]+/)) {
      const key = word.toLowerCase();
      if (isVariantWord(key) && !variantWords.has(key)) variantWords.set(key, word);
    }
  }
  for (const [w, label] of variantWords) add(w, { kind: 'variant', id: 0, label, popularity: 0 });
  for (const c of BASIC_COLOURS) {
    add(c, { kind: 'colour', id: 0, label: c[0]?.toUpperCase() + c.slice(1), popularity: 0 });
  }

  const rank = (t: Term) => TERM_KINDS.indexOf(t.kind);
  for (const list of bySpelling.values()) list.sort((a, b) => rank(a) - rank(b));
  suggestible.sort((a, b) => b.term.popularity - a.term.popularity);
  return { bySpelling, fuzzy, suggestible, maxWords };
}
