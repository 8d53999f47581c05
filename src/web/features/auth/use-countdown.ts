/**
 * A seconds countdown for the OTP resend wait (docs/product.md#sign-in: 30 s,
 * 'Resend OTP in {n}s'). It counts from a deadline, not by decrementing, so it
 * stays right when the phone throttles timers while the buyer reads WhatsApp.
 */
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(): {
  /** Whole seconds left; 0 when stopped or done. */
  seconds: number;
  /** Starts (or restarts) counting down from `seconds`. */
  start: (seconds: number) => void;
  stop: () => void;
} {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => setNow(Date.now());
    const id = setInterval(() => {
      tick();
      if (Date.now() >= endsAt) clearInterval(id);
    }, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);

  const seconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { seconds, start, stop };
}
