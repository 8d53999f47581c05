/**
 * A lead's history under its card (issue 43 part 3): a disclosure that asks
 * GET /api/Enquiries/History the first time it opens, then lists each event,
 * newest first: when (IST), who (or CarSetu), and what: received, assigned,
 * the stage, the next follow-up, the note, a Call or WhatsApp tapped, or
 * sent to the owner when nobody acted, or the buyer's details removed
 * when they deleted their account. Loading, failure (Try again) and
 * empty each have their line.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  eventAssigned,
  eventCalled,
  eventCreated,
  eventErased,
  eventEscalated,
  eventFollowUp,
  eventFollowUpCleared,
  eventStage,
  eventWhatsApp,
  historyButton,
  historyByCarSetu,
  historyEmpty,
  historyLoadFailed,
  loadingHistory,
  lostBecause,
} from '#messages/lead-work.ts';
import { roleOwner } from '#messages/team.ts';
import type { LeadEvent } from '#shared/schemas/lead-work.ts';
import { DisclosureChevron } from '#web/components/ui/Disclosure.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { leadHistoryQuery, useLeadHistory } from '../api/lead-work.ts';
import { formatIstDateTime } from '../ist-time.ts';
import { LOST_REASON_NAMES, STAGE_NAMES } from '../lead-words.ts';

/** What event `e` did, a line each. */
export function eventLines(e: LeadEvent): string[] {
  if (e.Kind === 'created')
    return e.AssigneeName ? [eventCreated, eventAssigned(e.AssigneeName)] : [eventCreated];
  if (e.Kind === 'assigned') return [eventAssigned(e.AssigneeName || roleOwner)];
  if (e.Kind === 'contact') return [e.Via === 'whatsapp' ? eventWhatsApp : eventCalled];
  if (e.Kind === 'escalated') return [eventEscalated];
  if (e.Kind === 'erased') return [eventErased];
  const lines: string[] = [];
  if (e.Stage === 'lost' && e.LostReason) lines.push(lostBecause(LOST_REASON_NAMES[e.LostReason]));
  else if (e.Stage) lines.push(eventStage(STAGE_NAMES[e.Stage]));
  if (e.NextFollowUp === '') lines.push(eventFollowUpCleared);
  else if (e.NextFollowUp) lines.push(eventFollowUp(formatIstDateTime(e.NextFollowUp)));
  if (e.Note) lines.push(`“${e.Note}”`);
  return lines;
}

export function LeadHistory({ leadId }: { leadId: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const history = useLeadHistory(leadId, open);
  const client = useQueryClient();
  return (
    <details
      className="group mt-2 rounded-xl"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      {/* The list is asked for as the finger lands and shown in the click's own render, not after toggle's task. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details' own button (Enter and Space click it). */}
      <summary
        onPointerDown={() => void client.prefetchQuery(leadHistoryQuery(leadId))}
        onClick={(e) => setOpen(!(e.currentTarget.parentElement as HTMLDetailsElement).open)}
        className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-xl px-1 text-sm font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 [&::-webkit-details-marker]:hidden"
      >
        <DisclosureChevron />
        {historyButton}
      </summary>
      <div id={id} aria-live="polite" aria-busy={history.isFetching || undefined}>
        {!open ? null : history.isPending ? (
          <p className="px-1 py-2 text-sm text-ink-600">{loadingHistory}</p>
        ) : history.isError ? (
          <LoadFailed
            message={historyLoadFailed}
            onRetry={() => history.refetch()}
            className="rounded-xl bg-ink-50 p-3 text-center text-sm"
          />
        ) : history.data.length === 0 ? (
          <p className="px-1 py-2 text-sm text-ink-600">{historyEmpty}</p>
        ) : (
          <ol className="mt-1 space-y-2 border-l-2 border-ink-200 pl-3">
            {history.data.map((e) => (
              <li key={e.id} className="text-sm">
                <p className="text-ink-600">
                  <time dateTime={e.At}>{formatIstDateTime(e.At)}</time>
                  {' · '}
                  <span className="font-medium text-ink-800">{e.Who ?? historyByCarSetu}</span>
                </p>
                {eventLines(e).map((line) => (
                  <p key={line} className="break-words text-ink-900">
                    {line}
                  </p>
                ))}
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
