/**
 * Where every "Login/Signup" control asks for the login dialog (spec 2,
 * Login dialog). TODO(sign-in issue): render the dialog from `open` and set
 * `returnTo` handling; until then asking for it changes nothing visible.
 */
import { create } from 'zustand';

interface LoginDialogState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

export const useLoginDialog = create<LoginDialogState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
