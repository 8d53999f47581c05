/**
 * The WhatsApp alerts' consent wording in every language (issue 24 part 4,
 * issue 26): a buyer agrees to the wording their page shows, and the server
 * keeps that wording with the consent. Server-side only (the web app imports
 * the schema that reads it as a type).
 */
import { MSG as en } from './i18n/en/messages.ts';
import { MSG as gu } from './i18n/gu/messages.ts';
import { MSG as hi } from './i18n/hi/messages.ts';

export const ALERTS_CONSENT_WORDINGS: ReadonlySet<string> = new Set([
  en.alertsConsent,
  hi.alertsConsent,
  gu.alertsConsent,
]);
