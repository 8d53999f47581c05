/**
 * The insurance types' names as the page's language shows them, by wire value
 * (INSURANCE_TYPES: docs/product.md#insurance): the Sell and Edit forms' choice
 * and the car page's Insurance row. Apart from format.ts, so only those parts
 * carry the words.
 */
import { insuranceComprehensive, insuranceThirdParty, insuranceZeroDep } from '#messages/sell.ts';

export const INSURANCE_NAMES = {
  Comprehensive: insuranceComprehensive,
  'Third Party': insuranceThirdParty,
  'Zero depth': insuranceZeroDep,
} as const;

/** `type` in the page's language; a type the product does not list, as it is. */
export function insuranceTypeName(type: string): string {
  return (INSURANCE_NAMES as Record<string, string>)[type] ?? type;
}
