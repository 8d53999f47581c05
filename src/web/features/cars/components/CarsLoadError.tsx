/** A car list that could not load: the reason and a way to try again. */
import { carsLoadFailed } from '#messages/cars.ts';
import { tryAgain } from '#messages/frame.ts';

export function CarsLoadError({
  onRetry,
  message = carsLoadFailed,
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-card">
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
