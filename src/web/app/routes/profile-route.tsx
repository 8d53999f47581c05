/** /profile, Profile (spec 2): login needed. TODO(sign-in issue and the profile issue): the real page replaces this prompt. */
import { LoginPrompt } from '../login-prompt.tsx';

export function Component() {
  return (
    <LoginPrompt
      title="Profile"
      reason="Log in with your mobile number to see and edit your profile."
    />
  );
}
