/**
 * /profile and /profile/ (docs/product.md#profile): the login prompt when
 * signed out; else the profile form (with the shared searchable dropdowns,
 * loaded with this page). Submit saves and goes to /; a failed load or save
 * shows its message in a toast (docs/product.md#messages-and-errors).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  loadingProfile,
  loginToProfile,
  navProfile,
  profileIntro,
  profileLoadFailed,
} from '#messages/frame.ts';
import { EMPTY_PROFILE } from '#shared/schemas/profile.ts';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { useProfile } from '#web/features/profile/api/profile.ts';
import { useSaveProfile } from '#web/features/profile/api/profile-edit.ts';
import { ProfileForm } from '#web/features/profile/components/ProfileForm.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSignedIn } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { LoginPrompt } from '../../components/LoginPrompt.tsx';

export function Component() {
  const signedIn = useSignedIn();
  useDocumentTitle(navProfile);
  if (!signedIn) {
    return <LoginPrompt title={navProfile} reason={loginToProfile} />;
  }
  return <ProfilePage />;
}

function ProfilePage() {
  const q = useProfile();
  const navigate = useNavigate();
  const profile = q.data ?? EMPTY_PROFILE;
  const save = useSaveProfile(profile.Mobileno);

  useEffect(() => {
    // A 401 already ended the session (the login prompt shows instead).
    if (q.error && !(q.error instanceof ApiError && q.error.status === 401)) {
      toast.error(q.error.message);
    }
  }, [q.error]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">{navProfile}</h1>
      <p className="mt-1 text-ink-600">{profileIntro}</p>
      <section className="mt-6 rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/70 sm:p-7">
        {q.isPending ? (
          <ProfileSkeleton />
        ) : q.isError ? (
          <LoadFailed
            message={profileLoadFailed}
            onRetry={() => q.refetch()}
            className="py-6 text-center"
          />
        ) : (
          <ProfileForm
            profile={profile}
            submitting={save.isPending}
            onSubmit={(values, names) =>
              save.mutate(
                { values, names },
                {
                  onSuccess: (message) => {
                    toast.success(message);
                    navigate('/');
                  },
                  onError: (err) => toast.error(err.message),
                },
              )
            }
          />
        )}
      </section>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div
      className="grid grid-cols-1 gap-5 md:grid-cols-6"
      role="status"
      aria-label={loadingProfile}
    >
      {['md:col-span-6', 'md:col-span-2', 'md:col-span-2', 'md:col-span-2', 'md:col-span-6'].map(
        (span, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <div key={i} className={span}>
            <div className="mb-2 h-4 w-20 animate-pulse rounded bg-ink-100" />
            <div className={`${i === 4 ? 'h-24' : 'h-12'} animate-pulse rounded-xl bg-ink-100`} />
          </div>
        ),
      )}
    </div>
  );
}
