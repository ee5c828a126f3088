import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { useState } from 'react';
import { errorMessage } from '../api/api-error';
import { listTenants } from '../api/tenants';
import type { CurrentUser } from '../model/auth';
import { getPostLoginRedirect } from '../stores/self-serve-storage';
import { announceSignedOut } from '../stores/session-broadcast';
import { useSessionStore } from '../stores/session-store';
import { useSessionEndedNotice } from './session-ended-notice';
import { API, endUser, renderRoutes, resetAuthState, superAdmin } from './test-utils';

/** A signed-in page whose button calls the API and shows what went wrong. */
function LoadButton() {
  const [error, setError] = useState('');
  const load = () => listTenants().catch((failure) => setError(errorMessage(failure)));
  return (
    <>
      <button type="button" onClick={load}>
        Load
      </button>
      <p>{error}</p>
    </>
  );
}

function SignInPage() {
  return <h1>{useSessionEndedNotice() ?? 'Sign in'}</h1>;
}

const routes = {
  '/tenants/users': <LoadButton />,
  '/self-serve': <LoadButton />,
  '/login': <SignInPage />,
  '/self-serve-login': <SignInPage />,
};

const location = () => screen.getByRole('status', { name: 'Current location' });

function openSignedIn(user: CurrentUser, url: string, strict = false) {
  // StrictMode resolves the session twice.
  nock(API)
    .get('/api/management/admin-users/me')
    .times(strict ? 2 : 1)
    .reply(200, user);
  renderRoutes(url, routes, { gated: true, strict });
}

beforeEach(resetAuthState);
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('SessionGate', () => {
  it('shows a spinner until the session is resolved, then the page', async () => {
    nock(API).get('/api/management/admin-users/me').delay(50).reply(200, superAdmin);
    renderRoutes('/tenants/users', routes, { gated: true });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Load' })).toBeInTheDocument();
  });

  it('sends an admin whose session ended to /login with the message, remembering the page', async () => {
    openSignedIn(superAdmin, '/tenants/users?page=2');
    const user = userEvent.setup();
    nock(API).get('/api/management/tenants').reply(401, { message: 'Session expired' });
    await user.click(await screen.findByRole('button', { name: 'Load' }));

    expect(
      await screen.findByRole('heading', { name: 'Your session has ended. Please sign in again.' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(getPostLoginRedirect()).toBe('/tenants/users?page=2');
    expect(useSessionStore.getState()).toMatchObject({
      status: 'anonymous',
      user: null,
      ended: null,
    });
  });

  it("sends an end user whose session ended to their tenant's self-serve login", async () => {
    openSignedIn(endUser, '/self-serve?tenant_id=t-self', true);
    const user = userEvent.setup();
    nock(API).get('/api/management/tenants').reply(401, {});
    await user.click(await screen.findByRole('button', { name: 'Load' }));

    expect(
      await screen.findByRole('heading', { name: 'Your session has ended. Please sign in again.' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/self-serve-login?tenant_id=t-self');
    expect(getPostLoginRedirect()).toBe('/self-serve?tenant_id=t-self');
  });

  it('asks the API again when the person comes back to the tab, and leaves once it says 401', async () => {
    openSignedIn(endUser, '/self-serve?tenant_id=t-self');
    await screen.findByRole('button', { name: 'Load' });

    nock(API).get('/api/auth/validate').reply(200, { user: endUser });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(nock.pendingMocks()).toEqual([]));
    expect(location()).toHaveTextContent('/self-serve?tenant_id=t-self');

    nock(API).get('/api/auth/validate').reply(401, { message: 'Not signed in' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(
      await screen.findByRole('heading', { name: 'Your session has ended. Please sign in again.' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/self-serve-login?tenant_id=t-self');
  });

  it('stays put on a 403, which is no ended session', async () => {
    openSignedIn(superAdmin, '/tenants/users');
    const user = userEvent.setup();
    nock(API).get('/api/management/tenants').reply(403, { message: 'Access denied' });
    await user.click(await screen.findByRole('button', { name: 'Load' }));

    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/tenants/users');
  });
});

describe('SessionGate with other tabs', () => {
  beforeAll(() => {
    globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  });

  it('leaves for sign-in as soon as another tab signs out', async () => {
    openSignedIn(superAdmin, '/tenants/users');
    await screen.findByRole('button', { name: 'Load' });

    announceSignedOut();

    expect(
      await screen.findByRole('heading', { name: 'Your session has ended. Please sign in again.' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(getPostLoginRedirect()).toBe('/tenants/users');
  });
});
