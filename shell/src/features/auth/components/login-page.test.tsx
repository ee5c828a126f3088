import {
  getPostLoginRedirect,
  setPostLoginRedirect,
  useSessionStore,
} from '@bizcard/shared/stores';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, resetShellState } from '../../../app/testing/api-mocks';
import { superAdmin } from '../../../app/testing/fixtures';
import { renderRoute } from '../../../app/testing/render-route';
import { LoginPage } from './login-page';

const renderLogin = (state?: unknown) => {
  renderRoute({ pathname: '/login', state }, <LoginPage />, { path: '/login' });
  return userEvent.setup();
};

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const location = () => screen.getByRole('status', { name: 'Current location' });

async function choosePasswordTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Password' }));
}

beforeEach(resetShellState);
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('LoginPage tabs', () => {
  it('offers Magic Link and Password tabs, starting on Magic Link', async () => {
    const user = renderLogin();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Magic Link', 'Password']);
    expect(screen.getByRole('tab', { name: 'Magic Link' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forgot Password?' })).not.toBeInTheDocument();

    await choosePasswordTab(user);
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('LoginPage after an ended session', () => {
  it(`says '${SESSION_ENDED}' when an ended session sent the visitor here`, () => {
    renderLogin({ sessionEnded: true });
    expect(screen.getByText(SESSION_ENDED)).toHaveAttribute('role', 'status');
  });

  it('says nothing of the kind on an ordinary visit', () => {
    renderLogin();
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
  });
});

describe('LoginPage magic link', () => {
  it("shows 'Please enter your email' when the email is empty", async () => {
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email');
  });

  it('sends the link and confirms it, showing Sending... meanwhile', async () => {
    const scope = nock(API)
      .post('/api/auth/login', { email: 'ada@example.com' })
      .delay(50)
      .reply(200, { message: 'ok' });
    const user = renderLogin();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(
      await screen.findByText('Magic link sent! Check your email to continue.'),
    ).toBeInTheDocument();
    expect(scope.isDone()).toBe(true);
  });

  it("shows the server's error when the link cannot be sent", async () => {
    nock(API).post('/api/auth/login').reply(404, { message: 'No account for this email' });
    const user = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account for this email');
  });

  it("shows 'Failed to send magic link. Please try again.' when the server gives no message", async () => {
    nock(API).post('/api/auth/login').reply(500, 'boom');
    const user = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send magic link. Please try again.',
    );
  });

  it('enters the MFA-required state and says so when the answer requires MFA', async () => {
    nock(API)
      .post('/api/auth/login')
      .reply(200, { message: 'ok', requires_mfa: true, session_token: 'mfa-token' });
    const user = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText(/Additional verification is required/)).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({
      mfaRequired: true,
      sessionToken: 'mfa-token',
    });
  });
});

describe('LoginPage password', () => {
  it("shows 'Please enter your password' when the password is empty", async () => {
    const user = renderLogin();
    await choosePasswordTab(user);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password');
  });

  it('signs in and goes to /', async () => {
    nock(API)
      .post('/api/auth/login/password', { email: 'ada@example.com', password: 's3cret-pass' })
      .reply(200, { message: 'ok', tenant_name: null, user: superAdmin });
    nock(API).get('/api/management/admin-users/me').reply(200, superAdmin);
    const user = renderLogin();
    await choosePasswordTab(user);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('signs in and returns to the remembered page, forgetting it', async () => {
    setPostLoginRedirect('/tenants/users?page=2');
    nock(API)
      .post('/api/auth/login/password')
      .reply(200, { message: 'ok', tenant_name: null, user: superAdmin });
    nock(API).get('/api/management/admin-users/me').reply(200, superAdmin);
    const user = renderLogin();
    await choosePasswordTab(user);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/tenants/users?page=2');
    expect(getPostLoginRedirect()).toBeNull();
  });

  it("forgets an end user's remembered profile and takes an admin to /, not /self-serve", async () => {
    setPostLoginRedirect('/self-serve?tenant_id=t-self');
    nock(API)
      .post('/api/auth/login/password')
      .reply(200, { message: 'ok', tenant_name: null, user: superAdmin });
    nock(API).get('/api/management/admin-users/me').reply(200, superAdmin);
    const user = renderLogin();
    await choosePasswordTab(user);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(getPostLoginRedirect()).toBeNull();
  });

  it("shows the server's message when password sign-in fails", async () => {
    nock(API).post('/api/auth/login/password').reply(401, { message: 'Account is locked' });
    const user = renderLogin();
    await choosePasswordTab(user);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account is locked');
  });

  it("shows 'Invalid email or password' when the failure carries no message", async () => {
    nock(API).post('/api/auth/login/password').reply(401);
    const user = renderLogin();
    await choosePasswordTab(user);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("shows 'Login failed. Please check your credentials.' when the server cannot be reached", async () => {
    nock(API).post('/api/auth/login/password').replyWithError('socket hang up');
    const user = renderLogin();
    await choosePasswordTab(user);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'any-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
  });
});

describe('LoginPage marks the field a message names', () => {
  it("an empty Send Magic Link marks the email, described by 'Please enter your email'", async () => {
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');
  });

  it("a Sign In without a password marks the password only, described by 'Please enter your password'", async () => {
    const user = renderLogin();
    await choosePasswordTab(user);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password',
    );
  });

  it('Forgot Password? without an email marks the email', async () => {
    const user = renderLogin();
    await choosePasswordTab(user);
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email address first',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('LoginPage forgot password', () => {
  it("shows 'Please enter your email address first' without an email", async () => {
    const user = renderLogin();
    await choosePasswordTab(user);
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address first');
  });

  it('asks for a reset link that returns to /forgot-password and confirms it', async () => {
    const scope = nock(API)
      .post('/api/auth/forgot-password', {
        email: 'ada@example.com',
        redirect_url: 'http://localhost/forgot-password',
      })
      .reply(200, { message: 'sent' });
    const user = renderLogin();
    await choosePasswordTab(user);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(await screen.findByText('Password reset link sent to your email')).toBeInTheDocument();
    expect(scope.isDone()).toBe(true);
  });
});

describe('LoginPage single sign-on', () => {
  it("offers 'Sign in with SSO' under the form, for the admin console", async () => {
    const message = 'No single sign-on is set up for this email address.';
    const scope = nock(API)
      .post('/api/auth/sso/start', { email: 'peter@initech.example', audience: 'admin' })
      .reply(404, { message });
    const user = renderLogin();
    const form = screen.getByRole('tabpanel');
    const sso = screen.getByRole('button', { name: 'Sign in with SSO' });
    expect(form.compareDocumentPosition(sso) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(sso);
    await user.type(screen.getByLabelText('Work email'), 'peter@initech.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(scope.isDone()).toBe(true);
  });
});
