/**
 * A privacy notice before personal data is collected (issue 44 part 2;
 * docs/privacy.md#notices): `children` says what is collected, why and who
 * receives it; the line under it links to the Privacy Policy, My data and
 * the Grievance page. Shown by the login
 * shell and dialog (above Get OTP) and the lead form (above its submit).
 * `onLeave` runs when a link is followed (a dialog closes itself).
 */
import type { ReactNode } from 'react';
import { noticeGrievanceLink, noticePrivacyLink, noticeRightsLink } from '#messages/login.ts';
import { paths } from '#shared/pages/paths.ts';
import { Link } from '#web/lib/links.tsx';

const linkClass = 'inline-block py-1 font-medium text-primary-700 underline underline-offset-2';

export function DataNotice({ children, onLeave }: { children: ReactNode; onLeave?: () => void }) {
  const policy = paths.policy('privacypolicy');
  return (
    <div className="text-xs leading-relaxed text-ink-600">
      <p>{children}</p>
      <p className="mt-0.5 flex flex-wrap gap-x-4">
        <Link to={policy} onClick={onLeave} className={linkClass}>
          {noticePrivacyLink}
        </Link>
        <Link to={paths.myData} onClick={onLeave} className={linkClass}>
          {noticeRightsLink}
        </Link>
        <Link to={paths.grievance} onClick={onLeave} className={linkClass}>
          {noticeGrievanceLink}
        </Link>
      </p>
    </div>
  );
}
