import { configureApi } from '@bizcard/shared/api';
import type { Contact } from '@bizcard/shared/model';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { YourContacts } from './your-contacts';

const API = 'http://localhost';
const URL = '/api/self-serve/contacts';
const JSON_HEADERS = { 'content-type': 'application/json' };

const makeContact = (n: number, overrides: Partial<Contact> = {}): Contact => ({
  id: `contact-${n}`,
  tenant_id: 'tenant-1',
  owner: { end_user_id: 'end-user-1', name: 'Jane Doe', email: 'jane@globex.example' },
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: null,
  company: null,
  note: null,
  consent: true,
  created_at: new Date(Date.UTC(2025, 2, 1, 9, n)).toISOString(),
  ...overrides,
});

const ADA = makeContact(2, {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  company: 'Analytical Engines',
  note: 'Met at the fair; call me about the engine.',
});

const replyWith = (contacts: Contact[], status = 200) =>
  nock(API)
    .get(URL)
    .reply(
      status,
      status === 200 ? { success: true, contacts } : { message: 'boom' },
      JSON_HEADERS,
    );

const renderSection = () =>
  render(
    <ThemeRoot>
      <YourContacts />
    </ThemeRoot>,
  );
const section = () => screen.getByRole('region', { name: 'Your contacts' });

beforeAll(() => configureApi({ baseUrl: API }));
beforeEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));
afterAll(() => nock.enableNetConnect());

describe('Your contacts', () => {
  it('lists each contact with their name, email, phone, company, note and date, newest first', async () => {
    replyWith([ADA, makeContact(1)]);
    renderSection();

    const ada = await within(section()).findByRole('listitem', { name: 'Ada Lovelace' });
    expect(
      within(section())
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Ada Lovelace', 'Visitor 1']);
    expect(ada).toHaveTextContent('Analytical Engines');
    expect(within(ada).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(ada).getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(ada).toHaveTextContent('Met at the fair; call me about the engine.');
    expect(ada.querySelector('time')).toHaveAttribute('datetime', ADA.created_at);
  });

  it('says no visitor has shared their details yet when there are none', async () => {
    replyWith([]);
    renderSection();

    expect(
      await screen.findByText(
        'No contacts yet. Visitors who share their details on your card appear here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("says 'Failed to load your contacts' with a Retry that asks again", async () => {
    replyWith([], 500);
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your contacts');

    replyWith([ADA]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('listitem', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('deletes a contact only after the confirmation, then leaves it out', async () => {
    replyWith([ADA, makeContact(1)]);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete Contact' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the contact Ada Lovelace (ada@example.com)? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    const deleted = nock(API)
      .delete(`${URL}/contact-2`)
      .reply(200, { success: true, deleted: 1 }, JSON_HEADERS);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ada Lovelace' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Contact Ada Lovelace deleted.')).toBeInTheDocument();
    expect(deleted.isDone()).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Visitor 1',
    ]);
  });

  it("keeps the contact and shows the server's message when the delete is refused", async () => {
    replyWith([ADA]);
    renderSection();
    nock(API).delete(`${URL}/contact-2`).reply(404, { message: 'Contact not found' }, JSON_HEADERS);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('Error: Contact not found')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
