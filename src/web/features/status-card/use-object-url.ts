/**
 * An object URL (`blob:…`) for a Blob, for an <img src> and an <a download>
 * (issue 12 item 4). Made in an effect and revoked in its cleanup, so each
 * URL is revoked exactly once: when the Blob changes, when the component
 * unmounts, and between React StrictMode's two runs of the effect (the
 * second run makes a new URL, which is the one shown).
 */
import { useEffect, useState } from 'react';

/** The object URL of `blob`, or undefined while there is none (or before the effect ran). */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
