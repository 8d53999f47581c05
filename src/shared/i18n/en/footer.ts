/**
 * The footer's words with values (src/web/app/layout/Footer.tsx, a chunk of its own): apart from frame.ts, whose functions ride in every page's start.
 */
export const copyright = (year: number) =>
  `© ${year} CarSetu Automotive Services Pvt. Ltd. All rights reserved.`;
