import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { signInAsAdmin } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { renderPage } from '../../../app/testing/render-page';
import { formatContactDate } from '../lib/format-contact-date';
import {
  API,
  CONTACTS_PATH,
  contactPage,
  JSON_HEADERS,
  makeContact,
  renderContacts,
  replyWithContacts,
  rowsOf,
  setUpApi,
  waitForLoaded,
} from '../test-utils';
import { ContactsPage } from './contacts-page';

setUpApi();

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('Contacts screen', () => {
  it("shows a spinner, then the selected tenant's contacts with their card owner, newest first", async () => {
    const ada = makeContact(2, { name: 'Ada Lovelace', email: 'ada@example.com', company: null });
    replyWithContacts(contactPage([ada, makeContact(1)]));
    renderPage(<ContactsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading contacts...');

    const table = await screen.findByRole('table', { name: 'Contacts, newest first' });
    expect(screen.getByRole('heading', { name: 'Contacts', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Acme Corporation')).toBeInTheDocument();
    expect(headersOf(table)).toEqual(['Name', 'Email', 'Company', 'Card owner', 'Date', 'Actions']);
    expect(rowsOf(table)).toEqual([
      [
        'Ada Lovelace',
        'ada@example.com',
        '—',
        'Olivia Owner',
        formatContactDate(ada.created_at),
        'Delete',
      ],
      [
        'Visitor 1',
        'visitor1@example.com',
        'Initech',
        'Olivia Owner',
        formatContactDate(makeContact(1).created_at),
        'Delete',
      ],
    ]);
    expect(table.querySelector('time')).toHaveAttribute('datetime', ada.created_at);
    expect(screen.getByRole('button', { name: 'Delete Ada Lovelace' })).toBeInTheDocument();
  });

  it('says no visitor has shared their details yet when the tenant has no contacts', async () => {
    await renderContacts(contactPage([]));

    expect(
      screen.getByText('No contacts yet. Visitors who share their details on a card appear here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contact pages' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load contacts' with a Retry that asks again", async () => {
    replyWithContacts(contactPage([]), {}, 500);
    renderPage(<ContactsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load contacts');

    replyWithContacts();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks to select a tenant first when none is selected, and calls nothing', () => {
    signInAsAdmin('clientAdmin', null);
    useSelectedTenantStore.setState({ selectedTenant: null });
    const anyCall = nock(API)
      .get(CONTACTS_PATH)
      .query(true)
      .reply(200, contactPage([]), JSON_HEADERS);
    renderPage(<ContactsPage />);

    expect(screen.getByText('Please select a tenant to view contacts.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Tenants' })).toBeInTheDocument();
    expect(anyCall.isDone()).toBe(false);
  });

  it('searches name, email and company from page 1 on Search, and says when nothing matches', async () => {
    await renderContacts();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  initech ');
    expect(nock.pendingMocks()).toEqual([]);

    const searched = replyWithContacts(contactPage([]), { q: 'initech' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitForLoaded();

    expect(searched.isDone()).toBe(true);
    expect(screen.getByText('No contacts match this search.')).toBeInTheDocument();
  });

  it('pages with Previous and Next, showing the page and the total, and searches from page 1', async () => {
    const first = Array.from({ length: 20 }, (_, i) => makeContact(100 - i));
    await renderContacts(contactPage(first, 45));
    const paging = screen.getByRole('navigation', { name: 'Contact pages' });
    expect(paging).toHaveTextContent('45 contacts');
    expect(paging).toHaveTextContent('Page 1 of 3');
    expect(within(paging).getByRole('button', { name: 'Previous' })).toBeDisabled();

    replyWithContacts(contactPage(first, 45, 2));
    await userEvent.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    const searched = replyWithContacts(contactPage([makeContact(1)]), { q: 'visitor 1' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'visitor 1{Enter}');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contact pages' })).toHaveTextContent(
      '1 contact',
    );
    expect(searched.isDone()).toBe(true);
    await waitFor(() => expect(nock.pendingMocks()).toEqual([]));
  });
});
