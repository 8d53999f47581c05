/** /SellInquiryform, Sell Your Car (spec 2): login needed. TODO(sign-in issue and the listings issue): the real page replaces this prompt. */
import { LoginPrompt } from '../login-prompt.tsx';

export function Component() {
  return (
    <LoginPrompt
      title="Sell Your Car"
      reason="Log in with your mobile number to list your car for sale. It is free."
    />
  );
}
