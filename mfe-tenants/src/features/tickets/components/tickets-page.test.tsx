import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { ACME, GLOBEX, signInAsAdmin } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { formatTicketDay } from '../lib/format-ticket-time';
import {
  ACME_QUERY,
  API,
  currentPath,
  JSON_HEADERS,
  makeTicket,
  renderList,
  renderTickets,
  replyWithTickets,
  rowsOf,
  setUpApi,
  TICKETS_PATH,
  ticketPage,
  waitForLoaded,
} from '../test-utils';

setUpApi();

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('Support Tickets screen', () => {
  it("shows a spinner, then the selected tenant's tickets with the spec's columns and Priority", async () => {
    const urgent = makeTicket(2, {
      subject: 'Cards do not open',
      status: 'in_progress',
      priority: 'urgent',
    });
    replyWithTickets(ACME_QUERY, ticketPage([urgent, makeTicket(1)]));
    renderTickets();
    expect(screen.getByText('Loading tickets...')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Support tickets, newest first' });
    expect(screen.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeInTheDocument();
    expect(screen.getByText('Acme Corporation')).toBeInTheDocument();
    expect(headersOf(table)).toEqual([
      'Ticket ID',
      'Subject',
      'Status',
      'Priority',
      'Created',
      'Actions',
    ]);
    expect(rowsOf(table)).toEqual([
      [
        'TCK-1002',
        'Cards do not open',
        'In progress',
        'Urgent',
        formatTicketDay(urgent.created_at),
        'View',
      ],
      [
        'TCK-1001',
        'Problem 1',
        'Open',
        'Normal',
        formatTicketDay(makeTicket(1).created_at),
        'View',
      ],
    ]);
    expect(screen.queryByText(/Sample data/)).not.toBeInTheDocument();
    expect(screen.queryByText(/future update/)).not.toBeInTheDocument();
  });

  it("opens a ticket's page from View", async () => {
    await renderList();
    nock(API)
      .get(`${TICKETS_PATH}/ticket-2`)
      .reply(200, { success: true, ticket: makeTicket(2), replies: [], history: [] }, JSON_HEADERS);

    await userEvent.click(screen.getByRole('link', { name: 'View TCK-1002' }));

    expect(currentPath()).toHaveTextContent('/tenants/tickets/ticket-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Problem 2' })).toBeInTheDocument();
  });

  it('shows every tenant, with a Tenant column, to a super admin with no tenant selected, and offers no New Ticket', async () => {
    useSelectedTenantStore.setState({ selectedTenant: null });
    const globex = makeTicket(3, { tenant_id: GLOBEX.id, tenant_name: 'Globex' });
    const all = await renderList(ticketPage([globex, makeTicket(1)]), {});

    expect(all.isDone()).toBe(true);
    expect(screen.getByText('All tenants')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(headersOf(table)).toContain('Tenant');
    expect(rowsOf(table).map((row) => row[2])).toEqual(['Globex', 'Acme Corporation']);
    expect(screen.queryByRole('button', { name: 'New Ticket' })).not.toBeInTheDocument();
  });

  it("shows a client admin their own tenant's tickets only, without a Tenant column", async () => {
    signInAsAdmin('clientAdmin', ACME.id);
    const own = await renderList();

    expect(own.isDone()).toBe(true);
    expect(headersOf(screen.getByRole('table'))).not.toContain('Tenant');
    expect(screen.getByRole('button', { name: 'New Ticket' })).toBeInTheDocument();
  });

  it('asks a client admin without a tenant to select one, and calls nothing', () => {
    signInAsAdmin('clientAdmin', null);
    useSelectedTenantStore.setState({ selectedTenant: null });
    const anyCall = nock(API)
      .get(TICKETS_PATH)
      .query(true)
      .reply(200, ticketPage([]), JSON_HEADERS);
    renderTickets();

    expect(screen.getByText('Please select a tenant to view support tickets.')).toBeInTheDocument();
    expect(anyCall.isDone()).toBe(false);
  });

  it('says there are no tickets yet, and that none match once filtered', async () => {
    await renderList(ticketPage([]));
    expect(
      screen.getByText('No tickets yet. Open one with New Ticket when something needs attention.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    replyWithTickets({ ...ACME_QUERY, status: 'closed' }, ticketPage([]));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Closed');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No tickets match these filters.')).toBeInTheDocument();
  });

  it("says 'Failed to load tickets' with a Retry that asks again", async () => {
    replyWithTickets(ACME_QUERY, ticketPage([]), 500);
    renderTickets();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tickets');

    replyWithTickets(ACME_QUERY);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks nothing while the filters change, then page 1 with status, priority and q on Filter', async () => {
    await renderList();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Waiting on customer');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'High');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' TCK-1042 ');
    expect(nock.pendingMocks()).toEqual([]);

    const filtered = replyWithTickets(
      { ...ACME_QUERY, status: 'waiting_on_customer', priority: 'high', q: 'TCK-1042' },
      ticketPage([makeTicket(42)]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitForLoaded();

    expect(filtered.isDone()).toBe(true);
    expect(rowsOf(screen.getByRole('table')).map((row) => row[0])).toEqual(['TCK-1042']);
  });

  it('searches on Enter in the search box', async () => {
    await renderList();
    const searched = replyWithTickets({ ...ACME_QUERY, q: 'android' }, ticketPage([]));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'android{Enter}');
    await waitForLoaded();

    expect(searched.isDone()).toBe(true);
  });

  it('pages with Previous and Next, showing the page and the total', async () => {
    const first = Array.from({ length: 20 }, (_, i) => makeTicket(60 - i));
    await renderList(ticketPage(first, 45));
    const paging = screen.getByRole('navigation', { name: 'Ticket pages' });
    expect(paging).toHaveTextContent('45 tickets');
    expect(paging).toHaveTextContent('Page 1 of 3');
    expect(within(paging).getByRole('button', { name: 'Previous' })).toBeDisabled();

    const second = replyWithTickets(ACME_QUERY, ticketPage([makeTicket(1)], 45, 2));
    await userEvent.click(within(paging).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(second.isDone()).toBe(true);
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(1));
  });
});
