/** /Login (decisions.md: opens the login dialog over Home) (spec 2): login needed. TODO(sign-in issue and the sign-in issue): the real page replaces this prompt. */
import { LoginPrompt } from '../login-prompt.tsx';

export function Component() {
  return (
    <LoginPrompt
      title="Login"
      reason="Log in or sign up with your mobile number. We send a one-time code on WhatsApp."
    />
  );
}
