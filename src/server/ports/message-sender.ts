/**
 * Message-sender port: how CarSetu reaches a person's phone (OTP codes, lead
 * notices to sellers). Adapters: console (embedded default), WhatsApp Cloud
 * API (sign-in issue). `send` rejects when delivery fails.
 */
import type { Lang } from '#shared/i18n/lang.ts';

export type OutgoingMessage =
  /** A sign-in code; `lang`: the language of the page it was asked from (default English). */
  | { kind: 'otp'; to: string; code: string; lang?: Lang }
  | { kind: 'lead'; to: string; text: string }
  /**
   * A buyer's daily alert (issue 24): `params` fill the approved template's
   * body variables in order (one line each, as WhatsApp requires); `text` is
   * the same message written out, for the console; `lang`: the template's
   * language, whose words fill it (default English).
   */
  | { kind: 'alert'; to: string; params: string[]; text: string; lang?: Lang }
  /**
   * "Is your car still for sale?" 7 days and 1 day before a listing expires
   * (issue 25 part 3): the renewal template's variables, as for 'alert'.
   */
  | { kind: 'renewal'; to: string; params: string[]; text: string; lang?: Lang }
  /**
   * A dealer's team member's follow-ups of the day at 9:30 IST (issue 43 part 3;
   * docs/decisions/041-lead-work.md): the follow-ups template's variables, as for 'alert'.
   */
  | { kind: 'follow-ups'; to: string; params: string[]; text: string; lang?: Lang }
  /**
   * A grievance's acknowledgement (issue 44 part 5; docs/privacy.md#grievances):
   * the ticket, the date it will be answered by and the Grievance Officer's
   * contact as the grievance template's variables, as for 'alert'; with
   * `answered`, the notice that it was answered (the ticket, the link to the
   * answer, the Grievance Officer) through the answered template.
   */
  | {
      kind: 'grievance';
      to: string;
      params: string[];
      text: string;
      lang?: Lang;
      answered?: boolean;
    }
  /**
   * A personal data breach notice (issue 44 part 7; docs/incident.md): what
   * happened, when, the likely consequences, what CarSetu did, what the
   * person can do and whom to contact, as the breach template's variables.
   */
  | { kind: 'breach'; to: string; params: string[]; text: string; lang?: Lang };

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * A message the adapter could not deliver. `retryable`: trying again later
 * may succeed (the service answered 5xx or 429, the network failed, or no
 * answer came in time); false: it will not (another 4xx: a bad token, a
 * refused number or template), so the job queue fails the job at once
 * (jobs/job-queue.ts isPermanentFailure). The message holds no phone number.
 */
export class MessageSendError extends Error {
  readonly retryable: boolean;

  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'MessageSendError';
    this.retryable = retryable;
  }
}
