/**
 * The operators' console (/admin, issue 25 part 2, docs/moderation.md#console):
 * the report queue, duplicate flags, hidden cars, blocked mobiles, banners,
 * dealers, grievances and the audit, one tab each. The tab is in the address (`?tab=`),
 * so the back button and a shared link keep it.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '#web/lib/links.tsx';
import { AuditLog } from './AuditLog.tsx';
import { BannersPanel } from './BannersPanel.tsx';
import { BlocksPanel } from './BlocksPanel.tsx';
import { BreachPanel } from './BreachPanel.tsx';
import { DealersPanel } from './DealersPanel.tsx';
import { FlaggedListings } from './FlaggedListings.tsx';
import { GrievancesPanel } from './GrievancesPanel.tsx';
import { HiddenCars } from './HiddenCars.tsx';
import { ReportQueue } from './ReportQueue.tsx';

const TABS = [
  { id: 'reports', label: 'Reports', Panel: ReportQueue },
  { id: 'flags', label: 'Flagged', Panel: FlaggedListings },
  { id: 'hidden', label: 'Hidden cars', Panel: HiddenCars },
  { id: 'blocks', label: 'Blocked mobiles', Panel: BlocksPanel },
  { id: 'banners', label: 'Banners', Panel: BannersPanel },
  { id: 'dealers', label: 'Dealers', Panel: DealersPanel },
  { id: 'grievances', label: 'Grievances', Panel: GrievancesPanel },
  { id: 'breach', label: 'Breach notice', Panel: BreachPanel },
  { id: 'audit', label: 'Audit', Panel: AuditLog },
] as const;

export function AdminConsole() {
  const [params] = useSearchParams();
  const current = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0];
  const nav = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: keep the current one in sight.
  useEffect(() => {
    nav.current
      ?.querySelector(`[data-tab="${current.id}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current.id]);
  return (
    <>
      <nav
        ref={nav}
        aria-label="Console"
        className="mb-5 flex gap-1 overflow-x-auto border-b border-ink-200"
      >
        {TABS.map((t) => (
          <Link
            key={t.id}
            data-tab={t.id}
            to={`?tab=${t.id}`}
            aria-current={t === current ? 'page' : undefined}
            className={`-mb-px min-h-11 shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold ${t === current ? 'border-primary-700 text-primary-800' : 'border-transparent text-ink-600 hover:text-ink-900'}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <current.Panel />
    </>
  );
}
