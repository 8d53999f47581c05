/** /EditSellInquiryform/{Rand}, Edit Your Car (spec 2): login needed. TODO(sign-in issue and the listings issue): the real page replaces this prompt. */
import { LoginPrompt } from '../login-prompt.tsx';

export function Component() {
  return (
    <LoginPrompt
      title="Edit Your Car"
      reason="Log in with your mobile number to edit your listing."
    />
  );
}
