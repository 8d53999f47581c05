/**
 * The jobs of a dealership's leads (docs/decisions/041-lead-work.md),
 * registered by server.ts beside the others (jobs/job-queue-for.ts):
 * - `lead-escalation`: the owner's notice of a lead nobody acted on
 *   (lead-notices.ts), queued per lead to run at its time;
 * - `reply-times`, hourly: each dealer's "Usually replies within"
 *   (speed-to-lead.ts);
 * - `follow-up-digests`, hourly, and `follow-up-digest`: the 9:30 WhatsApp
 *   of a person's follow-ups (follow-up-digest.ts).
 */
import type { JobQueue } from '../../jobs/job-queue.ts';
import { type FollowUpDigestDeps, registerFollowUpDigests } from './follow-up-digest.ts';
import { LEAD_ESCALATION_JOB, leadEscalationHandler } from './lead-notices.ts';
import { refreshReplyTimes } from './speed-to-lead.ts';

export const REPLY_TIMES_JOB = 'reply-times';

/** Registers the three workers and the two hourly runs; `escalateMinutes`: LEAD_ESCALATE_MINUTES. */
export async function registerLeadWorkJobs(
  queue: JobQueue,
  deps: FollowUpDigestDeps & { escalateMinutes: number },
): Promise<void> {
  const { escalateMinutes, ...digest } = deps;
  await queue.work(
    LEAD_ESCALATION_JOB,
    leadEscalationHandler({ db: deps.db, jobQueue: queue, minutes: escalateMinutes }),
  );
  await queue.work(REPLY_TIMES_JOB, async () => {
    const shown = await refreshReplyTimes(deps.db, new Date());
    deps.log.info({ shown }, 'dealer reply times refreshed');
  });
  await queue.scheduleHourly(REPLY_TIMES_JOB);
  await registerFollowUpDigests(queue, digest);
}
