import type { Contact, ContactPage } from '@bizcard/shared/model';
import { ACME, setUpTenantScreenApi, signInAsAdmin, TEST_API } from '@bizcard/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { renderPage } from '../../app/testing/render-page';
import { ContactsPage } from './components/contacts-page';
import { MESSAGES } from './messages';

export const API = TEST_API;
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const CONTACTS_PATH = `/api/management/contacts/${ACME.id}`;

/** A super admin with Acme selected, before each test. */
export const setUpApi = () =>
  setUpTenantScreenApi({ beforeEachTest: () => signInAsAdmin('superAdmin') });

/** The n-th contact: later n, later time. */
export const makeContact = (n: number, overrides: Partial<Contact> = {}): Contact => ({
  id: `contact-${n}`,
  tenant_id: ACME.id,
  owner: { end_user_id: 'owner-1', name: 'Olivia Owner', email: 'olivia@acme.example' },
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '+1 555 0100',
  company: 'Initech',
  note: 'Met at the fair',
  consent: true,
  created_at: new Date(Date.UTC(2025, 2, 1, 9, n)).toISOString(),
  ...overrides,
});

export const contactPage = (
  contacts: Contact[],
  total = contacts.length,
  page = 1,
): ContactPage => ({
  success: true,
  contacts,
  total,
  page,
  page_size: 20,
});

/** Answers the one list call for `page` whose other filters are exactly `query`. */
export const replyWithContacts = (
  answer: ContactPage = contactPage([makeContact(2), makeContact(1)]),
  query: Record<string, string> = {},
  status = 200,
) =>
  nock(API)
    .get(CONTACTS_PATH)
    .query({ page: String(answer.page), page_size: '20', ...query })
    // Long enough for a test to see the spinner; short enough not to slow the suite.
    .delay(20)
    .reply(status, status === 200 ? answer : { message: 'boom' }, JSON_HEADERS);

export const waitForLoaded = () =>
  waitFor(() => expect(screen.queryByText(MESSAGES.loading)).not.toBeInTheDocument());

/** Renders the screen with `answer` for Acme's first page and waits for it. */
export async function renderContacts(answer?: ContactPage) {
  const call = replyWithContacts(answer);
  renderPage(<ContactsPage />);
  await waitForLoaded();
  return call;
}

export const rowsOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
  );
