/**
 * My data (issue 44 part 4; docs/privacy.md#my-data): the download of
 * everything CarSetu holds on the account (JSON, or a readable file), whom
 * the person's details went to (each seller and the date), the consents on
 * record with where to withdraw them, where to correct the profile, the
 * nominee, and Delete your account; above all, any breach notice that
 * reached the person.
 */
import { useState } from 'react';
import {
  consentAdult,
  consentAlerts,
  consentFollowUps,
  consentGiven,
  consentsHeading,
  consentsNone,
  consentWithdrawn,
  correctHeading,
  correctText,
  downloadFailed,
  downloadHeading,
  downloading,
  downloadJson,
  downloadReadable,
  downloadText,
  manageAlerts,
  openProfile,
  sharedHeading,
  sharedLine,
  sharedNone,
} from '#messages/my-data.ts';
import { formatDate } from '#shared/format.ts';
import { paths } from '#shared/pages/paths.ts';
import type { ConsentPurpose } from '#shared/privacy-notice.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { Link } from '#web/lib/links.tsx';
import { downloadMyData, useConsents, useSharedWith } from '../api/my-data.ts';
import { Card } from './Card.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { Nominee } from './Nominee.tsx';
import { Notices } from './Notices.tsx';

const PURPOSES: Record<ConsentPurpose, string> = {
  alerts: consentAlerts,
  'follow-ups': consentFollowUps,
  adult: consentAdult,
};

const linkClass = 'font-medium text-primary-700 underline underline-offset-2';

export function MyData() {
  return (
    <div className="space-y-4">
      <Notices />
      <Download />
      <SharedWith />
      <Consents />
      <Card title={correctHeading}>
        <p>{correctText}</p>
        <Link to={paths.profile} className={`mt-2 inline-flex min-h-11 items-center ${linkClass}`}>
          {openProfile}
        </Link>
      </Card>
      <Nominee />
      <DeleteAccount />
    </div>
  );
}

function Download() {
  const [busy, setBusy] = useState<'json' | 'text' | null>(null);
  const [failed, setFailed] = useState(false);
  const save = (format: 'json' | 'text') => {
    setBusy(format);
    setFailed(false);
    downloadMyData(format)
      .catch(() => setFailed(true))
      .finally(() => setBusy(null));
  };
  const button =
    'inline-flex min-h-12 items-center justify-center rounded-xl px-5 font-semibold disabled:opacity-60';
  return (
    <Card title={downloadHeading}>
      <p>{downloadText}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => save('json')}
          className={`${button} bg-primary-600 text-white hover:bg-primary-700`}
        >
          {busy === 'json' ? downloading : downloadJson}
        </button>
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => save('text')}
          className={`${button} bg-white text-primary-800 ring-1 ring-primary-300 hover:bg-primary-50`}
        >
          {busy === 'text' ? downloading : downloadReadable}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {downloadFailed}
        </p>
      ) : null}
    </Card>
  );
}

function SharedWith() {
  const shared = useSharedWith();
  return (
    <Card title={sharedHeading}>
      {shared.isPending ? (
        <Spinner />
      ) : shared.data?.length ? (
        <ul className="list-disc space-y-1 pl-5">
          {shared.data.map((s) => (
            <li key={`${s.seller}${s.at}`}>{sharedLine(s.seller, formatDate(s.at))}</li>
          ))}
        </ul>
      ) : (
        <p>{sharedNone}</p>
      )}
    </Card>
  );
}

function Consents() {
  const consents = useConsents();
  const current = consents.data?.current ?? [];
  return (
    <Card title={consentsHeading}>
      {consents.isPending ? (
        <Spinner />
      ) : current.length ? (
        <ul className="space-y-2">
          {current.map((c) => (
            <li key={c.purpose}>
              <p className="font-medium text-ink-900">{PURPOSES[c.purpose]}</p>
              <p className="text-sm text-ink-600">
                {c.given
                  ? consentGiven(formatDate(c.since))
                  : consentWithdrawn(formatDate(c.since))}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{consentsNone}</p>
      )}
      <Link to={paths.myAlerts} className={`mt-2 inline-flex min-h-11 items-center ${linkClass}`}>
        {manageAlerts}
      </Link>
    </Card>
  );
}
