/** /MyVehicles, My Vehicles (spec 2): login needed. TODO(sign-in issue and the listings issue): the real page replaces this prompt. */
import { LoginPrompt } from '../login-prompt.tsx';

export function Component() {
  return (
    <LoginPrompt
      title="My Vehicles"
      reason="Log in with your mobile number to manage the cars you have listed."
    />
  );
}
