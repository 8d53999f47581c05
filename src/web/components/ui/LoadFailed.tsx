/**
 * What a signed-in page shows when its data could not load: `message` and a
 * Try again button that calls `onRetry`. `className` styles the box (a card
 * by default).
 */
import { tryAgain } from '#messages/frame.ts';

const CARD = 'rounded-2xl bg-white p-8 text-center shadow-card ring-1 ring-ink-200/70';

export function LoadFailed({
  message,
  onRetry,
  className = CARD,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="text-ink-700">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700"
      >
        {tryAgain}
      </button>
    </div>
  );
}
