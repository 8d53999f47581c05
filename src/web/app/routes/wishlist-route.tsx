/** /Wishlist, Wishlisted Cars (spec 2): login needed. TODO(sign-in issue and the wishlist issue): the real page replaces this prompt. */
import { LoginPrompt } from '../login-prompt.tsx';

export function Component() {
  return (
    <LoginPrompt
      title="Wishlisted Cars"
      reason="Log in with your mobile number to see the cars you have saved."
    />
  );
}
