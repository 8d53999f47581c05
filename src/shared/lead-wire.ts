/**
 * The lead's wire values that are not rules (docs/product.md#lead,
 * #home-and-search-calls): the lead type and the fixed remark the web sends.
 * Kept apart from src/shared/schemas/lead.ts so the car page's app can send a
 * lead without loading zod.
 */
import { PRODUCT } from './brand.ts';

export const LEAD_TYPE = `${PRODUCT}Lead`;
export type LeadMode = 'Price' | 'Contact';

/** The fixed remark the web sends (docs/product.md#home-and-search-calls: fixed text beginning 'Lead from'). */
export function leadRemarks(mode: LeadMode, carTitle: string): string {
  return `Lead from ${PRODUCT} website: ${mode === 'Price' ? 'best price request' : 'seller details request'} for ${carTitle}`;
}

/** What a lead asked for, read back from its remarks (as leadRemarks wrote them). */
export function leadModeOf(remarks: string): LeadMode {
  return remarks.includes('best price request') ? 'Price' : 'Contact';
}
