/**
 * /Wishlist, Wishlisted Cars (docs/product.md#wishlist): the login prompt when
 * signed out, else the saved cars. When the session turns out to have expired
 * here (the list answered 401), the user is marked signed out and the login
 * dialog opens (docs/product.md#sessions).
 */
import { useEffect, useRef } from 'react';
import { loginToWishlist, wishlistTitle } from '#messages/frame.ts';
import { Wishlist } from '#web/features/favourites/components/Wishlist.tsx';
import { showLogin } from '#web/lib/login-dialog-store.ts';
import { useSession, useSignedIn } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { LoginPrompt } from '../../components/LoginPrompt.tsx';

const TITLE = wishlistTitle;

export function Component() {
  const signedIn = useSignedIn();
  const wasSignedIn = useRef(signedIn);
  useDocumentTitle(TITLE);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn && useSession.getState().ended === 'expired') {
      showLogin({ reason: 'expired' });
    }
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  if (!signedIn) {
    return <LoginPrompt title={TITLE} reason={loginToWishlist} />;
  }
  return (
    <div className="mx-auto min-h-[60vh] max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">{TITLE}</h1>
      <Wishlist />
    </div>
  );
}
