/**
 * /Dealer (issue 12 item 2) and /Dealer/Team (issue 43 part 1;
 * docs/decisions/040-dealer-team.md): the login prompt when signed out, else
 * the dealer workspace (a signed-in user who is no dealer is told so there)
 * or the Team screen (anyone but an owner is told there that only owners
 * manage it). Team is a lazy chunk of this page rather than a route of its
 * own: every route in the router's table costs each page's start about 70
 * bytes of gzip, and Hindi and Gujarati /search are at issue 22's 120 kB
 * (js-budget.json). Any other /Dealer/... address is not found.
 */
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { dealerWorkspaceTitle, loginToDealer } from '#messages/frame.ts';
import { loadingTeam, teamTitle } from '#messages/team.ts';
import { DealerWorkspace } from '#web/features/dealer/components/DealerWorkspace.tsx';
import { LazyErrorScreen } from '../../components/LazyErrorScreen.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TeamScreen = lazy(() =>
  import('#web/features/dealer/components/TeamScreen.tsx').then((m) => ({
    default: m.TeamScreen,
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
  if (section !== '') return <LazyErrorScreen notFound />;
  return (
    <SignedInOnly title={dealerWorkspaceTitle} reason={loginToDealer}>
      <DealerWorkspace />
    </SignedInOnly>
  );
}
