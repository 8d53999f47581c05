/**
 * The header's count beside "Enquiries" in its menus, and a dot on the
 * buttons that open them (issue 12 item 1, issue 43 part 3): for a person in
 * a dealership, the leads in their Today queue ("3 enquiries for today");
 * for a private seller, the new leads ("3 new enquiries"). Nothing when
 * there are none, or until it is known which. Loaded lazily by the header,
 * for signed-in visitors only.
 */
import { newEnquiries } from '#messages/account.ts';
import { todayEnquiries } from '#messages/lead-work.ts';
import { useDealerMe } from '#web/features/dealer/api/dealer.ts';
import { useSignedIn } from '#web/lib/session.ts';
import { useEnquiryCounts } from '../api/enquiries.ts';

export function NewEnquiriesBadge({ dot = false }: { dot?: boolean }) {
  const signedIn = useSignedIn();
  const counts = useEnquiryCounts();
  const me = useDealerMe();
  if (!signedIn || !counts.data || me.isPending) return null;
  const dealership = Boolean(me.data);
  const n = dealership ? counts.data.TodayCount : counts.data.NewCount;
  if (n === 0) return null;
  const label = dealership ? todayEnquiries(n) : newEnquiries(n);
  if (dot) {
    return (
      <span className="absolute right-1 top-1.5 h-2.5 w-2.5 rounded-full bg-amber-400 ring-2 ring-primary-600">
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-white">
      <span aria-hidden="true">{n > 99 ? '99+' : n}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
