/**
 * The clock the Enquiries read follow-up times against: now, again every
 * minute, so a follow-up turns red (overdue) while the page is open.
 */
import { useEffect, useState } from 'react';

export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
