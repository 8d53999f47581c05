/**
 * The quick follow-up form's check (issue 43 part 3): the request its taps
 * make (buildFollowUp) checked with the shared FollowUpRequestSchema, the
 * route's own rule, through react-hook-form's zod resolver; a time is
 * needed where the outcome asks one, and may not be in the past. Errors land
 * on the fields the person sees (the time, the reason, the note).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { MSG } from '#shared/messages.ts';
import type { Enquiry } from '#shared/schemas/enquiry.ts';
import { FollowUpRequestSchema, followUpInPast } from '#shared/schemas/lead-work.ts';
import { asksTime, buildFollowUp, type FollowUpFields, type FollowUpInput } from './follow-up.ts';

/** Which field shows an error of each request field. */
const FIELD_OF: Record<string, keyof FollowUpFields> = {
  NextFollowUp: 'When',
  LostReason: 'LostReason',
  Note: 'Note',
  Stage: 'Outcome',
  id: 'Outcome',
};

function refused(field: keyof FollowUpFields, message: string) {
  return {
    values: {},
    errors: { [field]: { type: 'validate', message } } as FieldErrors<FollowUpFields>,
  };
}

/** The resolver of lead `lead`'s quick follow-up; `now` is the clock (tests set it). */
export function followUpResolver(
  lead: Enquiry,
  now: () => Date = () => new Date(),
): Resolver<FollowUpFields, unknown, FollowUpInput> {
  const check = zodResolver(FollowUpRequestSchema);
  return async (fields, context, options) => {
    if (fields.Outcome && asksTime(fields.Outcome) && !fields.When)
      return refused('When', MSG.validFollowUpTime);
    const request = buildFollowUp(lead, fields);
    const result = await check(request, context, options as never);
    const errors = Object.entries(result.errors ?? {});
    if (errors.length > 0) {
      const [key, error] = errors[0] as [string, { message?: string }];
      return refused(FIELD_OF[key] ?? 'Outcome', error.message ?? MSG.validFollowUpTime);
    }
    const at = (result.values as { NextFollowUp?: string | null }).NextFollowUp;
    if (at && followUpInPast(at, now())) return refused('When', MSG.followUpInPast);
    return { values: request, errors: {} };
  };
}
