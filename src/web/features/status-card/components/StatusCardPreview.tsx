/**
 * The Status picture's preview in its dialog (issue 12 item 4): a 9:16 frame
 * that shows a pulse while the picture is made, the server's message with
 * Try again when it could not be, and the picture itself.
 */
import { makingPicture } from '#messages/car-page.ts';
import { tryAgain } from '#messages/frame.ts';
import { STATUS_CARD_SIZE } from '#shared/schemas/status-card.ts';

export interface StatusCardPreviewProps {
  /** The picture's object URL, once loaded. */
  url: string | undefined;
  alt: string;
  pending: boolean;
  /** What went wrong, or null. */
  error: string | null;
  onRetry: () => void;
}

export function StatusCardPreview({ url, alt, pending, error, onRetry }: StatusCardPreviewProps) {
  return (
    <div className="relative aspect-[9/16] w-full overflow-hidden rounded-xl bg-ink-100 shadow-sm ring-1 ring-ink-200">
      {error ? (
        <div
          role="alert"
          className="flex h-full flex-col items-center justify-center gap-2 p-3 text-center text-sm text-red-800"
        >
          <p>{error}</p>
          <button
            type="button"
            onClick={onRetry}
            className="min-h-11 rounded-lg px-3 font-semibold text-primary-700 underline underline-offset-2 hover:bg-white"
          >
            {tryAgain}
          </button>
        </div>
      ) : url ? (
        <img
          src={url}
          alt={alt}
          width={STATUS_CARD_SIZE.width}
          height={STATUS_CARD_SIZE.height}
          className="h-full w-full object-cover"
        />
      ) : pending ? (
        <div
          role="status"
          className="flex h-full animate-pulse flex-col items-center justify-center gap-2 bg-gradient-to-b from-ink-200 to-ink-100 p-3 text-center text-sm font-medium text-ink-600"
        >
          {makingPicture}
        </div>
      ) : null}
    </div>
  );
}
