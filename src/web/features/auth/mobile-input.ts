/**
 * Typing and pasting an Indian mobile number: digits only, at most 10. A
 * pasted "+91 98765 43210" or "098765 43210" keeps the last ten digits.
 */
export function normalizeMobileInput(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length > 10 && (digits.startsWith('91') || digits.startsWith('0'))) {
    return digits.slice(-10);
  }
  return digits.slice(0, 10);
}

/** "9876543210" -> "+91 98765 43210" (display only). */
export function formatMobile(mobile: string): string {
  return mobile.length === 10 ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}
