/**
 * The count of new leads beside "Enquiries" in the header's menus, and as a
 * dot on the buttons that open them (issue 12 item 1). Nothing when there
 * are none. Loaded lazily by the header, for signed-in visitors only.
 */
import { newEnquiries } from '#messages/account.ts';
import { useNewEnquiryCount } from '../api/enquiries.ts';

export function NewEnquiriesBadge({ dot = false }: { dot?: boolean }) {
  const n = useNewEnquiryCount();
  if (n === 0) return null;
  const label = newEnquiries(n);
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
