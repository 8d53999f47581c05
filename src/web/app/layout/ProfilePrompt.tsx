/**
 * The profile prompt (docs/product.md#profile-prompt): while signed in, on
 * every page but /profile, the 'Complete your Profile' modal shows as long as
 * the profile has no city. The modal's code loads only when it is needed.
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

export function ProfilePrompt() {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const profile = useProfile();
  const onProfilePage = /^\/profile\/?$/i.test(pathname);
  if (!signedIn || onProfilePage || !profile.isSuccess || !profileIncomplete(profile.data)) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <CompleteProfileModal />
    </Suspense>
  );
}
