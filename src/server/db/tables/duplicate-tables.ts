/**
 * Kysely types of the duplicate flags (migration 0017,
 * docs/decisions/036-duplicate-photos.md). Times as ISO 8601 strings made by
 * the application.
 */
import type { Generated } from 'kysely';

/** What a flagged listing shares with another seller's live listing. */
export type FlagKind = 'photo' | 'car_number';

/** One listing flagged as looking like another seller's live listing. */
export interface ListingFlagRow {
  id: Generated<number>;
  listing_id: number;
  kind: FlagKind;
  /** The other seller's listing; null once it is deleted. */
  other_listing_id: number | null;
  /** 'photo': the Hamming distance of the closest pair of photos (0 to 8); else null. */
  distance: number | null;
  created_at: string;
  resolved_at: string | null;
  /** The operator's user id. */
  resolved_by: number | null;
  /** What the operator decided (free text, e.g. 'dismissed', 'hidden'). */
  resolution: string | null;
}
