/** Each grievance category's words (GRIEVANCE_CATEGORIES; #messages/grievance.ts). */
import {
  categoryAccount,
  categoryListing,
  categoryOther,
  categoryPersonalData,
  categorySeller,
} from '#messages/grievance.ts';
import type { GrievanceCategory } from '#shared/schemas/grievance.ts';

export const CATEGORY_LABELS: Record<GrievanceCategory, string> = {
  'personal-data': categoryPersonalData,
  listing: categoryListing,
  seller: categorySeller,
  account: categoryAccount,
  other: categoryOther,
};
