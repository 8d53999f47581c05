/**
 * Safety tips where buyers and sellers meet (docs/product.md#car-page, issue
 * 25 part 5): under Get Seller Details, and in the Contact Dealer block once
 * the seller's number shows. The common used-car scams in India ask for
 * money before the car is seen: token or advance money, a UPI collect
 * request or QR code, a loan the seller hides.
 */
import {
  safetyTips,
  staySafe,
  tipLoanNoc,
  tipNoAdvance,
  tipNoUpi,
  tipSeeFirst,
} from '#messages/car-page.ts';

export const SAFETY_TIPS = [tipSeeFirst, tipNoAdvance, tipNoUpi, tipLoanNoc] as const;

export function SafetyTips() {
  return (
    <aside
      aria-label={safetyTips}
      className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p className="font-semibold">{staySafe}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {SAFETY_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
