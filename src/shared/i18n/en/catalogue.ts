/**
 * The catalogue's own names (fuels, gears, vehicle types; the API answers
 * them in English, src/server/db/seed/catalogue.ts) as a page in this
 * language shows them: English shows them as they are. Read through
 * src/shared/catalogue-names.ts; a name not listed shows as it is (CNG, LPG).
 */
export const catalogueNames: Readonly<Record<string, string>> = {
  Petrol: 'Petrol',
  Diesel: 'Diesel',
  Electric: 'Electric',
  Hybrid: 'Hybrid',
  Manual: 'Manual',
  Automatic: 'Automatic',
  Car: 'Car',
  'Commercial Vehicle': 'Commercial Vehicle',
  'Two Wheeler': 'Two Wheeler',
};
