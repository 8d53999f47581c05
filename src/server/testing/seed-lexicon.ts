/**
 * The lexicon of the seed catalogue without a database, ids as seedCatalogue
 * gives them (data order, from 1), for unit tests of understand.ts and
 * suggest.ts. Popularity: the listed order, earlier more popular.
 */
import { FUELS, GEARS } from '../db/seed/catalogue.ts';
import { STATES } from '../db/seed/data/geography.ts';
import { MAKES } from '../db/seed/data/vehicles.ts';
import {
  buildLexicon,
  type CatalogueRows,
  type Lexicon,
} from '../modules/keyword-search/lexicon.ts';

export function seedLexicon(): Lexicon {
  const rows: CatalogueRows = {
    makes: MAKES.map((m, i) => ({ id: i + 1, name: m.name })),
    models: [],
    variantNames: MAKES.flatMap((m) => m.models.flatMap((x) => x.variants.map((v) => v.name))),
    fuels: FUELS.map((name, i) => ({ id: i + 1, name })),
    gears: GEARS.map((name, i) => ({ id: i + 1, name })),
    states: STATES.map((s, i) => ({ id: i + 1, name: s.name })),
    cities: [],
    modelCounts: new Map(),
    cityCounts: new Map(),
  };
  for (const [i, make] of MAKES.entries()) {
    for (const model of make.models) {
      const id = rows.models.length + 1;
      rows.models.push({ id, make_id: i + 1, name: model.name, body: model.body });
      rows.modelCounts.set(id, 1000 - id);
    }
  }
  for (const [i, state] of STATES.entries()) {
    for (const name of state.cities) {
      const id = rows.cities.length + 1;
      rows.cities.push({ id, state_id: i + 1, name });
      rows.cityCounts.set(id, 10_000 - id);
    }
  }
  return buildLexicon(rows);
}
