/**
 * The profile prompt (docs/product.md#profile-prompt): while signed in, on
 * every page but /profile, the operators' console (/admin) and the pages
 * of a person's data rights (/grievance, /MyData, the policy pages: someone
 * who signs in only to complain, download or delete is not asked for an
 * address first; docs/privacy.md), in every language, the 'Complete your
 * Profile' modal shows as long as the profile has no city.
 * Operators (the profile read says `Operator`) are staff, not buyers: they
 * never get it. The modal's code loads only when it is needed.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { profileIncomplete, useProfile } from '#web/features/profile/api/profile.ts';
import { useSignedIn } from '#web/lib/session.ts';

const CompleteProfileModal = lazy<() => ReactNode>(() =>
  import('#web/features/profile/components/CompleteProfileModal.tsx').catch((err) => {
    // A flaky connection must not break the page: the prompt shows on a later visit.
    console.warn('Profile prompt could not load:', err);
    return { default: (): ReactNode => null };
  }),
);

/** The pages the prompt never covers: Profile itself, the console, and the data-rights pages. */
const PROMPT_FREE = /^\/((hi|gu)\/)?(profile|admin|grievance|mydata|page)(\/|$)/i;

export function ProfilePrompt() {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const profile = useProfile();
  if (
    !signedIn ||
    PROMPT_FREE.test(pathname) ||
    !profile.isSuccess ||
    profile.data?.Operator ||
    !profileIncomplete(profile.data)
  ) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <CompleteProfileModal />
    </Suspense>
  );
}
