/**
 * Toasts from code that ships in a public route's app (hearts, the lead, share): loads
 * react-toastify on first use, like the provider's lazy ToastContainer.
 * Code already in a lazy chunk may import `toast` directly.
 */
export function notifySuccess(message: string): void {
  void import('react-toastify').then(({ toast }) => toast.success(message));
}

export function notifyError(message: string): void {
  void import('react-toastify').then(({ toast }) => toast.error(message));
}
