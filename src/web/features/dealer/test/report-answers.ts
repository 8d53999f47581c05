/**
 * Recorded answers for the Reports screen's tests (issue 43 part 5): a week
 * with enquiries, an empty month and the owner's Dealer/Me, shaped by
 * LeadReportSchema (ReportsScreen.test.tsx checks them against it).
 */
import type { LeadReport } from '#shared/schemas/lead-reports.ts';

/** A funnel's counts: enquiries, contacted, visit booked, won, lost. */
const funnel = (Leads: number, Contacted: number, Visit: number, Won: number, Lost: number) => ({
  Leads,
  Contacted,
  Visit,
  Won,
  Lost,
});

/** A week's report as GET /api/Dealer/Reports answers it (checked against the schema below). */
export const REPORT: LeadReport = {
  Period: 'week',
  From: '2026-11-30',
  To: '2026-12-06',
  Totals: funnel(12, 8, 5, 2, 3),
  Cars: [
    {
      carid: '41',
      Title: '2019 Maruti Suzuki Swift VXi',
      CarNumber: 'GJ01AB1234',
      ...funnel(7, 5, 3, 1, 2),
    },
    {
      carid: '42',
      Title: '2021 Hyundai Creta SX',
      CarNumber: 'GJ05CD9876',
      ...funnel(5, 3, 2, 1, 1),
    },
  ],
  Sources: [
    { Source: 'price', Leads: 7 },
    { Source: 'contact', Leads: 4 },
    { Source: 'other', Leads: 1 },
  ],
  LostReasons: [
    { Reason: 'price', Leads: 2 },
    { Reason: 'unreachable', Leads: 1 },
  ],
  People: [
    { id: 0, Name: 'Sai Auto Deals', MedianMinutes: 4, ...funnel(3, 3, 1, 0, 1) },
    { id: 7, Name: 'Sunil Desai', MedianMinutes: 125, ...funnel(9, 5, 4, 2, 2) },
    { id: 9, Name: 'Ravi Patel', MedianMinutes: null, ...funnel(0, 0, 0, 0, 0) },
  ],
};

/** December 2026 with nothing in it. */
export const EMPTY: LeadReport = {
  Period: 'month',
  From: '2026-12-01',
  To: '2026-12-31',
  Totals: funnel(0, 0, 0, 0, 0),
  Cars: [],
  Sources: [],
  LostReasons: [],
  People: [{ id: 0, Name: 'Sai Auto Deals', MedianMinutes: null, ...funnel(0, 0, 0, 0, 0) }],
};

export const ME = {
  dealer: {
    dealerId: 3,
    firmName: 'Sai Auto Deals',
    mobile: '9876543210',
    role: 'manager',
    permissions: {},
  },
};
