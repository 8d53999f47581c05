/**
 * The privacy notice's version and the consents CarSetu keeps on record
 * (issue 44 parts 2 and 3; docs/privacy.md#consents). The version is the
 * date the notice (the Privacy Policy page and the two-line notices of the
 * login dialog and the lead form) last changed; each consent is recorded
 * with it, and a consent call naming another version is refused, so nobody
 * agrees to a notice they were not shown.
 */

/** The date the privacy notice last changed (YYYY-MM-DD). */
export const PRIVACY_NOTICE_VERSION = '2026-12-03';

/**
 * What a consent is for: WhatsApp alerts of saved searches and price drops;
 * a team member's 9:30 WhatsApp of the day's follow-ups; the account
 * holder's confirmation that they are 18 or older.
 */
export const CONSENT_PURPOSES = ['alerts', 'follow-ups', 'adult'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * Where a consent was given or withdrawn: a screen of the account
 * ('account'), a message's opt-out link ('link'), a STOP reply on WhatsApp
 * ('stop').
 */
export const CONSENT_CHANNELS = ['account', 'link', 'stop'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** The version recorded for consents given before notices had versions (migration 0028). */
export const NOTICE_VERSION_BEFORE = 'before-2026-12-03';

/**
 * The Privacy Policy's sections: #your-rights, which the notices link to
 * until My data has a screen of its own (issue 44 part 4), and #grievances
 * (the Grievance Officer; the notices link to /grievance).
 */
export const PRIVACY_ANCHORS = { rights: 'your-rights', grievance: 'grievances' } as const;
