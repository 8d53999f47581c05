/**
 * The operators' audit (docs/moderation.md#audit): every action, newest
 * first, with who, what, why, and the subject before and after.
 */
import { useAudit } from '../api/admin.ts';
import { istTime, PanelState } from './ConsoleStates.tsx';

export function AuditLog() {
  const query = useAudit();
  return (
    <PanelState query={query} label="the audit">
      {() =>
        query.data?.length ? (
          <ol className="space-y-2">
            {query.data.map((a) => (
              <li
                key={a.id}
                className="rounded-xl bg-white p-3 text-sm shadow-card ring-1 ring-ink-200/70"
              >
                <p className="flex flex-wrap gap-x-2 text-ink-600">
                  <span className="font-semibold text-ink-900">{a.Action}</span>
                  <span className="break-all">{a.Subject}</span>
                  <span>
                    by {a.Operator} · {istTime(a.At)}
                  </span>
                </p>
                <p className="mt-1 text-ink-800">{a.Reason}</p>
                <details className="mt-1 text-ink-600">
                  <summary className="cursor-pointer">Before and after</summary>
                  <pre className="mt-1 overflow-x-auto rounded bg-ink-50 p-2 text-xs whitespace-pre-wrap">
                    {a.Before ?? '-'}
                    {'\n'}
                    {a.After ?? '-'}
                  </pre>
                </details>
              </li>
            ))}
          </ol>
        ) : (
          <p className="rounded-2xl bg-white p-6 text-center text-ink-600 shadow-card ring-1 ring-ink-200/70">
            No operator action yet.
          </p>
        )
      }
    </PanelState>
  );
}
