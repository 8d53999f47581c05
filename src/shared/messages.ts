/**
 * Every user-facing string docs/product.md quotes (#messages-and-errors),
 * spelled exactly as docs/product.md spells them ("feild", "Zero depth",
 * "sold this record" ...). Those the public pages and the app's frame show
 * are in page-messages.ts (MSG holds them too). The words are in
 * src/shared/i18n/{lang}/messages.ts: English for Node (the server), tsc and
 * Vitest, the build's language in each web build.
 */
export {
  MSG,
  otpHourlyLimitMessage,
  otpWaitMessage,
  photoLimitMessage,
} from '#messages/messages.ts';
