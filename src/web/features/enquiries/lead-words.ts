/**
 * A lead's stages, lost reasons and the quick follow-up's outcomes as the
 * screens name them (issue 43 part 3), and each stage's badge colours.
 */
import {
  lostBoughtElsewhere,
  lostCarSold,
  lostFinance,
  lostNotInterested,
  lostOther,
  lostPrice,
  lostUnreachable,
  outcomeNoAnswer,
  outcomeSpoke,
  stageContacted,
  stageLost,
  stageNegotiating,
  stageNew,
  stageVisit,
  stageWon,
} from '#messages/lead-work.ts';
import type { LeadStage, LostReason } from '#shared/schemas/lead-work.ts';
import type { Outcome } from './follow-up.ts';

export const STAGE_NAMES: Readonly<Record<LeadStage, string>> = {
  new: stageNew,
  contacted: stageContacted,
  visit: stageVisit,
  negotiating: stageNegotiating,
  won: stageWon,
  lost: stageLost,
};

/** The badge of each stage: open stages in colour, won green, lost grey. */
export const STAGE_STYLES: Readonly<Record<LeadStage, string>> = {
  new: 'bg-amber-100 text-amber-900',
  contacted: 'bg-sky-100 text-sky-900',
  visit: 'bg-violet-100 text-violet-900',
  negotiating: 'bg-indigo-100 text-indigo-900',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-ink-100 text-ink-700',
};

export const LOST_REASON_NAMES: Readonly<Record<LostReason, string>> = {
  'bought-elsewhere': lostBoughtElsewhere,
  price: lostPrice,
  finance: lostFinance,
  'not-interested': lostNotInterested,
  unreachable: lostUnreachable,
  'car-sold': lostCarSold,
  other: lostOther,
};

export const OUTCOME_NAMES: Readonly<Record<Outcome, string>> = {
  'no-answer': outcomeNoAnswer,
  spoke: outcomeSpoke,
  visit: stageVisit,
  negotiating: stageNegotiating,
  won: stageWon,
  lost: stageLost,
};
