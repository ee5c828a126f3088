import { CARD_DEACTIVATED } from '@bizcard/shared/model';
import {
  getPostLoginRedirect,
  setPostLoginRedirect,
  useSessionStore,
} from '@bizcard/shared/stores';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, resetShellState } from '../../../app/testing/api-mocks';
import { endUser, superAdmin } from '../../../app/testing/fixtures';
import { renderRoute } from '../../../app/testing/render-route';
import { AuthCallbackPage } from './auth-callback-page';

const renderCallback = (url: string, strict = false) =>
  renderRoute(url, <AuthCallbackPage />, { path: '/auth/callback', strict });

const location = () => screen.getByRole('status', { name: 'Current location' });

const answerCallback = (token: string, body: object, status = 200) =>
  nock(API).post('/api/auth/callback', { token }).reply(status, body);

beforeEach(resetShellState);
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('AuthCallbackPage', () => {
  it("shows 'Authenticating...' while the token is checked, then goes to / for an admin", async () => {
    nock(API)
      .post('/api/auth/callback', { token: 'tok-admin' })
      .delay(50)
      .reply(200, { message: 'ok', mode: 'admin', tenant_id: null, user: superAdmin });
    renderCallback('/auth/callback?token=tok-admin');
    expect(screen.getByText('Authenticating...')).toBeInTheDocument();
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: superAdmin });
  });

  it('goes to /self-serve with the tenant id in self mode', async () => {
    answerCallback('tok-self', { message: 'ok', mode: 'self', tenant_id: 't-self', user: endUser });
    renderCallback('/auth/callback?token=tok-self');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/self-serve?tenant_id=t-self');
  });

  it('goes to /self-serve without a query in self mode when no tenant id comes back', async () => {
    answerCallback('tok-self-2', { message: 'ok', mode: 'self', tenant_id: null, user: endUser });
    renderCallback('/auth/callback?token=tok-self-2');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/self-serve$/);
  });

  it('prefers the remembered post-login redirect and forgets it', async () => {
    setPostLoginRedirect('/tenants/users?page=2');
    answerCallback('tok-redirect', {
      message: 'ok',
      mode: 'admin',
      tenant_id: null,
      user: superAdmin,
    });
    renderCallback('/auth/callback?token=tok-redirect');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/tenants/users?page=2');
    expect(getPostLoginRedirect()).toBeNull();
  });

  it("forgets an end user's remembered profile: an admin signing in lands on /, not /self-serve", async () => {
    setPostLoginRedirect('/self-serve?tenant_id=t-remembered');
    answerCallback('tok-stale', {
      message: 'ok',
      mode: 'admin',
      tenant_id: null,
      user: superAdmin,
    });
    renderCallback('/auth/callback?token=tok-stale');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(getPostLoginRedirect()).toBeNull();
  });

  it('posts a single-use token only once under StrictMode', async () => {
    answerCallback('tok-once', { message: 'ok', mode: 'admin', tenant_id: null, user: superAdmin });
    renderCallback('/auth/callback?token=tok-once', true);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.queryByText('Authentication Failed')).not.toBeInTheDocument();
  });

  it("shows 'Invalid authentication link' and Back to Login without a token", async () => {
    renderCallback('/auth/callback');
    expect(screen.getByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid authentication link');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it("shows the server's message when the token is refused", async () => {
    answerCallback('tok-old', { message: 'This link has expired' }, 401);
    renderCallback('/auth/callback?token=tok-old');
    expect(
      await screen.findByRole('heading', { name: 'Authentication Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired');
    expect(useSessionStore.getState().status).toBe('loading');
  });

  it('tells a deactivated end user why their magic link did not sign them in', async () => {
    answerCallback('tok-deactivated', { message: CARD_DEACTIVATED }, 403);
    renderCallback('/auth/callback?token=tok-deactivated');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your card has been deactivated\. Please contact your administrator\.$/,
    );
    expect(useSessionStore.getState().status).toBe('loading');
  });

  it("shows 'Authentication failed. Please try again.' when the failure has no message", async () => {
    nock(API).post('/api/auth/callback').reply(502, 'Bad gateway');
    renderCallback('/auth/callback?token=tok-broken');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failed. Please try again.',
    );
  });
});
