/**
 * A filter select's choice shown at once (docs/decisions/030-list-choices-wait-for-the-app.md):
 * the page re-renders for a choice in a transition, during which React would
 * set a controlled select back to the old value until it commits; the
 * visitor's choice shows meanwhile (useOptimistic).
 *
 * Returns the value to show and `choose(choice, apply)`, which shows
 * `choice` and runs `apply` (the page's change) in that transition.
 */
import { startTransition, useOptimistic } from 'react';

export function useShownChoice<T extends string>(
  value: T,
): [shown: T, choose: (choice: T, apply: () => void) => void] {
  const [shown, show] = useOptimistic(value);
  const choose = (choice: T, apply: () => void) =>
    startTransition(() => {
      show(choice);
      apply();
    });
  return [shown, choose];
}
