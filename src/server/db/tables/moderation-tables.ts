/**
 * Kysely types of the moderation tables (migration 0016, docs/moderation.md):
 * reports of listings, blocked mobiles and the operators' append-only audit.
 * Times as ISO 8601 strings made by the application.
 */
import type { Generated } from 'kysely';

/** One report of a listing by one mobile. */
export interface ListingReportRow {
  id: Generated<number>;
  listing_id: number;
  /** One of REPORT_REASONS' codes (#shared/schemas/report.ts). */
  reason: string;
  remarks: string;
  /** Ten digits: the reporter's (their account's when signed in). */
  reporter_mobile: string;
  reporter_user_id: number | null;
  created_at: string;
  closed_at: string | null;
  /** The operator's user id. */
  closed_by: number | null;
  /** 'hidden' (the car was hidden) or 'dismissed'. */
  outcome: string | null;
}

/** A mobile an operator blocked: no sign-in, leads or reports; its listings hidden. */
export interface BlockedMobileRow {
  mobile: string;
  reason: string;
  /** The operator's user id. */
  blocked_by: number;
  created_at: string;
}

/** One operator action (never updated or deleted: the database refuses). */
export interface OperatorAuditRow {
  id: Generated<number>;
  operator_id: number;
  /** The operator's mobile, masked (98XXXXXX10): the audit outlives accounts. */
  operator_mobile: string;
  /** e.g. 'listing.hide', 'listing.restore', 'mobile.block', 'report.dismiss'. */
  action: string;
  /** What it acted on: 'listing:<rand>', 'mobile:<masked>', 'banner:<id>', 'dealer:<id>', 'flag:<id>'. */
  subject: string;
  reason: string;
  /** The subject before and after, JSON, or null. */
  before: string | null;
  after: string | null;
  created_at: string;
}

/** One "is it still for sale?" WhatsApp (migration 0019): one a listing, renewal and lead time. */
export interface RenewalReminderRow {
  listing_id: number;
  /** The listing's renewed_at it was sent for. */
  renewed_at: string;
  /** 7 or 1. */
  days_before: number;
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  /** 'sending', 'sent' or 'failed'. */
  status: string;
  created_at: string;
}
