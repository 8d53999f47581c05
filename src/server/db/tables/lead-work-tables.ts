/**
 * Kysely types of working a lead (migration 0026;
 * docs/decisions/041-lead-work.md): each lead's history, and a person's
 * consent to the 9:30 WhatsApp of their day's follow-ups. Times as ISO 8601
 * strings made by the application.
 */
import type { Generated } from 'kysely';
import type { LeadEventKind } from '#shared/schemas/lead-work.ts';

/** One change to a lead: never updated, so two people working one lead lose nothing. */
export interface LeadEventRow {
  id: Generated<number>;
  lead_id: number;
  /** Who (users.id); null: CarSetu itself (the assignment of a new lead, an escalation). */
  actor_user_id: number | null;
  kind: LeadEventKind;
  /**
   * What changed, JSON: { stage?, lostReason?, nextFollowUp? (ISO, or '' when cleared),
   * note?, via?, assigneeStaffId? (null: the owner), assigneeName? }.
   */
  detail: string;
  created_at: string;
}

/** A person's consent to the day's follow-ups on WhatsApp at 9:30 IST. No row: never turned on. */
export interface FollowUpConsentRow {
  user_id: number;
  /** 1: on; 0: off. */
  messages_on: number;
  /** The wording agreed to when it was turned on. */
  consent_text: string;
  changed_at: string;
  /** 'account' (the Today screen) or 'stop' (a STOP reply). */
  changed_via: string;
  /** The IST day (YYYY-MM-DD) of the last message sent. */
  last_sent_day: string | null;
}
