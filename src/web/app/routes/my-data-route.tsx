/**
 * /MyData (issue 44 part 4; docs/privacy.md#my-data): the login prompt when
 * signed out, else the download of everything CarSetu holds on the
 * account, whom the person's details went to, their consents and where to
 * correct them.
 */
import { navMyData } from '#messages/frame.ts';
import { loginToMyData, myDataIntro } from '#messages/my-data.ts';
import { MyData } from '#web/features/my-data/components/MyData.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

export function Component() {
  return (
    <SignedInOnly title={navMyData} reason={loginToMyData}>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{navMyData}</h1>
        <p className="mt-2 mb-6 text-ink-600">{myDataIntro}</p>
        <MyData />
      </div>
    </SignedInOnly>
  );
}
