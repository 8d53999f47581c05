/** The language this build speaks (docs/decisions/037-languages.md). */
import type { Lang } from '../lang.ts';

export const lang: Lang = 'en';
