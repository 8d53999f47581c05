/**
 * The Yes/No confirmation dialog ('Are you sure, you want to delete this
 * record?' by default; docs/product.md#confirmation-dialog,
 * #messages-and-errors). It closes on Yes, No, Escape, a click outside the
 * panel, and the browser's Back button: opening it pushes a history entry (a
 * copy of the current one, so the router sees the same page), Back pops it and
 * closes the dialog, and closing it any other way pops the entry again so Back
 * keeps meaning "previous page".
 *
 *   const { confirm, dialog } = useConfirm();
 *   if (await confirm(MSG.confirmSold)) markSold();
 *   return <>{...}{dialog}</>;
 */
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { no, yes } from '#messages/frame.ts';
import { MSG } from '#shared/messages.ts';
import { Modal } from './Modal.tsx';

export interface ConfirmRequest {
  message: string;
  /** 'danger' paints Yes red (deleting); default 'primary'. */
  tone?: 'primary' | 'danger';
}

interface Pending extends ConfirmRequest {
  resolve: (answer: boolean) => void;
}

export function useConfirm(): {
  confirm: (request?: ConfirmRequest | string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback((request?: ConfirmRequest | string) => {
    const r: ConfirmRequest =
      typeof request === 'string' ? { message: request } : (request ?? { message: '' });
    return new Promise<boolean>((resolve) => {
      // One at a time: a second request answers the first No.
      pendingRef.current?.resolve(false);
      const p: Pending = { message: r.message || MSG.confirmDelete, tone: r.tone, resolve };
      if (!pendingRef.current) window.history.pushState(window.history.state, '');
      pendingRef.current = p;
      setPending(p);
    });
  }, []);

  const settle = useCallback((answer: boolean, poppedByBrowser = false) => {
    const p = pendingRef.current;
    if (!p) return;
    pendingRef.current = null;
    setPending(null);
    if (!poppedByBrowser) window.history.back();
    p.resolve(answer);
  }, []);

  // Back (or a swipe back) closes the dialog instead of leaving the page.
  useEffect(() => {
    if (!pending) return;
    const onPop = () => settle(false, true);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [pending, settle]);

  // Leaving the page with the dialog open: answer No.
  useEffect(
    () => () => {
      const p = pendingRef.current;
      pendingRef.current = null;
      p?.resolve(false);
    },
    [],
  );

  const dialog = pending ? (
    <ConfirmDialog
      message={pending.message}
      tone={pending.tone}
      onYes={() => settle(true)}
      onNo={() => settle(false)}
    />
  ) : null;
  return { confirm, dialog };
}

export interface ConfirmDialogProps {
  message: string;
  tone?: 'primary' | 'danger';
  onYes: () => void;
  onNo: () => void;
}

export function ConfirmDialog({ message, tone = 'primary', onYes, onNo }: ConfirmDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const noButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const onNoRef = useRef(onNo);
  onNoRef.current = onNo;

  // A click on the dimmed backdrop (outside the panel) answers No.
  useEffect(() => {
    const panel = body.current?.closest<HTMLElement>('[data-modal-panel]');
    const overlay = panel?.parentElement?.parentElement;
    if (!panel || !overlay) return;
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Node && !panel.contains(e.target)) onNoRef.current();
    };
    overlay.addEventListener('click', onClick);
    return () => overlay.removeEventListener('click', onClick);
  }, []);

  return (
    <Modal labelledBy={titleId} onEscape={onNo} initialFocus={noButton} size="sm">
      <div ref={body} className="p-6 text-center">
        <div
          className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${
            tone === 'danger' ? 'bg-red-50 text-red-700' : 'bg-primary-50 text-primary-700'
          }`}
        >
          <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth={1.8} />
            <path
              d="M12 7.5v5.5M12 16.5h.01"
              stroke="currentColor"
              strokeWidth={2.2}
              strokeLinecap="round"
            />
          </svg>
        </div>
        <h2 id={titleId} className="mt-4 text-lg font-semibold leading-snug text-ink-900">
          {message}
        </h2>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <button
            ref={noButton}
            type="button"
            onClick={onNo}
            className="min-h-12 rounded-xl border border-ink-300 bg-white px-4 font-semibold text-ink-800 transition hover:bg-ink-50"
          >
            {no}
          </button>
          <button
            type="button"
            onClick={onYes}
            className={`min-h-12 rounded-xl px-4 font-semibold text-white shadow-sm transition ${
              tone === 'danger'
                ? 'bg-red-700 hover:bg-red-800'
                : 'bg-primary-600 hover:bg-primary-700'
            }`}
          >
            {yes}
          </button>
        </div>
      </div>
    </Modal>
  );
}
