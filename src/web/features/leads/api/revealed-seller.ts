/**
 * The seller revealed by a successful lead, kept per car for the browser tab
 * (sessionStorage) so a reload keeps the Contact Dealer block.
 */

import { useCallback, useState } from 'react';
import type { DealerProfile } from '#shared/schemas/car.ts';

const keyFor = (rand: string) => `carsetu.seller.${rand}`;

export function readRevealedSeller(rand: string): DealerProfile | null {
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

/** [seller or null, reveal(seller)] for one car. */
export function useRevealedSeller(rand: string) {
  const [state, setState] = useState(() => ({ rand, seller: readRevealedSeller(rand) }));
  // A different car on the same route instance: read its own entry.
  const current = state.rand === rand ? state.seller : readRevealedSeller(rand);
  if (state.rand !== rand) setState({ rand, seller: current });
  const reveal = useCallback(
    (seller: DealerProfile) => {
      saveRevealedSeller(rand, seller);
      setState({ rand, seller });
    },
    [rand],
  );
  return [current, reveal] as const;
}
