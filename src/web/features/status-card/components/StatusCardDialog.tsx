/**
 * The Promote on WhatsApp Status dialog (issue 12 item 4; docs/decisions/023-status-card.md):
 * a preview of the car's 1080x1920 picture, a Download link for it, the
 * caption to copy, and Share on WhatsApp (wa.me with the caption, or the
 * mobile app's share inside its web view). The picture and the caption load
 * on their own, each with its loading state and a Try again on failure.
 * Keyboard and focus are the Modal's; Escape and the close button close it.
 */
import { type MouseEvent, useId, useRef } from 'react';
import {
  captionCopied,
  captionCopyFailed,
  captionLabel,
  copyCaption,
  downloadPicture,
  promoteOnStatus,
  shareOnWhatsApp,
  statusPictureAlt,
  statusShareHint,
  statusStepCopy,
  statusStepDownload,
  statusStepPost,
  writingCaption,
} from '#messages/car-page.ts';
import { tryAgain } from '#messages/frame.ts';
import { OutlineIcon } from '#web/components/ui/icons.tsx';
import { Modal, ModalCloseButton } from '#web/components/ui/Modal.tsx';
import { WhatsAppIcon } from '#web/components/ui/WhatsAppIcon.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { type PromotedCar, useStatusCaption, useStatusCard } from '../api/status-card.ts';
import { useObjectUrl } from '../use-object-url.ts';
import { shareInApp, whatsAppTextUrl } from '../whatsapp-share.ts';
import { StatusCardPreview } from './StatusCardPreview.tsx';

export interface StatusCardDialogProps {
  car: PromotedCar;
  onClose: () => void;
}

/** An arrow into a tray (24px grid, currentColor; decorative). */
function DownloadIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon strokeWidth={2} className={className}>
      <path d="M12 3v12M7 10l5 5 5-5M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </OutlineIcon>
  );
}

const buttonClass =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl px-3 text-center text-sm font-semibold leading-tight transition';
const idleClass = 'cursor-not-allowed bg-ink-100 text-ink-500';

export function StatusCardDialog({ car, onClose }: StatusCardDialogProps) {
  const { title } = car;
  const id = useId();
  const titleId = `${id}-title`;
  const captionId = `${id}-caption`;
  const captionBox = useRef<HTMLTextAreaElement>(null);
  const picture = useStatusCard(car);
  const caption = useStatusCaption(car);
  const url = useObjectUrl(picture.data?.blob);
  const text = caption.data?.Caption;

  const copy = async () => {
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      notifySuccess(captionCopied);
    } catch {
      // No clipboard (an older web view, a page not served over HTTPS): leave it selected to copy by hand.
      captionBox.current?.focus();
      captionBox.current?.select();
      notifyError(captionCopyFailed);
    }
  };

  const onWhatsApp = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!caption.data) return;
    const { Caption, Link } = caption.data;
    const words = Caption.endsWith(Link) ? Caption.slice(0, -Link.length).trimEnd() : Caption;
    const shared = shareInApp(words, Link);
    if (shared.kind === 'not-in-app') return; // the link opens wa.me in a new tab
    e.preventDefault();
    if (shared.kind === 'error') notifyError(shared.message);
  };

  return (
    <Modal labelledBy={titleId} describedBy={`${id}-about`} onEscape={onClose}>
      <div className="p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-bold leading-tight text-ink-900">
              {promoteOnStatus}
            </h2>
            <p className="mt-1 truncate text-sm text-ink-600">{title}</p>
          </div>
          <div className="-mt-2 -mr-2">
            <ModalCloseButton onClick={onClose} />
          </div>
        </div>

        {/* Phone: the preview beside the steps, the buttons full width under both. Wider: the buttons under the steps. */}
        <div className="mt-4 grid grid-cols-[8.5rem_minmax(0,1fr)] gap-x-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:grid-rows-[1fr_auto]">
          <div className="sm:row-span-2">
            <StatusCardPreview
              url={url}
              alt={statusPictureAlt(title)}
              pending={picture.isPending || (picture.isSuccess && !url)}
              error={picture.isError ? picture.error.message : null}
              onRetry={() => void picture.refetch()}
            />
          </div>
          <div id={`${id}-about`} className="text-sm leading-snug text-ink-700">
            <ol className="list-decimal space-y-1.5 pl-4 marker:font-semibold marker:text-ink-500">
              <li>{statusStepDownload}</li>
              <li>{statusStepCopy}</li>
              <li>{statusStepPost}</li>
            </ol>
            <p className="mt-3 text-ink-600">{statusShareHint}</p>
          </div>
          <div className="col-span-2 mt-4 flex flex-col gap-2 sm:col-span-1 sm:col-start-2">
            {url && picture.data ? (
              <a
                href={url}
                download={picture.data.fileName}
                className={`${buttonClass} bg-primary-600 text-white hover:bg-primary-700`}
              >
                <DownloadIcon className="h-5 w-5 shrink-0" />
                {downloadPicture}
              </a>
            ) : (
              <button type="button" disabled className={`${buttonClass} ${idleClass}`}>
                <DownloadIcon className="h-5 w-5 shrink-0" />
                {downloadPicture}
              </button>
            )}
            {text ? (
              <a
                href={whatsAppTextUrl(text)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onWhatsApp}
                className={`${buttonClass} bg-emerald-700 text-white hover:bg-emerald-800`}
              >
                <WhatsAppIcon className="h-5 w-5 shrink-0" />
                {shareOnWhatsApp}
              </a>
            ) : (
              <button type="button" disabled className={`${buttonClass} ${idleClass}`}>
                <WhatsAppIcon className="h-5 w-5 shrink-0" />
                {shareOnWhatsApp}
              </button>
            )}
          </div>
        </div>

        <div className="mt-5">
          <label htmlFor={captionId} className="block text-sm font-semibold text-ink-800">
            {captionLabel}
          </label>
          {caption.isError ? (
            <div
              role="alert"
              className="mt-1.5 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800"
            >
              <p>{caption.error.message}</p>
              <button
                type="button"
                onClick={() => void caption.refetch()}
                className="mt-1 font-semibold underline underline-offset-2"
              >
                {tryAgain}
              </button>
            </div>
          ) : null}
          <textarea
            id={captionId}
            ref={captionBox}
            readOnly
            rows={5}
            value={text ?? ''}
            placeholder={caption.isPending ? writingCaption : ''}
            aria-busy={caption.isPending || undefined}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1.5 block w-full resize-none rounded-xl sm:h-28 border border-ink-300 bg-ink-50 px-3 py-2 text-sm leading-relaxed text-ink-900 placeholder:text-ink-500"
          />
          <button
            type="button"
            onClick={() => void copy()}
            disabled={!text}
            className="mt-2 inline-flex min-h-11 w-full items-center justify-center rounded-xl border border-primary-600 bg-white px-4 text-sm font-semibold text-primary-700 transition hover:bg-primary-50 disabled:cursor-not-allowed disabled:border-ink-200 disabled:text-ink-500"
          >
            {copyCaption}
          </button>
        </div>
      </div>
    </Modal>
  );
}
