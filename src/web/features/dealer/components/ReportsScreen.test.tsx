import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validReportDay } from '#messages/reports.ts';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { MSG } from '#shared/messages.ts';
import { LeadReportSchema } from '#shared/schemas/lead-reports.ts';
import { EMPTY, ME, REPORT } from '../test/report-answers.ts';
import { ReportsScreen } from './ReportsScreen.tsx';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('#web/lib/notify.ts', () => ({
  notifyError: (message: string) => toasts.push(message),
  notifySuccess: () => {},
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The report routes' answer for each test (`undefined`: the recorded week). */
let answer: () => Response;
const asked: { url: string; headers: Record<string, string> }[] = [];
const reportCalls = () =>
  asked.map((a) => a.url).filter((u) => u.startsWith('/api/Dealer/Reports?'));

beforeEach(() => {
  asked.length = 0;
  toasts.length = 0;
  answer = () => json(200, { Success: true, Message: 'Success', Data: REPORT });
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  // Thursday 3 December 2026, noon in India: this week is 30 Nov to 6 Dec.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-03T06:30:00Z'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      asked.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
      if (url.startsWith('/api/Dealer/Me')) return json(200, { Success: true, Data: ME });
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderAt(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <ReportsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('lead reports (issue 43 part 5)', () => {
  it('the recorded answer is what the schema describes', () => {
    expect(() =>
      LeadReportSchema.parse({ Success: true, Message: 'Success', Data: REPORT }),
    ).not.toThrow();
  });

  it("shows the week's funnel, cars, sources, lost reasons and each person's figures", async () => {
    renderAt('/Dealer/Reports');
    const funnel = await screen.findByRole('region', { name: 'How far enquiries got' });
    const steps = within(funnel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      'Enquiries12',
      'Contacted867% of enquiries',
      'Visit booked542% of enquiries',
      'Won217% of enquiries',
    ]);
    expect(funnel.textContent).toContain('Lost325% of enquiries');
    expect(screen.getByText('12 enquiries for 2 cars')).toBeTruthy();
    expect(screen.getByText('30 Nov – 6 Dec 2026')).toBeTruthy();

    const cars = screen.getByRole('table', { name: 'Enquiries per car' });
    expect(
      within(cars).getByRole('row', { name: '2019 Maruti Suzuki Swift VXi GJ01AB1234 7 3 1' }),
    ).toBeTruthy();
    expect(
      within(cars).getByRole('row', { name: '2021 Hyundai Creta SX GJ05CD9876 5 2 1' }),
    ).toBeTruthy();

    const sources = screen.getByRole('region', { name: 'Where enquiries came from' });
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Best price request7', 'Seller details request4', 'Other1']);
    const lost = screen.getByRole('region', { name: 'Why enquiries were lost' });
    expect(
      within(lost)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Price too high2', 'Could not reach them1']);

    const people = screen.getByRole('table', { name: "Each person's figures" });
    expect(
      within(people).getByRole('row', { name: 'Sai Auto Deals (owner) 3 3 4 min 1 0' }),
    ).toBeTruthy();
    expect(
      within(people).getByRole('row', { name: 'Sunil Desai 9 5 2 hr 5 min 4 2' }),
    ).toBeTruthy();
    expect(within(people).getByRole('row', { name: 'Ravi Patel 0 0 None yet 0 0' })).toBeTruthy();
    expect(
      within(people)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Person',
      'Enquiries',
      'Contacted',
      'Typical time to first contact',
      'Visits booked',
      'Won',
    ]);
  });

  it("moves by week and month through the address, asking for the period's Period and Day", async () => {
    renderAt('/Dealer/Reports');
    await screen.findByRole('table', { name: 'Enquiries per car' });
    expect(reportCalls()).toEqual(['/api/Dealer/Reports?Period=week']);
    // The current week has no next one.
    expect(screen.queryByRole('link', { name: /Next week/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Week' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: /Previous week/ }));
    expect(await screen.findByText('23 – 29 Nov 2026')).toBeTruthy();
    await waitFor(() =>
      expect(reportCalls().at(-1)).toBe('/api/Dealer/Reports?Period=week&Day=2026-11-23'),
    );
    const next = screen.getByRole('link', { name: /Next week/ });
    expect(next.getAttribute('href')).toBe('/Dealer/Reports?period=week');

    // Month keeps the day: November.
    fireEvent.click(screen.getByRole('link', { name: 'Month' }));
    expect(await screen.findByText('1 – 30 Nov 2026')).toBeTruthy();
    await waitFor(() =>
      expect(reportCalls().at(-1)).toBe('/api/Dealer/Reports?Period=month&Day=2026-11-23'),
    );
    fireEvent.click(screen.getByRole('link', { name: /Next month/ }));
    expect(await screen.findByText('1 – 31 Dec 2026')).toBeTruthy();
    await waitFor(() => expect(reportCalls().at(-1)).toBe('/api/Dealer/Reports?Period=month'));
    expect(screen.queryByRole('link', { name: /Next month/ })).toBeNull();
  });

  it('reads the period from the address, across a year', async () => {
    renderAt('/Dealer/Reports?period=week&day=2026-01-01');
    expect(await screen.findByText('29 Dec 2025 – 4 Jan 2026')).toBeTruthy();
    await waitFor(() =>
      expect(reportCalls()).toEqual(['/api/Dealer/Reports?Period=week&Day=2026-01-01']),
    );
  });

  it('asks for the current period when the address names a day to come or no date', async () => {
    renderAt('/Dealer/Reports?period=MONTH&day=2027-01-04');
    expect(await screen.findByText('1 – 31 Dec 2026')).toBeTruthy();
    await waitFor(() => expect(reportCalls()).toEqual(['/api/Dealer/Reports?Period=month']));
    cleanup();
    asked.length = 0;
    renderAt('/Dealer/Reports?day=yesterday');
    expect(await screen.findByText('30 Nov – 6 Dec 2026')).toBeTruthy();
    await waitFor(() => expect(reportCalls()).toEqual(['/api/Dealer/Reports?Period=week']));
  });

  it('tells a sales executive that only owners and managers see reports', async () => {
    answer = () => json(403, { Success: false, Message: MSG.roleNotAllowed });
    renderAt('/Dealer/Reports');
    expect(
      await screen.findByText("Only the dealership's owners and managers can see its reports."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your cars' }).getAttribute('href')).toBe(
      '/Dealer',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells someone in no dealership that the page is for dealers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith('/api/Dealer/Me')
          ? json(200, { Success: true, Data: { dealer: null } })
          : json(403, { Success: false, Message: MSG.onlyDealers }),
      ),
    );
    renderAt('/Dealer/Reports');
    expect(await screen.findByText(MSG.onlyDealers)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to your cars' })).toBeNull();
  });

  it('says when no enquiry came in, the navigation still there', async () => {
    answer = () => json(200, { Success: true, Message: 'Success', Data: EMPTY });
    renderAt('/Dealer/Reports?period=month');
    expect(await screen.findByText('No enquiries in this month.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Previous month/ })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it("shows the server's message for a refused period", async () => {
    answer = () => json(400, { Success: false, Message: validReportDay });
    renderAt('/Dealer/Reports');
    expect(await screen.findByText(validReportDay)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Previous week/ })).toBeTruthy();
  });

  it("downloads the period's CSV with the token and saves it under the server's name", async () => {
    const made: Blob[] = [];
    const saved: { href: string; download: string }[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        made.push(blob);
        return 'blob:report';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    renderAt('/Dealer/Reports?period=week&day=2026-11-23');
    await screen.findByRole('table', { name: 'Enquiries per car' });
    answer = () =>
      new Response('Received,Car\n2026-11-24,GJ01AB1234\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="enquiries-week-2026-11-23.csv"',
        },
      });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csvCall = asked.at(-1);
    expect(csvCall?.url).toBe('/api/Dealer/Reports.csv?Period=week&Day=2026-11-23');
    expect(csvCall?.headers.Authorization).toBe('Bearer token-1');
    expect(saved[0]).toEqual({ href: 'blob:report', download: 'enquiries-week-2026-11-23.csv' });
    expect(await made[0]?.text()).toBe('Received,Car\n2026-11-24,GJ01AB1234\n');
  });

  it("says why a download was refused, in the server's words", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderAt('/Dealer/Reports');
    await screen.findByRole('table', { name: 'Enquiries per car' });
    answer = () =>
      json(429, { Success: false, Message: 'Too many requests, try again in a minute.' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(toasts).toEqual(['Too many requests, try again in a minute.']));
    expect(asked.at(-1)?.url).toBe('/api/Dealer/Reports.csv?Period=week');
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });
});
