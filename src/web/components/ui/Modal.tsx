/**
 * A modal dialog drawn over the page (login, Add a City, Complete your
 * Profile). Rendered into <body> beside the app: while it is open the app
 * (#root) is inert, focus stays inside (Tab wraps), the page does not scroll,
 * and focus goes back to the opener on close. Clicking outside never closes
 * it; Escape closes it only when `onEscape` is given. It stays open under
 * React StrictMode (a development build mounts it twice). Toasts (also outside
 * #root, at z-index 60 in styles.css) sit above its z-50 backdrop, so they
 * stay readable and clickable. Header z-40 and bottom bar z-30 sit below.
 */
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { closeButton } from '#messages/frame.ts';

export interface ModalProps {
  /** id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  /** Escape closes the dialog through this; leave it out for a dialog that cannot be dismissed. */
  onEscape?: () => void;
  /** Focused when the dialog opens (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** Width of the panel. */
  size?: 'sm' | 'md';
  /** Marks the panel busy while a request runs. */
  busy?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, so nested ones (Add a City over the profile) keep #root inert until the last closes. */
let openCount = 0;
let savedOverflow = '';

function lockPage(): () => void {
  const root = document.getElementById('root');
  if (openCount === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (root) root.inert = true;
  }
  openCount += 1;
  return () => {
    openCount -= 1;
    if (openCount === 0) {
      document.body.style.overflow = savedOverflow;
      if (root) root.inert = false;
    }
  };
}

export function Modal({
  labelledBy,
  describedBy,
  onEscape,
  initialFocus,
  children,
  size = 'md',
  busy = false,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;

  // The element focused before the first mount; StrictMode's second mount must not replace it.
  const opener = useRef<HTMLElement | null | undefined>(undefined);

  // Runs twice in a development build (StrictMode mounts, unmounts, mounts): each run locks
  // the page once and its cleanup unlocks it once, so the count of open modals stays right.
  useLayoutEffect(() => {
    if (opener.current === undefined) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    const unlock = lockPage();
    const target =
      initialFocus?.current ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current;
    target?.focus({ preventScroll: true });
    return () => {
      unlock();
      if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
    };
  }, [initialFocus]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = panel.current;
      if (!el) return;
      // Only the top-most modal answers the keyboard.
      const all = document.querySelectorAll('[data-modal-panel]');
      if (all[all.length - 1] !== el) return;
      if (e.key === 'Escape' && !e.defaultPrevented) {
        if (escapeRef.current) {
          e.preventDefault();
          escapeRef.current();
        }
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (n) => n.offsetParent !== null || n === document.activeElement,
      );
      if (items.length === 0) {
        e.preventDefault();
        el.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !el.contains(active))) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && (active === last || !el.contains(active))) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-ink-900/60">
      <div className="flex min-h-full items-start justify-center px-3 pt-[max(1rem,7vh)] pb-6 sm:items-center sm:p-6">
        <div
          ref={panel}
          data-modal-panel=""
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-busy={busy || undefined}
          tabIndex={-1}
          className={`relative w-full ${size === 'sm' ? 'max-w-sm' : 'max-w-md'} rounded-2xl bg-white text-ink-900 shadow-2xl outline-none`}
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** The round close (×) button of a dialog's top-right corner. */
export function ModalCloseButton({
  onClick,
  label = closeButton,
}: {
  onClick: () => void;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-500 transition hover:bg-ink-100 hover:text-ink-900"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
