/**
 * A localStorage entry read by components and followed as it changes: in
 * other tabs (the storage event) and in this one (`changed`, an event its
 * writer dispatches on window). On the server and while hydrating it is ''
 * (the device's storage is not the server's HTML). Blocked storage reads ''.
 */
import { useSyncExternalStore } from 'react';

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** The text stored under `key`, re-rendering when it changes. */
export function useStoredText(key: string, changed: string): string {
  return useSyncExternalStore(
    (onChange) => {
      addEventListener('storage', onChange);
      addEventListener(changed, onChange);
      return () => {
        removeEventListener('storage', onChange);
        removeEventListener(changed, onChange);
      };
    },
    () => read(key),
    () => '',
  );
}

/** Stores `text` under `key` and tells this tab's readers (`changed`); blocked or full: nothing. */
export function storeText(key: string, text: string, changed: string): void {
  try {
    localStorage.setItem(key, text);
    dispatchEvent(new Event(changed));
  } catch {}
}
