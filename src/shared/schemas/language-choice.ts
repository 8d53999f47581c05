/**
 * GET /lang/{lang}?to={path}: the language switcher's link (issue 26, part 1;
 * docs/product.md#languages). `lang` is en, hi or gu; `to` is the English path
 * of the page the visitor was on (a path on this site: never another host).
 */
import { z } from 'zod';
import { LANGS } from '../i18n/lang.ts';

/** A path on this site: starts with one '/', not '//' or '/\' (which browsers read as another host). */
export const LocalPathSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/);

export const LanguageChoiceParamsSchema = z.object({ lang: z.enum(LANGS) });

export const LanguageChoiceQuerySchema = z.object({
  to: LocalPathSchema.catch('/').default('/'),
});
