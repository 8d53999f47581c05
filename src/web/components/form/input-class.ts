/**
 * The one text-input look (field.tsx re-exports it), in a module of its own
 * so a page's first load can use it without the form pieces.
 */
/** The look of every text input, textarea and native select, without a height. */
export const inputBase =
  'block w-full rounded-xl border border-ink-300 bg-white px-3.5 text-base text-ink-900 shadow-sm outline-none transition placeholder:text-ink-400 focus:border-primary-600 focus:ring-4 focus:ring-primary-600/15 aria-[invalid=true]:border-red-700 aria-[invalid=true]:focus:ring-red-700/15 disabled:bg-ink-100';

/** inputBase at the 48px height of single-line inputs and selects. */
export const inputClass = `${inputBase} h-12`;
