/**
 * A car's 'Price guidance' under its row in the dealer workspace (issue 45
 * part 2; docs/decisions/045-price-guidance.md): a disclosure whose panel
 * (PriceGuidancePanel.tsx, a lazy chunk) loads and asks for the guidance
 * only once it is opened. `canSetPrice`: the person may change prices
 * (`setPrice`), so the panel offers the one-tap Good price.
 */
import { lazy, Suspense } from 'react';
import {
  guidanceLoadFailed,
  loadingGuidance,
  priceGuidanceButton,
} from '#messages/price-guidance.ts';
import { Disclosure } from '#web/components/ui/Disclosure.tsx';
import type { PriceGuidanceProps } from './PriceGuidancePanel.tsx';

const PANEL = 'border-t border-ink-100 px-3 pb-4 pt-3 text-sm';

const PriceGuidancePanel = lazy(() =>
  import('./PriceGuidancePanel.tsx').catch((err) => {
    // A flaky connection must not break the workspace: the panel says it did not load.
    console.warn('Price guidance could not load:', err);
    return { default: () => <p className={`${PANEL} text-ink-700`}>{guidanceLoadFailed}</p> };
  }),
);

/** 'Price guidance' for car `rand` (`title` for screen readers); its panel loads when first opened. */
export function PriceGuidance({ rand, title, canSetPrice }: PriceGuidanceProps) {
  return (
    <Disclosure label={priceGuidanceButton} hidden={title}>
      {(open) =>
        open ? (
          <Suspense fallback={<p className={`${PANEL} text-ink-600`}>{loadingGuidance}</p>}>
            <PriceGuidancePanel rand={rand} title={title} canSetPrice={canSetPrice} />
          </Suspense>
        ) : null
      }
    </Disclosure>
  );
}
