import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEALER_ACTIONS } from '#shared/schemas/dealer-team.ts';
import type { Enquiry } from '#shared/schemas/enquiry.ts';
import { stubSignedInFetch } from '#web/test/signed-in-fetch.ts';
import { chipTime } from '../follow-up.ts';
import { testLead } from '../test-lead.ts';
import { Enquiries } from './Enquiries.tsx';

const HOUR = 3_600_000;
let posts: { url: string; body: string; keepalive?: boolean }[] = [];
let dealer: unknown = null;
let leads: Enquiry[] = [];

const salesExecutive = {
  dealerId: 1,
  firmName: 'Shah Motors',
  mobile: '9800000001',
  role: 'sales',
  permissions: Object.fromEntries(
    DEALER_ACTIONS.map((a) => [a, a === 'readStock' || a === 'ownLeads']),
  ),
};

beforeEach(() => {
  posts = [];
  dealer = salesExecutive;
  const overdue = testLead({
    id: 1,
    Name: 'Asha Rao',
    Status: 'contacted',
    AssigneeId: 5,
    AssigneeName: 'Ravi Patel',
    NextFollowUp: new Date(Date.now() - 2 * HOUR).toISOString(),
    LastNote: 'Wants a red one',
  });
  const fresh = testLead({ id: 2, Name: 'Meena Iyer', AssigneeId: 5, AssigneeName: 'Ravi Patel' });
  leads = [overdue, fresh];
  stubSignedInFetch(async (url, init) => {
    const json = (body: unknown) =>
      new Response(JSON.stringify({ Success: true, Message: 'Success', ...(body as object) }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    if (init?.method === 'POST') {
      posts.push({ url, body: String(init.body), keepalive: init.keepalive });
      if (url.endsWith('/FollowUp'))
        return json({ Message: 'Saved', Data: { ...leads[1], Status: 'contacted' } });
      return json({ Data: null });
    }
    if (url.endsWith('/api/Dealer/Me')) return json({ Data: { dealer } });
    if (url.endsWith('/Today'))
      return json({
        Data: {
          Overdue: [leads[0]],
          Due: [],
          New: [leads[1]],
          Counts: { Overdue: 1, Due: 0, New: 1 },
          Count: 2,
        },
      });
    if (url.includes('/MyEnquiries'))
      return json({ Data: { Enquiries: leads, NewCount: 1, NextBefore: null } });
    if (url.endsWith('/NewCount')) return json({ Data: { NewCount: 1, TodayCount: 2 } });
    if (url.endsWith('/FollowUpMessages'))
      return json({ Data: { On: false, ConsentText: 'Send me one WhatsApp message…' } });
    return new Response('{}', { status: 404 });
  });
});

function renderPage(url = '/Enquiries') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  render(<Enquiries />, { wrapper });
}

describe('Enquiries for a person in a dealership (issue 43 part 3)', () => {
  it('opens on Today: overdue in red, due today and new, each with its count', async () => {
    renderPage();
    const overdue = await screen.findByRole('region', { name: /^Overdue/ });
    expect(within(overdue).getByText('1 enquiry')).toBeTruthy();
    const card = within(overdue).getByRole('article', { name: 'Asha Rao' });
    // Two hours ago: today, or yesterday just after midnight in India.
    const when = within(card).getByText(/^Overdue since (today|yesterday), /);
    expect(when.closest('p')?.className).toContain('text-red-700');
    expect(within(card).getByText('Assigned to you')).toBeTruthy();
    expect(within(card).getByText('Wants a red one')).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Due today/ }).textContent).toContain(
      'None right now.',
    );
    const fresh = screen.getByRole('region', { name: /^New, not yet followed up/ });
    expect(within(fresh).getByRole('article', { name: 'Meena Iyer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'All enquiries' }).getAttribute('href')).toBe(
      '/Enquiries?view=all',
    );
    // A sales executive may not reassign.
    expect(within(card).queryByRole('button', { name: /^Change/ })).toBeNull();
  });

  it('logs "no answer, tomorrow 11:00" in three taps', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'Meena Iyer' });
    fireEvent.click(within(card).getByRole('button', { name: /^Log call \/ update/ })); // 1
    fireEvent.click(within(card).getByRole('button', { name: 'No answer' })); // 2
    const expected = chipTime('tomorrow', new Date());
    await act(
      async () => fireEvent.click(within(card).getByRole('button', { name: 'Tomorrow, 11:00 am' })), // 3
    );
    await waitFor(() => expect(posts.map((p) => p.url)).toContain('/api/Enquiries/FollowUp'));
    const sent = new URLSearchParams(posts.find((p) => p.url.endsWith('/FollowUp'))?.body);
    expect(Object.fromEntries(sent)).toEqual({
      id: '2',
      Stage: 'contacted',
      NextFollowUp: expected,
      Note: 'Called, no answer',
    });
    // Saved: the panel closes and its button has the focus back.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Log call \/ update/));
  });

  it('Lost asks for a reason instead of a time', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    fireEvent.click(within(card).getByRole('button', { name: /^Log call \/ update/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Lost' }));
    expect(within(card).getByText('Why was it lost?')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'In 2 hours' })).toBeNull();
    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'Bought elsewhere' })),
    );
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.body))).toEqual({
      id: '1',
      Stage: 'lost',
      LostReason: 'bought-elsewhere',
      NextFollowUp: '',
    });
  });

  it('reports a tap on Call without holding the link up', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'Meena Iyer' });
    const call = within(card).getByRole('link', { name: /^Call Meena Iyer/ });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // jsdom does not navigate to tel:, so stop it from trying after the handler ran.
    call.addEventListener('click', (e) => e.preventDefault());
    call.dispatchEvent(click);
    expect(posts).toEqual([
      { url: '/api/Enquiries/Contact', body: 'id=2&Via=call', keepalive: true },
    ]);
  });
});

describe('Enquiries for a private seller', () => {
  it('has All only: no Today, no assignee', async () => {
    dealer = null;
    renderPage('/Enquiries?view=today');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(screen.queryByRole('link', { name: 'Today' })).toBeNull();
    expect(screen.getByText('1 new enquiry')).toBeTruthy();
    expect(within(card).queryByText(/^Assigned/)).toBeNull();
  });
});
