import { signInAsAdmin } from '@bizcard/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { formatTicketTime } from '../lib/format-ticket-time';
import {
  API,
  JSON_HEADERS,
  makeTicket,
  renderTickets,
  SUPPORT,
  setUpApi,
  TICKETS_PATH,
  ticketDetail,
} from '../test-utils';

setUpApi();

const URL = `${TICKETS_PATH}/ticket-42`;
const TICKET = makeTicket(42, { subject: 'Card shows old title', priority: 'high' });
const REPLY = {
  id: 'reply-1',
  body: 'We are looking into it.',
  author: SUPPORT,
  side: 'support' as const,
  created_at: '2026-11-20T10:00:00.000Z',
};
const CHANGE = {
  id: 'change-1',
  at: '2026-11-20T10:05:00.000Z',
  actor: SUPPORT,
  side: 'support' as const,
  field: 'status' as const,
  from: 'open',
  to: 'in_progress',
};

async function openTicket(detail = ticketDetail({ ticket: TICKET })) {
  nock(API).get(URL).reply(200, detail, JSON_HEADERS);
  renderTickets('/tenants/tickets/ticket-42');
  return screen.findByRole('heading', { level: 1, name: detail.ticket.subject });
}

/** The facts list's text, term and value run together: 'Ticket IDTCK-1042StatusOpen…'. */
const facts = () => screen.getByText('Ticket ID', { selector: 'dt' }).closest('dl');

const messages = () =>
  within(screen.getByRole('list', { name: 'Conversation' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Ticket page', () => {
  it('shows the Ticket ID, status, priority, tenant, who opened it and when', async () => {
    await openTicket();

    expect(facts()).toHaveTextContent('Ticket IDTCK-1042');
    expect(facts()).toHaveTextContent('StatusOpen');
    expect(facts()).toHaveTextContent('PriorityHigh');
    expect(facts()).toHaveTextContent('TenantAcme Corporation');
    expect(facts()).toHaveTextContent('Opened byAda Admin');
    expect(facts()).toHaveTextContent(`Created${formatTicketTime(TICKET.created_at)}`);
    expect(screen.getByRole('link', { name: 'Back to Support Tickets' })).toHaveAttribute(
      'href',
      '/tenants/tickets',
    );
  });

  it('shows the description and every reply, each marked Customer or Support, and the history', async () => {
    await openTicket(ticketDetail({ ticket: TICKET, replies: [REPLY], history: [CHANGE] }));

    expect(messages()).toEqual([
      `Ada Admin · Customer · ${formatTicketTime(TICKET.created_at)}What went wrong 42`,
      `Sam Support · Support · ${formatTicketTime(REPLY.created_at)}We are looking into it.`,
    ]);
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent(
      `Sam Support (Support) changed status from Open to In progress · ${formatTicketTime(CHANGE.at)}`,
    );
  });

  it("says 'No replies yet.' and 'No changes yet.' on a new ticket", async () => {
    await openTicket();

    expect(screen.getByText('No replies yet.')).toBeInTheDocument();
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();
  });

  it("sends a reply and shows it in the conversation; a blank one says 'Reply is required'", async () => {
    signInAsAdmin('clientAdmin', TICKET.tenant_id);
    await openTicket();
    const box = screen.getByRole('textbox', { name: 'Your reply' });

    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply is required')).toBeInTheDocument();

    let sent: unknown;
    const answer = ticketDetail({
      ticket: TICKET,
      replies: [{ ...REPLY, body: 'Still broken', side: 'customer', author: TICKET.created_by }],
    });
    nock(API)
      .post(`${URL}/replies`, (body) => {
        sent = body;
        return true;
      })
      .reply(201, answer, JSON_HEADERS);
    await userEvent.type(box, 'Still broken');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));

    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(sent).toEqual({ body: 'Still broken' });
    expect(messages()[1]).toContain('Ada Admin · Customer · ');
    expect(messages()[1]).toContain('Still broken');
    expect(box).toHaveValue('');
  });

  it('changes the status, then shows the new status and the change in the history', async () => {
    await openTicket();
    const update = screen.getByRole('button', { name: 'Update Status' });
    expect(update).toBeDisabled();

    let sent: unknown;
    const resolved = { ...CHANGE, from: 'open', to: 'resolved' };
    nock(API)
      .patch(URL, (body) => {
        sent = body;
        return true;
      })
      .reply(
        200,
        ticketDetail({ ticket: { ...TICKET, status: 'resolved' }, history: [resolved] }),
        JSON_HEADERS,
      );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Change status' }),
      'Resolved',
    );
    await userEvent.click(update);

    expect(await screen.findByText('Status updated.')).toBeInTheDocument();
    expect(sent).toEqual({ status: 'resolved' });
    expect(facts()).toHaveTextContent('StatusResolved');
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent(
      'Sam Support (Support) changed status from Open to Resolved',
    );
    expect(screen.getByRole('combobox', { name: 'Change status' })).toHaveValue('resolved');
  });

  it("shows the API's 'Ticket not found' with the way back for an unknown ticket", async () => {
    nock(API).get(URL).reply(404, { message: 'Ticket not found' }, JSON_HEADERS);
    renderTickets('/tenants/tickets/ticket-42');

    expect(await screen.findByText(/Ticket not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Support Tickets' })).toBeInTheDocument();
  });

  it("says 'Failed to load the ticket' with a Retry when the API fails", async () => {
    nock(API).get(URL).reply(500, { message: 'boom' }, JSON_HEADERS);
    nock(API)
      .get(URL)
      .reply(200, ticketDetail({ ticket: TICKET }), JSON_HEADERS);
    renderTickets('/tenants/tickets/ticket-42');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the ticket');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: TICKET.subject })).toBeInTheDocument();
  });
});
