/**
 * /grievance (issue 44 part 5; docs/privacy.md#grievances): the login prompt
 * when signed out (signing in is the mobile and its OTP), else the form to
 * file a grievance and the person's grievances with their answers.
 */
import { grievanceIntro, grievanceTitle, loginToGrievance } from '#messages/grievance.ts';
import { GrievanceForm } from '#web/features/grievances/components/GrievanceForm.tsx';
import { MyGrievances } from '#web/features/grievances/components/MyGrievances.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

export function Component() {
  return (
    <SignedInOnly title={grievanceTitle} reason={loginToGrievance}>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{grievanceTitle}</h1>
        <p className="mt-2 mb-6 text-ink-600">{grievanceIntro}</p>
        <div className="rounded-2xl bg-white px-4 py-5 shadow-card ring-1 ring-ink-200/70 sm:px-6">
          <GrievanceForm />
        </div>
        <MyGrievances />
      </div>
    </SignedInOnly>
  );
}
