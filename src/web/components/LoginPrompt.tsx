/**
 * What a signed-out visitor sees on a page that needs sign-in
 * (docs/product.md#screens-and-routes, #wishlist): a clear prompt and a
 * Login/Signup button that opens the login dialog. Once signed in, the page
 * behind it shows by itself.
 */
import type { ReactNode } from 'react';
import { keepBrowsing, loginSignupButton, pleaseLogIn } from '#messages/frame.ts';
import { LoginIcon } from '#web/components/ui/icons.tsx';
import { Link } from '#web/lib/links.tsx';
import { useLoginDialog } from '#web/lib/login-dialog-store.ts';
import { useSignedIn } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export function LoginPrompt({ title, reason }: { title: string; reason: string }) {
  useDocumentTitle(title);
  const showLogin = useLoginDialog((s) => s.show);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">{title}</h1>
      <section className="mx-auto mt-8 flex max-w-md flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-card ring-1 ring-ink-200/70">
        <div className="flex h-16 w-16 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <LoginIcon className="h-8 w-8" />
        </div>
        <h2 className="mt-5 text-xl font-semibold text-ink-900">{pleaseLogIn}</h2>
        <p className="mt-2 text-ink-600">{reason}</p>
        <button
          type="button"
          onClick={showLogin}
          className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700 sm:w-auto"
        >
          {loginSignupButton}
        </button>
        <Link
          to="/search"
          className="mt-4 inline-flex min-h-11 items-center text-sm font-medium text-primary-700 hover:underline"
        >
          {keepBrowsing}
        </Link>
      </section>
    </div>
  );
}

/**
 * A page for signed-in visitors only: titled `title`, it shows `children`
 * when signed in, else the LoginPrompt with `reason`.
 */
export function SignedInOnly({
  title,
  reason,
  children,
}: {
  title: string;
  reason: string;
  children: ReactNode;
}) {
  const signedIn = useSignedIn();
  useDocumentTitle(title);
  return signedIn ? children : <LoginPrompt title={title} reason={reason} />;
}
