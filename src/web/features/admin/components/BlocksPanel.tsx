/**
 * Blocked mobiles (docs/moderation.md#console): block or unblock a mobile
 * with a reason, and the mobiles blocked now (masked), newest first.
 */
import { useId } from 'react';
import { MobileField } from '#web/components/form/MobileField.tsx';
import { useBlocks } from '../api/admin.ts';
import { ActionForm } from './ActionForm.tsx';
import { istTime, PanelState } from './ConsoleStates.tsx';

export function BlocksPanel() {
  const id = useId();
  const query = useBlocks();
  return (
    <div className="space-y-4">
      <section className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-5">
        <h2 className="text-lg font-semibold text-ink-900">Block a mobile</h2>
        <p className="mt-1 text-sm text-ink-600">
          A blocked mobile cannot log in, send leads or report, and its cars are hidden.
        </p>
        <ActionForm
          label="Reason for blocking or unblocking"
          needsMobile
          actions={[
            {
              label: 'Block',
              tone: 'danger',
              send: (reason, Mobileno) => ({ name: 'Block', Mobileno, reason }),
            },
            {
              label: 'Unblock',
              tone: 'plain',
              send: (reason, Mobileno) => ({ name: 'Unblock', Mobileno, reason }),
            },
          ]}
        >
          {(errors) => <MobileField id={`${id}-mobile`} error={errors.Mobileno} />}
        </ActionForm>
      </section>
      <PanelState query={query} label="blocked mobiles">
        {() =>
          query.data?.length ? (
            <ul className="divide-y divide-ink-100 rounded-2xl bg-white shadow-card ring-1 ring-ink-200/70">
              {query.data.map((b) => (
                <li
                  key={b.Mobile + b.At}
                  className="flex flex-wrap justify-between gap-2 px-4 py-3"
                >
                  <span className="font-medium text-ink-900">{b.Mobile}</span>
                  <span className="text-sm text-ink-600">
                    {b.Reason} · {istTime(b.At)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl bg-white p-6 text-center text-ink-600 shadow-card ring-1 ring-ink-200/70">
              No mobile is blocked.
            </p>
          )
        }
      </PanelState>
    </div>
  );
}
