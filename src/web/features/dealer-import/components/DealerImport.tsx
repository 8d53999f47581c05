/**
 * Import cars (issue 12 item 2; docs/decisions/024-dealer-import.md): a
 * dealer signed in on their registered mobile uploads dealers.csv, cars.csv
 * and the photos the cars name, and sees the report row by row right under
 * the form; what goes in the files is explained below them. While the
 * check of who they are loads: a placeholder; when it fails: Try again; a
 * signed-in user who is no dealer is told that only dealers can import,
 * with a link to Sell Your Car; a manager or sales executive of a
 * dealership's team, that their role does not allow it.
 */
import { type ReactNode, useState } from 'react';
import {
  dealershipCheckFailed,
  dealersOnly,
  importIntro,
  onlyDealersImport,
  sellingOwnCar,
  whatGoesInFiles,
} from '#messages/dealer.ts';
import { importCarsTitle, loadingLabel } from '#messages/frame.ts';
import { MSG } from '#shared/messages.ts';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { useDealerMe } from '#web/features/dealer/api/dealer.ts';
import { WorkspaceHeading } from '#web/features/dealer/components/WorkspaceHeading.tsx';
import { WorkspaceRefusal } from '#web/features/dealer/components/WorkspaceRefusal.tsx';
import type { ImportResult } from '../api/dealer-import.ts';
import { FileGuide } from './FileGuide.tsx';
import { ImportForm } from './ImportForm.tsx';
import { ImportReport } from './ImportReport.tsx';

export function DealerImport() {
  const me = useDealerMe();
  const [result, setResult] = useState<ImportResult | null>(null);

  if (me.isPending) {
    return (
      <Frame>
        <div className="space-y-4" role="status" aria-busy="true">
          <span className="sr-only">{loadingLabel}</span>
          <div className="h-40 animate-pulse rounded-2xl bg-ink-100" />
          <div className="h-64 animate-pulse rounded-2xl bg-ink-100" />
        </div>
      </Frame>
    );
  }
  if (me.isError) {
    return (
      <Frame>
        <LoadFailed message={dealershipCheckFailed} onRetry={() => me.refetch()} />
      </Frame>
    );
  }
  const dealer = me.data;
  if (!dealer) return <NotADealer />;
  // A manager or sales executive of the team: importing is the owners' (docs/decisions/040-dealer-team.md).
  if (!dealer.permissions.importCars) {
    return (
      <Frame firmName={dealer.firmName}>
        <p className="rounded-2xl bg-white p-6 text-center text-ink-700 ring-1 ring-ink-200/70">
          {MSG.roleNotAllowed}
        </p>
      </Frame>
    );
  }

  return (
    <Frame firmName={dealer.firmName}>
      <p className="text-ink-700">
        {importIntro}{' '}
        <a href="#import-guide" className="font-semibold text-primary-700 underline">
          {whatGoesInFiles}
        </a>
      </p>
      <ImportForm onResult={setResult} onStart={() => setResult(null)} />
      {result ? <ImportReport result={result} /> : null}
      <FileGuide mobile={dealer.mobile} />
    </Frame>
  );
}

/** The page's title over `children`: the firm's name above it once known. */
function Frame({ firmName, children }: { firmName?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 md:py-10">
      <WorkspaceHeading firmName={firmName} title={importCarsTitle} />
      <div className="mt-4 space-y-5">{children}</div>
    </div>
  );
}

function NotADealer() {
  return (
    <WorkspaceRefusal
      title={importCarsTitle}
      heading={dealersOnly}
      reason={onlyDealersImport}
      note={sellingOwnCar}
      dealer={false}
    />
  );
}
