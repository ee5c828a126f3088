import { ACME, signInAsAdmin } from '@bizcard/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  currentPath,
  JSON_HEADERS,
  makeTicket,
  renderList,
  setUpApi,
  TICKETS_PATH,
  ticketDetail,
} from '../test-utils';

setUpApi();

const dialog = () => screen.getByRole('dialog', { name: 'New Ticket' });
const subject = () => within(dialog()).getByRole('textbox', { name: /^Subject/ });
const description = () => within(dialog()).getByRole('textbox', { name: /^Description/ });
const priority = () => within(dialog()).getByRole('combobox', { name: 'Priority' });

async function openDialog() {
  signInAsAdmin('clientAdmin', ACME.id);
  await renderList();
  await userEvent.click(screen.getByRole('button', { name: 'New Ticket' }));
  return dialog();
}

describe('New Ticket dialog', () => {
  it("names the tenant and offers subject, description and priority, 'Normal' first chosen", async () => {
    const modal = await openDialog();

    expect(modal).toHaveTextContent('Tenant: Acme Corporation');
    expect(subject()).toHaveValue('');
    expect(description()).toHaveValue('');
    expect(priority()).toHaveValue('normal');
  });

  it("says 'Subject is required' and 'Description is required', and sends nothing while they are blank", async () => {
    await openDialog();
    const anyPost = nock(API).post(TICKETS_PATH).reply(201, {});

    await userEvent.type(subject(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Open Ticket' }));

    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(subject()).toHaveFocus();
    expect(anyPost.isDone()).toBe(false);
    nock.cleanAll();
  });

  it("sends the tenant, subject, description and priority, then shows the new ticket's page", async () => {
    await openDialog();
    const created = makeTicket(42, { subject: 'Card shows old title', priority: 'high' });
    let sent: unknown;
    nock(API)
      .post(TICKETS_PATH, (body) => {
        sent = body;
        return true;
      })
      .reply(201, { success: true, ticket: created }, JSON_HEADERS);
    nock(API)
      .get(`${TICKETS_PATH}/ticket-42`)
      .reply(200, ticketDetail({ ticket: created }), JSON_HEADERS);

    await userEvent.type(subject(), 'Card shows old title');
    await userEvent.type(description(), 'My card still shows my old job title.');
    await userEvent.selectOptions(priority(), 'High');
    await userEvent.click(screen.getByRole('button', { name: 'Open Ticket' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Card shows old title' }),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      tenant_id: ACME.id,
      subject: 'Card shows old title',
      description: 'My card still shows my old job title.',
      priority: 'high',
    });
    expect(currentPath()).toHaveTextContent('/tenants/tickets/ticket-42');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the API's message when the ticket cannot be opened, and keeps the form", async () => {
    await openDialog();
    nock(API)
      .post(TICKETS_PATH)
      .reply(403, { message: 'Access denied: You can only manage your own tenant.' }, JSON_HEADERS);

    await userEvent.type(subject(), 'Help');
    await userEvent.type(description(), 'Something broke');
    await userEvent.click(screen.getByRole('button', { name: 'Open Ticket' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied: You can only manage your own tenant.',
    );
    expect(subject()).toHaveValue('Help');
  });
});
