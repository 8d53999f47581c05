/**
 * A dealership's lead reports (issue 43 part 5; docs/decisions/041-lead-work.md,
 * docs/product.md#roles-and-permissions): the leads that arrived in one IST week or month
 * (#shared/schemas/lead-reports.ts), counted per car, per source, per
 * person and by lost reason, each lead once per step it reached; and the
 * same leads as CSV rows. A lead "reached a visit" when its stage is visit,
 * negotiating or won now, or was ever set to visit (lead_events); it was
 * "contacted" when it has a first contact or a stage past new.
 */
import { IST_OFFSET_MS } from '#shared/ist.ts';
import { LEAD_TYPE, leadModeOf } from '#shared/lead-wire.ts';
import type {
  LeadReport,
  LeadSource,
  ReportFunnel,
  ReportPeriod,
} from '#shared/schemas/lead-reports.ts';
import { reportRange } from '#shared/schemas/lead-reports.ts';
import type { LeadStage, LostReason } from '#shared/schemas/lead-work.ts';
import type { Db } from '../../db/database.ts';
import { carTitleAndPath, listingsWithNames } from '../cars/cars.repository.ts';
import { firmAndTeam, listedPeople, medianMinutes } from './speed-to-lead.ts';

const DAY_MS = 86_400_000;

/** One lead of a report, as the CSV writes it. */
export interface ReportLead {
  id: number;
  /** ISO 8601 (UTC). */
  createdAt: string;
  carid: string;
  title: string;
  carNumber: string;
  source: LeadSource;
  /** The team member holding it (null: the owner). */
  assigneeStaffId: number | null;
  stage: LeadStage;
  lostReason: LostReason | null;
  /** Milliseconds from the lead to its first contact; null while nobody contacted it. */
  firstContactMs: number | null;
  contacted: boolean;
  visit: boolean;
}

/** The UTC instants bounding IST dates `from`..`to` (inclusive): [start, end). */
function istBounds(from: string, to: string): { start: string; end: string } {
  const start = Date.parse(`${from}T00:00:00Z`) - IST_OFFSET_MS;
  const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS - IST_OFFSET_MS;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/** Where lead `r` came from (the web's lead type, read by its remarks; else another client). */
function sourceOf(r: { lead_type: string; remarks: string }): LeadSource {
  if (r.lead_type !== LEAD_TYPE) return 'other';
  return leadModeOf(r.remarks) === 'Price' ? 'price' : 'contact';
}

/** The leads of dealer `dealerId` that arrived in IST dates `from`..`to`, oldest first. */
export async function reportLeads(
  db: Db,
  dealerId: number,
  range: { from: string; to: string },
): Promise<ReportLead[]> {
  const { start, end } = istBounds(range.from, range.to);
  const inRange = db
    .selectFrom('leads')
    .select('id')
    .where('dealer_id', '=', dealerId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  const [rows, visited] = await Promise.all([
    listingsWithNames(db)
      .innerJoin('leads as ld', 'ld.listing_id', 'l.id')
      .select([
        'ld.id as lead_id',
        'ld.created_at as lead_created_at',
        'ld.lead_type',
        'ld.remarks',
        'ld.assignee_staff_id',
        'ld.status as stage',
        'ld.lost_reason',
        'ld.first_contact_at',
        'l.car_number',
      ])
      .where('ld.dealer_id', '=', dealerId)
      .where('ld.created_at', '>=', start)
      .where('ld.created_at', '<', end)
      .orderBy('ld.id')
      .execute(),
    db
      .selectFrom('lead_events')
      .select('lead_id')
      .distinct()
      .where('lead_id', 'in', inRange)
      .where('kind', '=', 'update')
      .where('detail', 'like', '%"stage":"visit"%')
      .execute(),
  ]);
  const wasVisit = new Set(visited.map((v) => v.lead_id));
  return rows.map((r) => {
    const stage = r.stage;
    return {
      id: r.lead_id,
      createdAt: r.lead_created_at,
      carid: r.rand,
      title: carTitleAndPath(r).Title,
      carNumber: r.car_number,
      source: sourceOf(r),
      assigneeStaffId: r.assignee_staff_id,
      stage,
      lostReason: r.lost_reason,
      firstContactMs: r.first_contact_at
        ? Date.parse(r.first_contact_at) - Date.parse(r.lead_created_at)
        : null,
      contacted: r.first_contact_at !== null || stage !== 'new',
      visit:
        stage === 'visit' || stage === 'negotiating' || stage === 'won' || wasVisit.has(r.lead_id),
    };
  });
}

const emptyFunnel = (): ReportFunnel => ({ Leads: 0, Contacted: 0, Visit: 0, Won: 0, Lost: 0 });

function add(f: ReportFunnel, l: ReportLead): void {
  f.Leads += 1;
  if (l.contacted) f.Contacted += 1;
  if (l.visit) f.Visit += 1;
  if (l.stage === 'won') f.Won += 1;
  if (l.stage === 'lost') f.Lost += 1;
}

/** Counts of `xs` by `keyOf`, most first (ties in first-seen order). */
function tally<K>(xs: readonly ReportLead[], keyOf: (l: ReportLead) => K | null) {
  const counts = new Map<K, number>();
  for (const x of xs) {
    const k = keyOf(x);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/**
 * Dealer `dealerId`'s report for the `period` holding IST date `day`: the
 * owner (id 0, named as the firm) and every team member, and anyone removed
 * who held a lead of the period.
 */
export async function leadReport(
  db: Db,
  dealerId: number,
  period: ReportPeriod,
  day: string,
): Promise<LeadReport> {
  const range = reportRange(period, day);
  const [leads, { firmName, team }] = await Promise.all([
    reportLeads(db, dealerId, range),
    firmAndTeam(db, dealerId),
  ]);
  const Totals = emptyFunnel();
  const cars = new Map<string, LeadReport['Cars'][number]>();
  const people = new Map<number, { funnel: ReportFunnel; waits: number[] }>();
  for (const l of leads) {
    add(Totals, l);
    const car = cars.get(l.carid) ?? {
      carid: l.carid,
      Title: l.title,
      CarNumber: l.carNumber,
      ...emptyFunnel(),
    };
    add(car, l);
    cars.set(l.carid, car);
    const key = l.assigneeStaffId ?? 0;
    const person = people.get(key) ?? { funnel: emptyFunnel(), waits: [] };
    add(person.funnel, l);
    if (l.firstContactMs !== null) person.waits.push(l.firstContactMs);
    people.set(key, person);
  }
  const personRow = (id: number, Name: string) => {
    const p = people.get(id);
    return {
      id,
      Name,
      ...(p?.funnel ?? emptyFunnel()),
      MedianMinutes: medianMinutes(p?.waits ?? []),
    };
  };
  return {
    Period: period,
    From: range.from,
    To: range.to,
    Totals,
    Cars: [...cars.values()].sort((a, b) => b.Leads - a.Leads || b.Won - a.Won),
    Sources: tally(leads, (l) => l.source).map(([Source, Leads]) => ({ Source, Leads })),
    LostReasons: tally(leads, (l) => (l.stage === 'lost' ? l.lostReason : null)).map(
      ([Reason, Leads]) => ({ Reason: Reason ?? 'other', Leads }),
    ),
    People: listedPeople(firmName, team, (id) => people.has(id)).map((p) =>
      personRow(p.id, p.name),
    ),
  };
}
