/**
 * /Dealer (issue 12 item 2), /Dealer/Team (issue 43 part 1;
 * docs/decisions/040-dealer-team.md) and /Dealer/Reports (issue 43 part 5;
 * docs/decisions/041-lead-work.md): the login prompt when signed out, else
 * the dealer workspace (a signed-in user who is no dealer is told so there),
 * the Team screen (anyone but an owner is told there that only owners
 * manage it) or the lead reports (owners and managers). Team and Reports
 * are lazy chunks of this page rather than routes of their own: every route
 * in the router's table costs each page's start about 70 bytes of gzip, and
 * Hindi and Gujarati /search are at issue 22's 120 kB (js-budget.json).
 * Any other /Dealer/... address is not found.
 */
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { dealerWorkspaceTitle, loginToDealer } from '#messages/frame.ts';
import { loadingReport, reportsTitle } from '#messages/reports.ts';
import { loadingTeam, teamTitle } from '#messages/team.ts';
import { DealerWorkspace } from '#web/features/dealer/components/DealerWorkspace.tsx';
import { LazyErrorScreen } from '../../components/LazyErrorScreen.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TeamScreen = lazy(() =>
  import('#web/features/dealer/components/TeamScreen.tsx').then((m) => ({
    default: m.TeamScreen,
  })),
);

const ReportsScreen = lazy(() =>
  import('#web/features/dealer/components/ReportsScreen.tsx').then((m) => ({
    default: m.ReportsScreen,
  })),
);

export function Component() {
  // Paths match in any letter case, as the router's do.
  const section = (useParams()['*'] ?? '').replace(/\/+$/, '').toLowerCase();
  if (section === 'team') {
    return (
      <SignedInOnly title={teamTitle} reason={loginToDealer}>
        <Suspense
          fallback={<p className="mx-auto max-w-4xl px-4 py-10 text-ink-600">{loadingTeam}</p>}
        >
          <TeamScreen />
        </Suspense>
      </SignedInOnly>
    );
  }
  if (section === 'reports') {
    return (
      <SignedInOnly title={reportsTitle} reason={loginToDealer}>
        <Suspense
          fallback={<p className="mx-auto max-w-4xl px-4 py-10 text-ink-600">{loadingReport}</p>}
        >
          <ReportsScreen />
        </Suspense>
      </SignedInOnly>
    );
  }
  if (section !== '') return <LazyErrorScreen notFound />;
  return (
    <SignedInOnly title={dealerWorkspaceTitle} reason={loginToDealer}>
      <DealerWorkspace />
    </SignedInOnly>
  );
}
