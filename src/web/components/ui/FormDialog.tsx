/**
 * The native <dialog> of a form the car page carries in its HTML (the lead
 * dialogs, Report this car): opened by the browser itself (`commandfor` on
 * its button), closed by Escape, its close button (command="close") or a tap
 * on the backdrop (closedby="any"); the browser returns focus to the button
 * (src/web/boot-invokers.ts answers the commands where the browser lacks them).
 * `open` shows it without script (a form posted without JavaScript, answered
 * with its errors, or the page opened with `?open={id}`: the link
 * DialogOpener gives a browser without JavaScript, which may lack invoker
 * commands too, like Safari before 26.2). The box scrolls within a short
 * phone screen.
 */
import { type ReactNode, type RefObject, useEffect, useId, useState } from 'react';
import { closeButton } from '#messages/frame.ts';
import { OPEN_PARAM } from '#shared/page-dialogs.ts';
import { CloseIcon } from '#web/components/ui/icons.tsx';

/**
 * How many times `dialog` has closed (a key for a fresh form after each),
 * calling `onClose` at each close.
 */
export function useClosings(
  dialog: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
): number {
  const [closings, setClosings] = useState(0);
  useEffect(() => {
    const element = dialog.current;
    const closed = () => {
      onClose();
      setClosings((n) => n + 1);
    };
    element?.addEventListener('close', closed);
    return () => element?.removeEventListener('close', closed);
  }, [dialog, onClose]);
  return closings;
}

/**
 * The button that opens the dialog `dialogId` (an invoker command), and,
 * without JavaScript, a link that looks the same to this page with the
 * dialog open: the `needs-script` class hides the button there (index.html),
 * since a browser without invoker commands would leave it dead.
 */
export function DialogOpener({
  dialogId,
  className,
  children,
}: {
  dialogId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        {...({ commandfor: dialogId, command: 'show-modal' } as object)}
        className={`needs-script ${className}`}
      >
        {children}
      </button>
      <noscript>
        <a href={`?${OPEN_PARAM}=${dialogId}`} rel="nofollow" className={className}>
          {children}
        </a>
      </noscript>
    </>
  );
}

export function FormDialog({
  id,
  dialogRef,
  title,
  intro,
  open,
  children,
}: {
  id: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  /** Under the title. */
  intro?: ReactNode;
  /** Shown open in the server's HTML (a refused form posted without JavaScript). */
  open?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      closedby="any"
      open={open ? true : undefined}
      className="lead-dialog m-auto w-[calc(100%-2rem)] max-w-md overflow-visible rounded-2xl bg-transparent p-0 text-ink-900 backdrop:bg-ink-900/60"
    >
      <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-ink-900">
              {title}
            </h2>
            {intro}
          </div>
          <button
            type="button"
            {...({ commandfor: id, command: 'close' } as object)}
            aria-label={closeButton}
            className="-mt-1 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-500 transition hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
