/** The shape of a glossary entry (glossary.ts, glossary-dealer.ts). */

export interface GlossaryTerm {
  /** The term, as a label or button shows it. */
  term: string;
  /** How the term starts in the sentences that use it (its stems): a listed message holds one. */
  forms: readonly string[];
  /** Variants that must not appear anywhere in the language's text. */
  forbidden: readonly string[];
}

export interface GlossaryEntry {
  /** The idea, in English. */
  idea: string;
  hi: GlossaryTerm;
  gu: GlossaryTerm;
  /**
   * Messages that name the idea, as `module.export` (`messages.MSG.key`,
   * `seo.policyDescriptions.key`): each must hold one of the term's forms in
   * both languages. Functions are called with sample values.
   */
  messages: readonly string[];
}
