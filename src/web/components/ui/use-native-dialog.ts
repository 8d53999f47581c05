/**
 * Shows a native <dialog> as a modal for as long as the component is
 * mounted (the lead dialog, the photo viewer): the page behind is inert,
 * Escape asks the owner to close it, and focus goes back to the element that
 * opened it.
 *
 * Safe under React StrictMode, which in a development build mounts, unmounts
 * and mounts again: the unmount closes the dialog and the second mount
 * shows it again, but the browser fires that close's `close` event later,
 * as a task, when the dialog is already open again. Only a `close` that
 * leaves the dialog closed (the browser closed it itself) counts as the
 * user's; the owner's `onDismiss` never hears about the effect's own close.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

export interface NativeDialogOptions {
  /** Also stop the page behind from scrolling (a full-screen dialog). */
  lockScroll?: boolean;
}

/** Opens `ref`'s dialog modally while mounted; `onDismiss` hears Escape and browser closes. */
export function useNativeDialog(
  ref: RefObject<HTMLDialogElement | null>,
  onDismiss: () => void,
  { lockScroll = false }: NativeDialogOptions = {},
): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  // The element focused before the first mount; StrictMode's second mount must not replace it.
  const opener = useRef<HTMLElement | null | undefined>(undefined);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opener.current === undefined) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    if (lockScroll) root.style.overflow = 'hidden';

    const onCancel = (e: Event) => {
      e.preventDefault();
      dismiss.current();
    };
    const onClose = () => {
      // Open again: this is the late event of our own close (StrictMode's remount), not the user's.
      if (!dialog.open) dismiss.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      if (lockScroll) root.style.overflow = previousOverflow;
      // Leave the top layer first: while the dialog is modal the page is inert and cannot take focus.
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
    };
  }, [ref, lockScroll]);
}
