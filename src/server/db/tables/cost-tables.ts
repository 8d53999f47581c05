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

/** The owner's margin on a car. */
export interface ListingMarginRow {
  listing_id: number;
  /** Rupees above the net cost: the minimum price is net cost + margin. */
  margin: number;
  updated_at: string;
}

/** A dealer's car sold (issue 45 part 3): the buyer, the price, and the RC transfer's stage. */
export interface ListingSaleRow {
  listing_id: number;
  buyer_name: string;
  /** Ten digits starting 6-9. */
  buyer_mobile: string;
  buyer_address: string;
  /** SALE_ID_TYPES, or null when none was given. */
  id_type: string | null;
  id_number: string | null;
  /** Rupees. */
  sale_price: number;
  /** PAYMENT_MODES. */
  payment_mode: string;
  /** RC_STAGES: 'signed', 'submitted' or 'transferred'. */
  rc_stage: string;
  rc_changed_at: string;
  /** When the owner was reminded that the RC papers were not submitted in 14 days; null until then. */
  rc_reminded_at: Generated<string | null>;
  /** The car's engine number as on its RC (letters and digits, uppercase, at most 20); null: not given (migration 0035). */
  engine_number: Generated<string | null>;
  /** Its chassis number (VIN), letters and digits, uppercase, at most 17; null: not given (migration 0035). */
  chassis_number: Generated<string | null>;
  /** users.id of who recorded the sale. */
  sold_by: number;
  sold_at: string;
}
