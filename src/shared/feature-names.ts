/**
 * A vehicle feature's name as the page's language shows it (the catalogue
 * answers Featuresdata and a car's Listidjson in English): the car page and
 * the Sell and Edit forms. Apart from format.ts, so the names ride only in
 * those parts, not in every page's start (js-budget.json).
 */
import { featureNames } from '#messages/features.ts';

/** `name` in the page's language; a name the catalogue does not list, as it is. */
export function featureName(name: string): string {
  return featureNames[name] ?? name;
}
