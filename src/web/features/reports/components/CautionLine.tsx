/**
 * The caution line of a car buyers have reported, until an operator has
 * looked (issue 25 part 5, docs/moderation.md#reports).
 */
export function CautionLine() {
  return (
    <p
      role="note"
      className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
    >
      Buyers have reported this car. Be extra careful: see the car and its RC before you pay
      anything.
    </p>
  );
}
