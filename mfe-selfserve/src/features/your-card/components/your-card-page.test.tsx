import { configureApi } from '@bizcard/shared/api';
import type { CurrentUser, YourCardResponse } from '@bizcard/shared/model';
import { getPostLoginRedirect, useSessionStore } from '@bizcard/shared/stores';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { YourCardPage } from './your-card-page';

const API = 'http://localhost';
const TENANT_ID = '44444444-4444-4444-8444-444444444444';

const PETER: CurrentUser = {
  id: 'end-user-7',
  email: 'peter@initech.example',
  first_name: 'Peter',
  last_name: 'Gibbons',
  role: 'user',
  tenant_id: TENANT_ID,
  tenant: 'initech',
  stytch_member_id: 'sub-peter',
  isSuperAdmin: false,
  isClientAdmin: false,
};

const CARD: YourCardResponse = {
  first_name: 'Peter',
  last_name: 'Gibbons',
  email: 'peter@initech.example',
  tenant: 'Initech',
  card_url: 'http://localhost:8080/c/peter-gibbons',
  qr_url: 'http://localhost:8080/c/peter-gibbons/qr.png',
  vcard_url: 'http://localhost:8080/c/peter-gibbons/contact.vcf',
  directory: {
    provider: 'Initech Directory',
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    synced_at: '2026-11-25T12:00:00.000Z',
    fields: [
      { wire: 'title', label: 'Title', value: 'Software Engineer' },
      { wire: 'phone_cell', label: 'Cell phone', value: '+1 512 555 0147' },
    ],
  },
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

function renderPage() {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/self-serve/card']}>
        <Routes>
          <Route path="/self-serve/card" element={<YourCardPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeRoot>,
  );
  return userEvent.setup();
}

const cardAnswers = (card: YourCardResponse = CARD) =>
  nock(API).get('/api/self-serve/card').reply(200, card);
const location = () => screen.getByRole('status', { name: 'Current location' });
const directory = () => screen.getByRole('region', { name: 'From your directory' });

/** The directory's fields as the page lists them: label → value. */
const listed = () =>
  Object.fromEntries(
    within(directory())
      .queryAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

beforeAll(() => configureApi({ baseUrl: API }));
beforeEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
  localStorage.clear();
  useSessionStore.setState({ status: 'authenticated', user: PETER, ended: null });
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('YourCardPage', () => {
  it('shows the card: name, tenant, link, QR code, vCard and what the directory filled in', async () => {
    cardAnswers();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your card' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Peter Gibbons' })).toBeInTheDocument();
    expect(screen.getByText('Initech')).toBeInTheDocument();

    const link = screen.getByRole('link', { name: CARD.card_url });
    expect(link).toHaveAttribute('href', CARD.card_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'QR code of your business card' })).toHaveAttribute(
      'src',
      CARD.qr_url,
    );
    expect(screen.getByRole('link', { name: 'Download vCard' })).toHaveAttribute(
      'href',
      CARD.vcard_url,
    );

    expect(listed()).toEqual({ Title: 'Software Engineer', 'Cell phone': '+1 512 555 0147' });
    expect(within(directory()).getByText(/read-only here/)).toHaveTextContent(
      "These details are managed by your organisation's directory and are updated each time you sign in, so they are read-only here.",
    );
    expect(
      within(directory()).getByText(/^Last updated from Initech Directory on /),
    ).toHaveTextContent(/(November 25, 2026|25 November 2026)$/);
  });

  it("copies the card link and says 'Card link copied to clipboard!'", async () => {
    cardAnswers();
    const user = renderPage();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy card link' }));
    expect(writeText).toHaveBeenCalledWith(CARD.card_url);
    expect(await screen.findByText('Card link copied to clipboard!')).toBeInTheDocument();
  });

  it('says nothing has come from the directory yet when it filled in nothing', async () => {
    cardAnswers({ ...CARD, directory: { provider: null, synced_at: null, fields: [] } });
    renderPage();
    expect(
      await screen.findByText('Nothing has come from your directory yet.'),
    ).toBeInTheDocument();
    expect(listed()).toEqual({});
    expect(within(directory()).queryByText(/^Last updated/)).not.toBeInTheDocument();
  });

  it("shows 'Failed to load your card' with a Retry that loads it again", async () => {
    nock(API).get('/api/self-serve/card').reply(500, { message: 'Database down' });
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your card');

    cardAnswers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Peter Gibbons' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("logs out to the self-serve login of the person's tenant, remembering nothing", async () => {
    cardAnswers();
    nock(API).post('/api/auth/logout').reply(200, { message: 'Logged out' });
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Peter Gibbons' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/self-serve-login?tenant_id=${TENANT_ID}`),
    );
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(getPostLoginRedirect()).toBeNull();
  });

  it('sends a signed-out visitor to the self-serve login, to come back here after sign-in', () => {
    useSessionStore.setState({ status: 'anonymous', user: null });
    renderPage();
    expect(location()).toHaveTextContent(/^\/self-serve-login$/);
    expect(getPostLoginRedirect()).toBe('/self-serve/card');
  });
});
