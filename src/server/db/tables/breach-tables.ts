/** Kysely types of breach notices (migration 0032; docs/incident.md). Times ISO 8601. */
import type { Generated } from 'kysely';

/** One breach notice an operator sent (DPDP Rules 2025, rule 7(1)). */
export interface BreachNoticeRow {
  id: Generated<number>;
  what_happened: string;
  /** The day it happened, YYYY-MM-DD. */
  occurred_on: string;
  consequences: string;
  measures: string;
  advice: string;
  /** The Grievance Officer's name, e-mail and phone when it was sent. */
  contact: string;
  /** 'all': every account; 'listed': the accounts of a list of mobiles. */
  audience: string;
  /** How many accounts it went to. */
  recipients: number;
  /** The operator's users.id. */
  created_by: number;
  created_at: string;
}

/** One account a breach notice went to. */
export interface BreachRecipientRow {
  notice_id: number;
  user_id: number;
  /** When its WhatsApp message went; null until then. */
  sent_at: string | null;
  /** When the person marked it read in the app; null until then. */
  read_at: string | null;
}
