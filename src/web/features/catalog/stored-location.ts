/**
 * The visitor's chosen state and city in localStorage ("The chosen
 * state is stored in local storage, and the stored city is removed when the
 * state changes"). A /search URL without a state falls back to them. Ids are
 * stored as plain numbers; the older `{ Value, Text }` JSON is still read.
 */

export const STORED_STATE_KEY = 'carsetu_search_state';
export const STORED_CITY_KEY = 'carsetu_search_city';

function readId(key: string): number | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const v: unknown = JSON.parse(raw);
    const id =
      typeof v === 'number'
        ? v
        : v && typeof v === 'object' && 'Value' in v && typeof v.Value === 'string'
          ? Number(v.Value)
          : Number.NaN;
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function writeId(key: string, id: number | null): void {
  try {
    if (id === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(id));
  } catch {
    // Storage full or blocked (private mode in some web views): the URL still carries the choice.
  }
}

export interface StoredLocation {
  state: number | null;
  city: number | null;
}

/** What the server knows of a visitor's location: nothing. */
export const NO_STORED_LOCATION: StoredLocation = { state: null, city: null };

export function readStoredLocation(): StoredLocation {
  const state = readId(STORED_STATE_KEY);
  return { state, city: state === null ? null : readId(STORED_CITY_KEY) };
}

/** Remembers a chosen state and city; a different state removes the stored city. */
export function rememberLocation(state: number, city: number | null): void {
  if (readId(STORED_STATE_KEY) !== state) {
    writeId(STORED_STATE_KEY, state);
    writeId(STORED_CITY_KEY, null);
  }
  writeId(STORED_CITY_KEY, city);
}
