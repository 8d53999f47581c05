/**
 * Focus back on the button that opened a panel once the panel closes by its
 * own controls (Close, Escape, a save), so a keyboard or screen-reader user
 * carries on where they were. Not on the first render.
 */
import { useEffect, useRef } from 'react';

/** `open`: the panel is shown. Put `toggle` on the opening button; call `closing()` just before closing it. */
export function useReturnFocus(open: boolean) {
  const toggle = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!open && refocus.current) toggle.current?.focus();
    refocus.current = false;
  }, [open]);
  return {
    toggle,
    closing: () => {
      refocus.current = true;
    },
  };
}
