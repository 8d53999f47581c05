/**
 * Kysely types of the accounts' tables (docs/product.md#sign-in,
 * #client-profile): users and profiles, the sign-in rows (OTP challenges,
 * login tickets, access tokens) and the per-account usage counts.
 */
import type { Generated } from 'kysely';

export interface UserRow {
  id: Generated<number>;
  /** Ten digits starting 6-9 (no country code). */
  mobile: string;
  /** Public id of the user as a seller (seller profile Rand); null until the first listing. */
  rand: string | null;
  created_at: string;
  last_login_at: string;
  /** 'en', 'hi' or 'gu': the language of the page last signed in from (their WhatsApp messages' language). */
  lang: Generated<string>;
}

/** One per user, made at first sign-in with everything but the user empty (docs/product.md#client-profile). */
export interface ProfileRow {
  user_id: number;
  /** '' until the user saves the profile. */
  name: string;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  /** '' until the user saves the profile. */
  address: string;
  updated_at: string;
}

/** One per mobile that ever asked for an OTP: ReSendOTP locks it so sends for a number are serialised. */
export interface OtpMobileRow {
  mobile: string;
  created_at: string;
}

/**
 * open: the code may be verified (until expires_at, while attempts < 5);
 * verified: used once, done; replaced: a newer code was sent; failed: the
 * message could not be sent.
 */
export type OtpChallengeStatus = 'open' | 'verified' | 'replaced' | 'failed';

export interface OtpChallengeRow {
  id: Generated<number>;
  mobile: string;
  /** HMAC-SHA256(key = salt, "mobile:code"), hex. The code itself is never stored. */
  code_hash: string;
  /** 16 random bytes, hex. */
  salt: string;
  status: OtpChallengeStatus;
  /** Wrong codes tried so far. */
  attempts: number;
  created_at: string;
  expires_at: string;
  /** When the status left 'open'. */
  closed_at: string | null;
}

/** A single-use login ticket VerifyOTP hands out and /login exchanges for an access token. */
export interface LoginTicketRow {
  id: Generated<number>;
  /** SHA-256 of the ticket, hex. */
  ticket_hash: string;
  mobile: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AccessTokenRow {
  id: Generated<number>;
  /** SHA-256 of the bearer token, hex. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** What an account_usage row counts (docs/decisions/008-abuse-budgets.md). */
export type AccountAction = 'listing' | 'photos';

/** One counted action of an account: a new listing (amount 1) or a batch of uploaded photos (amount = photos). */
export interface AccountUsageRow {
  id: Generated<number>;
  user_id: number;
  action: AccountAction;
  amount: number;
  created_at: string;
}

/** A buyer's saved search (migration 0013; docs/product.md#saved-searches). */
export interface SavedSearchRow {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The search call's criteria (SearchCriteriaFields), JSON. */
  criteria: string;
  /** 1: no alerts for it. */
  paused: Generated<number>;
  /** The newest listing id when its matches were last told: newer matches are new. */
  seen_listing_id: number;
  created_at: string;
  updated_at: string;
}

/** A buyer's alert of one day (migration 0015; docs/alerts.md). */
export interface AlertDigestRow {
  user_id: number;
  /** The IST date, YYYY-MM-DD. */
  day: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
  /** JSON: DigestContent (modules/alerts/digest-content.ts). */
  content: string;
  /** SHA-256 (hex) of the opt-out link's token, once the message is built. */
  stop_token_hash: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The alert messages taken from one day's budget (migration 0027; docs/alerts.md#at-scale). */
export interface AlertBudgetDayRow {
  /** The IST date, YYYY-MM-DD. */
  day: string;
  /** Messages taken to send that day (sending or sent). */
  taken: number;
}

/** A grievance and its answer (migration 0029; docs/privacy.md#grievances). */
export interface GrievanceRow {
  id: Generated<number>;
  /** "GRV-" and 6 letters or digits. */
  ticket: string;
  user_id: number;
  /** GRIEVANCE_CATEGORIES. */
  category: string;
  details: string;
  /** 'open' or 'answered'. */
  status: string;
  created_at: string;
  answered_at: string | null;
  answer: string | null;
  /** The operator who answered (users.id). */
  answered_by: number | null;
}

/** A consent given or withdrawn (migration 0028; docs/privacy.md#consents). */
export interface ConsentRecordRow {
  id: Generated<number>;
  user_id: number;
  /** 'alerts', 'follow-ups' or 'adult' (CONSENT_PURPOSES). */
  purpose: string;
  /** 1: given; 0: withdrawn. */
  given: number;
  /** PRIVACY_NOTICE_VERSION when it was recorded. */
  notice_version: string;
  /** The words agreed to (for a withdrawal: the ones agreed to before). */
  wording: string;
  /** 'account', 'link' or 'stop' (CONSENT_CHANNELS). */
  channel: string;
  at: string;
}

/** WhatsApp alert consent of an account (migration 0014). */
export interface AlertConsentRow {
  user_id: number;
  /** 1: alerts on; 0: off. */
  alerts_on: number;
  /** The wording agreed to when they were turned on (ALERTS_CONSENT_TEXT then). */
  consent_text: string;
  changed_at: string;
  /** 'account' (My alerts), 'link' (a message's opt-out link), 'stop' (a STOP reply). */
  changed_via: string;
}

/** The person an account names to act for it (migration 0031; docs/privacy.md#nominee). */
export interface NomineeRow {
  user_id: number;
  name: string;
  /** Ten digits starting 6-9, never the account's own. */
  mobile: string;
  created_at: string;
  updated_at: string;
}
