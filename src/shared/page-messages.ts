/**
 * The messages of docs/product.md#messages-and-errors that the public pages
 * (Home, /search, landing, car, Contact, policy pages) and the app's frame
 * show, apart from the rest (messages.ts, whose MSG holds these too) so that
 * a public page's app carries only these (js-budget.json). Spelled exactly as
 * docs/product.md spells them. The words are in src/shared/i18n/{lang}/page-messages.ts:
 * English for Node, tsc and Vitest, the build's language in each web build.
 */
export * as PAGE_MSG from '#messages/page-messages.ts';
