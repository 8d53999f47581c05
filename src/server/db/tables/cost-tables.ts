/** Kysely types of cost sheets (migration 0033; docs/decisions/044-cost-sheets.md). Rupees, ISO dates. */
import type { Generated } from 'kysely';
import type { CostKind } from '#shared/schemas/cost-sheet.ts';

/** One cost of a dealer's car. */
export interface ListingCostRow {
  id: Generated<number>;
  listing_id: number;
  kind: CostKind;
  /** Rupees. */
  amount: number;
  /** The day it was paid, YYYY-MM-DD (for `purchase`: the day the car was bought). */
  spent_on: string;
  note: string;
  /** users.id of the owner who entered it. */
  created_by: number;
  created_at: string;
}

/** The owner's margin on a car, and what it sold for. */
export interface ListingMarginRow {
  listing_id: number;
  /** Rupees above the net cost: the minimum price is net cost + margin. */
  margin: number;
  /** Rupees, entered at Sold; null until then. */
  sold_price: number | null;
  updated_at: string;
}
