/**
 * 'Complete your Profile' (docs/product.md#profile-prompt): shown to a
 * signed-in user whose profile has no city, on every page but /profile. It
 * cannot be dismissed; Update Profile goes to /profile.
 */
import { useId } from 'react';
import { completeProfileText, completeProfileTitle, updateProfile } from '#messages/login.ts';
import { Modal } from '#web/components/ui/Modal.tsx';
import { Link } from '#web/lib/links.tsx';

export default function CompleteProfileModal() {
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} size="sm">
      <div className="flex flex-col items-center p-6 text-center sm:p-7">
        <span
          className="flex h-14 w-14 items-center justify-center rounded-full bg-primary-50 text-primary-700"
          aria-hidden="true"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-7 w-7"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21a8 8 0 0 1 10.5-7.6" />
            <path d="M19 15v6M16 18h6" />
          </svg>
        </span>
        <h2 id={`${id}-title`} className="mt-4 text-xl font-bold text-ink-900">
          {completeProfileTitle}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-ink-600">
          {completeProfileText}
        </p>
        <Link
          to="/profile"
          className="mt-6 flex min-h-12 w-full items-center justify-center rounded-xl bg-primary-600 px-6 text-base font-semibold text-white shadow-sm transition hover:bg-primary-700"
        >
          {updateProfile}
        </Link>
      </div>
    </Modal>
  );
}
