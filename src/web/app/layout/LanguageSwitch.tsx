/**
 * The language switcher (docs/product.md#languages): the page the visitor is
 * on in English, हिन्दी and ગુજરાતી. Each other language is a plain link to
 * /lang/{lang}?to={path}, which keeps the choice and opens that page in that
 * language (a full page load: each language is its own build); it works
 * before and without the app. The current language is marked, not linked.
 */

import { useLocation } from 'react-router';
import { languageLabel } from '#messages/frame.ts';
import { lang } from '#messages/locale.ts';
import { LANG_NAME, LANGS } from '#shared/i18n/lang.ts';

export function LanguageSwitch({
  className = '',
  linkClassName = '',
  currentClassName = '',
}: {
  className?: string;
  linkClassName?: string;
  currentClassName?: string;
}) {
  const { pathname, search } = useLocation();
  const to = encodeURIComponent(`${pathname}${search}`);
  return (
    <nav aria-label={languageLabel} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {LANGS.map((l) => (
          <li key={l}>
            {l === lang ? (
              <span aria-current="true" lang={l} className={currentClassName}>
                {LANG_NAME[l]}
              </span>
            ) : (
              <a href={`/lang/${l}?to=${to}`} hrefLang={l} lang={l} className={linkClassName}>
                {LANG_NAME[l]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
