/**
 * Suggestions under the search box as the buyer types
 * (docs/product.md#keyword-search), loaded at the box's first focus. It
 * adopts the server-rendered input (the WAI-ARIA combobox pattern with a
 * list popup: aria-expanded, aria-controls, aria-activedescendant on the
 * input; Down and Up move through the list, Enter takes the highlighted
 * suggestion, Escape closes it) rather than rendering an input of its own,
 * so nothing the buyer typed or the phone's keyboard is lost when it loads.
 * See docs/decisions/034-keyword-search.md.
 */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { factCity, factMake, factModel, suggestionsLabel } from '#messages/cars.ts';
import type { KeywordSuggestion } from '#shared/schemas/keyword-search.ts';
import { fetchSuggestions } from '../api/suggestions.ts';

export interface KeywordSuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  /** Searches for a suggestion's whole query. */
  onPick: (q: string) => void;
}

const KIND_LABELS = { make: factMake, model: factModel, city: factCity } as const;
/** Pause in typing before asking, ms. */
const TYPING_PAUSE_MS = 120;

export function KeywordSuggestions({ input, onPick }: KeywordSuggestionsProps) {
  const listId = useId();
  const [items, setItems] = useState<KeywordSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The listeners read the latest state without being attached again.
  const state = useRef({ items, open, active });
  state.current = { items, open, active };
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const el = input.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const ask = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        request?.abort();
        const current = new AbortController();
        request = current;
        fetchSuggestions(el.value, current.signal).then((found) => {
          if (current.signal.aborted) return;
          setItems(found);
          setActive(-1);
          setOpen(found.length > 0 && document.activeElement === el);
        });
      }, TYPING_PAUSE_MS);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const { items: list, open: shown, active: at } = state.current;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (list.length === 0) return;
        e.preventDefault();
        setOpen(true);
        const step = e.key === 'ArrowDown' ? 1 : -1;
        // -1 is the box itself: the highlight goes round through it.
        setActive(shown ? ((at + 1 + step + list.length + 1) % (list.length + 1)) - 1 : 0);
      } else if (e.key === 'Enter' && shown && at >= 0 && list[at]) {
        e.preventDefault();
        el.value = list[at].q;
        setOpen(false);
        pick.current(list[at].q);
      } else if (e.key === 'Escape' && shown) {
        e.preventDefault();
        setOpen(false);
      }
    };
    const onBlur = () => setOpen(false);
    const onFocus = () => {
      if (state.current.items.length > 0 && el.value.trim()) setOpen(true);
    };
    el.addEventListener('input', ask);
    el.addEventListener('keydown', onKeyDown);
    el.addEventListener('blur', onBlur);
    el.addEventListener('focus', onFocus);
    el.setAttribute('aria-controls', listId);
    // Text typed before this loaded gets its suggestions now.
    if (el.value.trim()) ask();
    return () => {
      clearTimeout(timer);
      request?.abort();
      el.removeEventListener('input', ask);
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('blur', onBlur);
      el.removeEventListener('focus', onFocus);
      el.removeAttribute('aria-controls');
      el.setAttribute('aria-expanded', 'false');
      el.removeAttribute('aria-activedescendant');
    };
  }, [input, listId]);

  const shown = open && items.length > 0;
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) el.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else el.removeAttribute('aria-activedescendant');
  }, [input, listId, shown, active]);

  return (
    <div
      id={listId}
      role="listbox"
      aria-label={suggestionsLabel}
      hidden={!shown}
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-xl bg-white py-1 text-ink-900 shadow-lg ring-1 ring-ink-200"
    >
      {items.map((s, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks through the box (aria-activedescendant, Enter).
        <div
          key={s.q}
          id={`${listId}-${i}`}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          // Keeps the focus in the box, so the list is not closed by its blur first.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            if (input.current) input.current.value = s.q;
            setOpen(false);
            onPick(s.q);
          }}
          className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-[0.95rem] ${
            i === active ? 'bg-primary-50' : 'hover:bg-ink-50'
          }`}
        >
          <span className="truncate font-medium">{s.label}</span>
          <span className="shrink-0 text-xs text-ink-500">{KIND_LABELS[s.kind]}</span>
        </div>
      ))}
    </div>
  );
}
