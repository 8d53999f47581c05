/**
 * The caution line of a car buyers have reported, until an operator has
 * looked (issue 25 part 5, docs/moderation.md#reports).
 */
import { reportedCaution } from '#messages/car-page.ts';

export function CautionLine() {
  return (
    <p
      role="note"
      className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
    >
      {reportedCaution}
    </p>
  );
}
