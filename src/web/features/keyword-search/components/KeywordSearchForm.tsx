/**
 * The keyword search box (docs/product.md#keyword-search), in the header and
 * on /search: a GET form to /search with `q`, server-rendered, so it works
 * before the app runs and without JavaScript. `keep` carries the address's
 * other criteria (the /search box keeps the filters and sort). Suggestions
 * load at the first focus (KeywordSuggestions.tsx, a chunk of its own).
 */

import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchButton, searchCarsLabel } from '#messages/cars.ts';
import { notRecognised, searchingFor } from '#messages/keyword-search.ts';
import { KEYWORDS_MAX_LENGTH } from '#shared/constants.ts';
import { paths } from '#shared/pages/paths.ts';
import { inputBase } from '#web/components/form/input-class.ts';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { localPath } from '#web/lib/local-path.ts';
import type { KeywordSuggestionsProps } from './KeywordSuggestions.tsx';

export interface KeywordSearchFormProps {
  /** The text shown (the address's `q`). */
  q: string;
  /** Other query keys the search keeps (the /search box: filters and sort). */
  keep?: URLSearchParams;
  placeholder: string;
  /** Larger control on /search. */
  size?: 'md' | 'lg';
  /** What the search's words were read as (shown under the box on /search). */
  reading?: { understood: string[]; ignored: string[] };
  className?: string;
}

/** /search?q=text, then the kept keys. */
export function keywordSearchHref(text: string, keep?: URLSearchParams): string {
  const params = new URLSearchParams();
  const q = text.replace(/\s+/g, ' ').trim();
  if (q) params.set('q', q);
  for (const [k, v] of keep ?? []) if (k !== 'q') params.append(k, v);
  const query = params.toString();
  return query ? `${paths.search}?${query}` : paths.search;
}

export function KeywordSearchForm({
  q,
  keep,
  placeholder,
  size = 'md',
  className,
  reading,
}: KeywordSearchFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [Suggestions, setSuggestions] = useState<ComponentType<KeywordSuggestionsProps> | null>(
    null,
  );
  const go = (text: string) => {
    input.current?.blur();
    navigate(keywordSearchHref(text, keep));
  };
  const loadSuggestions = () => {
    if (!Suggestions)
      import('./KeywordSuggestions.tsx').then(
        (m) => setSuggestions(() => m.KeywordSuggestions),
        () => {},
      );
  };
  // Focused (and perhaps typed in) before this was hydrated: its focus event has gone by.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useEffect(() => {
    if (document.activeElement === input.current) loadSuggestions();
  }, []);
  const tall = size === 'lg' ? 'h-12' : 'h-10';
  return (
    <div className={className}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Android web views. */}
      <form
        role="search"
        method="get"
        action={localPath(paths.search)}
        // The header's box is narrow on phones: its suggestions take the header's width (it is positioned).
        className={size === 'md' ? 'sm:relative' : 'relative'}
        onSubmit={(e) => {
          e.preventDefault();
          go(input.current?.value ?? '');
        }}
      >
        {[...(keep ?? [])].map(([k, v]) =>
          k === 'q' ? null : <input key={`${k}=${v}`} type="hidden" name={k} value={v} />,
        )}
        <label htmlFor={id} className="sr-only">
          {searchCarsLabel}
        </label>
        <div className="relative">
          <input
            key={q}
            ref={input}
            id={id}
            type="search"
            name="q"
            defaultValue={q}
            placeholder={placeholder}
            maxLength={KEYWORDS_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            onFocus={loadSuggestions}
            onPointerDown={loadSuggestions}
            className={`${inputBase} ${tall} min-w-0 pl-3 pr-10`}
          />
          <button
            type="submit"
            aria-label={searchButton}
            className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center text-primary-700"
          >
            <SearchIcon className="h-5 w-5" />
          </button>
        </div>
        {Suggestions && <Suggestions input={input} onPick={go} />}
      </form>
      {reading && <KeywordReading {...reading} />}
    </div>
  );
}

/** What a keyword search's words were read as, and the words that named nothing. */
function KeywordReading({ understood, ignored }: { understood: string[]; ignored: string[] }) {
  return (
    <div className="mt-2 text-sm text-ink-700">
      {understood.length > 0 && (
        <p>
          {searchingFor(
            <span key="words" className="font-semibold text-ink-900">
              {understood.join(' · ')}
            </span>,
          )}
        </p>
      )}
      {ignored.length > 0 && <p className="text-ink-600">{notRecognised(ignored.join(', '))}</p>}
    </div>
  );
}
