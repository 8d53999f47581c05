/**
 * The seller revealed by a successful lead, kept per car for the browser tab
 * (sessionStorage) so a reload keeps the Contact Dealer block.
 */

import { useCallback, useState } from 'react';
import type { DealerProfile } from '#shared/schemas/car.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

const keyFor = (rand: string) => `carsetu.seller.${rand}`;

export function readRevealedSeller(rand: string): DealerProfile | null {
  if (typeof sessionStorage === 'undefined') return null; // the server render
  try {
    const raw = sessionStorage.getItem(keyFor(rand));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDealerProfile(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Shape check of DealerProfileSchema, by hand so the page chunk does not carry zod. */
export function isDealerProfile(v: unknown): v is DealerProfile {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  const text = (k: string) => typeof o[k] === 'string';
  const textOrNull = (k: string) => o[k] === null || typeof o[k] === 'string';
  return (
    text('Rand') &&
    text('Firmname') &&
    text('Mobileno') &&
    text('Address') &&
    text('nCity') &&
    textOrNull('Mobileno1') &&
    textOrNull('nGpslink')
  );
}

export function saveRevealedSeller(rand: string, seller: DealerProfile): void {
  try {
    sessionStorage.setItem(keyFor(rand), JSON.stringify(seller));
  } catch {
    // Private mode or full storage: the block still shows until the page is left.
  }
}

/**
 * [seller or null, reveal(seller)] for one car. The stored seller shows only
 * after hydration: the server's HTML has none, and the first render in the
 * browser must match it.
 */
export function useRevealedSeller(rand: string) {
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState<{ rand: string; seller: DealerProfile } | null>(null);
  const seller =
    revealed?.rand === rand ? revealed.seller : hydrated ? readRevealedSeller(rand) : null;
  const reveal = useCallback(
    (next: DealerProfile) => {
      saveRevealedSeller(rand, next);
      setRevealed({ rand, seller: next });
    },
    [rand],
  );
  return [seller, reveal] as const;
}
