/**
 * A path of this site in the page's language (docs/decisions/037-languages.md):
 * '/search' -> '/hi/search' in the Hindi build, unchanged in English. For
 * the few addresses written outside React Router (plain `<a href>`, a form's
 * `action`, `location.assign`); its Link, NavLink and navigate add the
 * prefix themselves (the router's basename).
 */
import { lang } from '#messages/locale.ts';
import { langPrefix } from '#shared/i18n/lang.ts';

export function localPath(path: string): string {
  return path.startsWith('/') ? `${langPrefix(lang)}${path}` : path;
}
