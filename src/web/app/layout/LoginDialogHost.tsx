/**
 * Renders the login dialog whenever something asks for it (login-dialog store).
 * The dialog's code is a lazy chunk: fetched when first opened, or ahead of
 * time for a signed-out visitor once the page has loaded and the browser is
 * idle (not when the phone asks to save data). A chunk that cannot load (flaky
 * connection) is retried, then offers a reload instead of breaking the page.
 * After a sign-in it loads the wishlist (docs/product.md#behaviour) and carries
 * on with what the visitor was doing: a page to go to, or an action such as
 * saving a car. A sign-in that was only a sign-in (Login/Signup) lands a
 * dealer on their workspace (docs/decisions/025-dealer-workspace.md).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { closeButton, loadingLabel, loginLoadFailed, reload } from '#messages/frame.ts';
import { paths } from '#shared/pages/paths.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { favouritesQuery } from '#web/features/favourites/api/favourites.ts';
import { useLoginDialog } from '#web/lib/login-dialog-store.ts';
import { useSession, useSignedIn } from '#web/lib/session.ts';

type DialogModule = typeof import('#web/features/auth/components/LoginDialog.tsx');
const loadLoginDialog = () => import('#web/features/auth/components/LoginDialog.tsx');

/** Two more tries, a second apart; then a stand-in that offers to reload the page. */
async function loadWithRetry(): Promise<{ default: ComponentType<DialogProps> }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await loadLoginDialog();
    } catch (err) {
      if (attempt >= 2) {
        console.warn('Login dialog could not load:', err);
        return { default: DialogLoadFailed };
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}
type DialogProps = Parameters<DialogModule['default']>[0];
const LoginDialog = lazy(loadWithRetry);

function savesData(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return c?.saveData === true;
}

function useWarmWhenIdle(enabled: boolean) {
  useEffect(() => {
    if (!enabled || savesData()) return;
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const warm = () => void loadLoginDialog().catch(() => undefined);
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idleId = window.requestIdleCallback(warm, { timeout: 5000 });
      } else {
        timer = setTimeout(warm, 2000);
      }
    };
    // After the page's own images and scripts, so it never competes with them on slow 4G.
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      clearTimeout(timer);
    };
  }, [enabled]);
}

export function LoginDialogHost() {
  const open = useLoginDialog((s) => s.open);
  const asked = useLoginDialog((s) => s.reason);
  // After a session expired on this page, every login dialog says why.
  const expired = useSession((s) => s.ended === 'expired');
  const reason = asked ?? (expired ? 'expired' : null);
  const hide = useLoginDialog((s) => s.hide);
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const client = useQueryClient();
  useWarmWhenIdle(!signedIn);

  if (!open) return null;

  const onSignedIn = () => {
    const after = useLoginDialog.getState().continuation;
    hide();
    // The wishlist is loaded on sign-in (docs/product.md#behaviour); a saved-car
    // continuation waits for it.
    void client.prefetchQuery(favouritesQuery);
    if (!after) {
      void landDealerOnWorkspace(client, () => navigate(paths.dealer));
      return;
    }
    if ('to' in after) navigate(after.to, { replace: after.replace ?? false });
    else void after.run();
  };

  return (
    <Suspense fallback={<DialogLoading />}>
      <LoginDialog reason={reason} onClose={hide} onSignedIn={onSignedIn} />
    </Suspense>
  );
}

/**
 * Goes to the dealer workspace when the signed-in user is a dealer. The
 * dealer feature's code loads only now (it is not in the pages' first load);
 * a failed check leaves the visitor where they are.
 */
async function landDealerOnWorkspace(client: QueryClient, go: () => void): Promise<void> {
  try {
    const { dealerMeQuery } = await import('#web/features/dealer/api/dealer.ts');
    if (await client.fetchQuery(dealerMeQuery)) go();
  } catch {
    // Not known to be a dealer: stay on the page.
  }
}

/** The dialog's code would not load: say so, and offer a reload (or closing). */
function DialogLoadFailed({ onClose }: DialogProps) {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="login-load-failed"
      className="fixed inset-0 z-50 flex items-start justify-center bg-ink-900/60 px-3 pt-[max(1rem,7vh)] sm:items-center sm:pt-0"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-2xl">
        <p id="login-load-failed" className="font-semibold text-ink-900">
          {loginLoadFailed}
        </p>
        <div className="mt-5 flex justify-center gap-3">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center rounded-xl border border-ink-300 px-5 font-semibold text-ink-800 hover:bg-ink-100"
          >
            {closeButton}
          </button>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex min-h-11 items-center rounded-xl bg-primary-600 px-5 font-semibold text-white hover:bg-primary-700"
          >
            {reload}
          </button>
        </div>
      </div>
    </div>
  );
}

/** While the dialog's chunk arrives on a slow connection: the dimmed page and a spinner. */
function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center bg-ink-900/60 px-3 pt-[max(1rem,7vh)] sm:items-center sm:pt-0">
      <div className="flex w-full max-w-md justify-center rounded-2xl bg-white p-10 shadow-2xl">
        <Spinner label={loadingLabel} className="text-ink-700" />
      </div>
    </div>
  );
}
