import type { Ticket, TicketDetail, TicketPage } from '@bizcard/shared/model';
import { ACME, setUpTenantScreenApi, signInAsAdmin, TEST_API } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TicketsPage } from './components/tickets-page';
import { MESSAGES } from './messages';

export const API = TEST_API;
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const TICKETS_PATH = '/api/management/tickets';
export const ACME_QUERY = { tenant_id: ACME.id };

/** A super admin with Acme selected, before each test. */
export const setUpApi = () =>
  setUpTenantScreenApi({ beforeEachTest: () => signInAsAdmin('superAdmin') });

const ADA = { kind: 'admin' as const, name: 'Ada Admin', email: 'ada@acme.example' };
export const SUPPORT = { kind: 'admin' as const, name: 'Sam Support', email: 'super@example.com' };

/** The n-th ticket: later n, later time, number TCK-(1000 + n). */
export const makeTicket = (n: number, overrides: Partial<Ticket> = {}): Ticket => {
  const at = new Date(Date.UTC(2026, 10, n, 9, 30)).toISOString();
  return {
    id: `ticket-${n}`,
    number: `TCK-${1000 + n}`,
    tenant_id: ACME.id,
    tenant_name: ACME.name,
    subject: `Problem ${n}`,
    description: `What went wrong ${n}`,
    priority: 'normal',
    status: 'open',
    created_by: ADA,
    created_by_side: 'customer',
    created_at: at,
    updated_at: at,
    reply_count: 0,
    ...overrides,
  };
};

export const ticketPage = (tickets: Ticket[], total = tickets.length, page = 1): TicketPage => ({
  success: true,
  tickets,
  total,
  page,
  page_size: 20,
});

export const ticketDetail = (over: Partial<TicketDetail> = {}): TicketDetail => ({
  success: true,
  ticket: makeTicket(42),
  replies: [],
  history: [],
  ...over,
});

/** Answers the one list call whose query is exactly `query` (page and size added). */
export const replyWithTickets = (
  query: Record<string, string>,
  answer: TicketPage = ticketPage([makeTicket(2), makeTicket(1)]),
  status = 200,
) =>
  nock(API)
    .get(TICKETS_PATH)
    .query({ page: String(answer.page), page_size: '20', ...query })
    // Long enough for a test to see the spinner; short enough not to slow the suite.
    .delay(20)
    .reply(status, status === 200 ? answer : { message: 'boom' }, JSON_HEADERS);

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Current location">{pathname}</output>;
}

/** The exposed page at `url`, routed as the shell routes it (list and one ticket). */
export function renderTickets(url = '/tenants/tickets') {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/tenants/tickets" element={<TicketsPage />} />
          <Route path="/tenants/tickets/:ticketId" element={<TicketsPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

export const currentPath = () => screen.getByRole('status', { name: 'Current location' });

export const waitForLoaded = () =>
  waitFor(() => expect(screen.queryByText(MESSAGES.loading)).not.toBeInTheDocument());

/** Renders the list with `answer` for `query`'s first page and waits for it. */
export async function renderList(answer?: TicketPage, query: Record<string, string> = ACME_QUERY) {
  const call = replyWithTickets(query, answer);
  renderTickets();
  await waitForLoaded();
  return call;
}

export const rowsOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
  );
