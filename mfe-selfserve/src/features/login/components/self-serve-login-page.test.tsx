import { configureApi } from '@bizcard/shared/api';
import { CARD_DEACTIVATED, type CurrentUser } from '@bizcard/shared/model';
import {
  POST_LOGIN_REDIRECT_KEY,
  SELF_SERVE_TENANT_KEY,
  useSessionStore,
} from '@bizcard/shared/stores';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { type InitialEntry, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SelfServeLoginPage } from './self-serve-login-page';

const API = 'http://localhost';
const JSON_HEADERS = { 'content-type': 'application/json' };
const TENANT_ID = '33333333-3333-4333-8333-333333333333';

const END_USER: CurrentUser = {
  id: 'end-user-1',
  email: 'jane@acme.example',
  first_name: 'Jane',
  last_name: 'Doe',
  role: 'user',
  tenant_id: TENANT_ID,
  tenant: 'acme-corporation',
  stytch_member_id: 'member-1',
  isSuperAdmin: false,
  isClientAdmin: false,
};

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderLogin(path: InitialEntry = '/self-serve-login') {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/self-serve-login" element={<SelfServeLoginPage />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const emailBox = () => screen.getByLabelText('Email');
const signInButton = () => screen.getByRole('button', { name: /Sign In|Signing in/ });
const location = () => screen.getByTestId('location').textContent;

async function signIn(email: string, password: string) {
  if (email) await userEvent.type(emailBox(), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(signInButton());
}

/** Intercepts one POST and hands back the JSON body the page sent. */
function capturePost(path: string, status: number, reply: object) {
  const sent: { body?: Record<string, unknown> } = {};
  nock(API)
    .post(path, (body) => {
      sent.body = body;
      return true;
    })
    .reply(status, reply, JSON_HEADERS);
  return sent;
}

beforeAll(() => {
  configureApi({ baseUrl: API });
  nock.disableNetConnect();
});

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ status: 'anonymous', user: null });
});

afterEach(() => nock.cleanAll());

afterAll(() => nock.enableNetConnect());

describe('SelfServeLoginPage', () => {
  it('shows a centred sign-in card with email, password, Forgot Password? and Sign In', () => {
    renderLogin();

    expect(
      screen.getByRole('heading', { name: 'Sign in to update your card' }),
    ).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("shows 'Enter email and password' when the password is missing", async () => {
    renderLogin();
    await signIn('jane@acme.example', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter email and password');
  });

  it("shows 'Enter email and password' when the email is missing", async () => {
    renderLogin();
    await signIn('', 'secret-pass');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter email and password');
  });

  it("an empty Sign In marks email and password invalid, each described by 'Enter email and password'", async () => {
    renderLogin();
    await signIn('', '');
    for (const input of [emailBox(), screen.getByLabelText('Password')]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Enter email and password');
    }
  });

  it('marks only the missing field when one of the two is given', async () => {
    renderLogin();
    await signIn('jane@acme.example', '');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'false');
    expect(emailBox()).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("Forgot Password? without an email marks the email, described by 'Enter your email first'", async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription('Enter your email first');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's message when sign-in is refused", async () => {
    capturePost('/api/auth/self-serve-login', 401, { message: 'Invalid email or password' });
    renderLogin();

    await signIn('jane@acme.example', 'wrong-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(signInButton()).toHaveTextContent('Sign In');
    expect(useSessionStore.getState().status).toBe('anonymous');
  });

  it('tells a deactivated end user why they cannot sign in, in the words of the API', async () => {
    capturePost('/api/auth/self-serve-login', 403, { message: CARD_DEACTIVATED });
    renderLogin();

    await signIn('jane@acme.example', 'secret-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your card has been deactivated\. Please contact your administrator\.$/,
    );
    expect(useSessionStore.getState().status).toBe('anonymous');
  });

  it("shows the error's own message when the server gives none", async () => {
    nock(API).post('/api/auth/self-serve-login').reply(502, 'Bad gateway');
    renderLogin();

    await signIn('jane@acme.example', 'secret-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent('API request failed');
  });

  it("reads 'Signing in...' while the sign-in call runs", async () => {
    nock(API)
      .post('/api/auth/self-serve-login')
      .delay(200)
      .reply(401, { message: 'Invalid email or password' }, JSON_HEADERS);
    renderLogin();

    await signIn('jane@acme.example', 'secret-pass');

    expect(signInButton()).toHaveTextContent('Signing in...');
    expect(signInButton()).toBeDisabled();
    await screen.findByRole('alert');
  });

  it('signs in and goes to /self-serve with the tenant', async () => {
    const sent = capturePost('/api/auth/self-serve-login', 200, {
      message: 'Signed in',
      mode: 'self',
      tenant_id: TENANT_ID,
      user: END_USER,
    });
    renderLogin(`/self-serve-login?tenant_id=${TENANT_ID}`);

    await signIn('jane@acme.example', 'secret-pass');

    await screen.findByText(`/self-serve?tenant_id=${TENANT_ID}`);
    expect(location()).toBe(`/self-serve?tenant_id=${TENANT_ID}`);
    expect(sent.body).toEqual({
      email: 'jane@acme.example',
      password: 'secret-pass',
      tenant_id: TENANT_ID,
    });
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: END_USER });
  });

  it('returns to the page that sent the visitor to sign in, and forgets it', async () => {
    localStorage.setItem(POST_LOGIN_REDIRECT_KEY, `/self?tenant_id=${TENANT_ID}`);
    capturePost('/api/auth/self-serve-login', 200, {
      message: 'Signed in',
      mode: 'self',
      tenant_id: TENANT_ID,
      user: END_USER,
    });
    renderLogin(`/self-serve-login?tenant_id=${TENANT_ID}`);

    await signIn('jane@acme.example', 'secret-pass');

    expect(await screen.findByText(`/self?tenant_id=${TENANT_ID}`)).toBeInTheDocument();
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBeNull();
  });

  it.each(['/', '/tenants/users?page=2'])(
    'lands on /self-serve, never the admin page %s a signed-out visit remembered, and forgets it',
    async (adminPage) => {
      localStorage.setItem(POST_LOGIN_REDIRECT_KEY, adminPage);
      capturePost('/api/auth/self-serve-login', 200, {
        message: 'Signed in',
        mode: 'self',
        tenant_id: TENANT_ID,
        user: END_USER,
      });
      renderLogin(`/self-serve-login?tenant_id=${TENANT_ID}`);

      await signIn('jane@acme.example', 'secret-pass');

      await screen.findByText(`/self-serve?tenant_id=${TENANT_ID}`);
      expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBeNull();
    },
  );

  it("says 'Your session has ended. Please sign in again.' when an ended session sent the visitor here", () => {
    renderLogin({ pathname: '/self-serve-login', state: { sessionEnded: true } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
  });

  it('remembers the tenant_id of the link in browser storage', () => {
    renderLogin(`/self-serve-login?tenant_id=${TENANT_ID}`);
    expect(localStorage.getItem(SELF_SERVE_TENANT_KEY)).toBe(TENANT_ID);
  });

  it('reuses the remembered tenant_id when the URL has none', async () => {
    localStorage.setItem(SELF_SERVE_TENANT_KEY, TENANT_ID);
    const sent = capturePost('/api/auth/self-serve-login', 200, {
      message: 'Signed in',
      mode: 'self',
      tenant_id: TENANT_ID,
      user: END_USER,
    });
    renderLogin();

    await signIn('jane@acme.example', 'secret-pass');

    expect(await screen.findByText(`/self-serve?tenant_id=${TENANT_ID}`)).toBeInTheDocument();
    expect(sent.body).toMatchObject({ tenant_id: TENANT_ID });
  });

  it("shows 'Enter your email first' on Forgot Password? without an email", async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email first');
  });

  it("sends a reset link that returns to self-serve login and shows 'Reset link sent'", async () => {
    const sent = capturePost('/api/auth/self-serve-forget-password', 200, { message: 'ok' });
    renderLogin(`/self-serve-login?tenant_id=${TENANT_ID}`);

    await userEvent.type(emailBox(), 'jane@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Reset link sent');
    expect(sent.body).toEqual({
      email: 'jane@acme.example',
      tenant_id: TENANT_ID,
      redirect_url: `http://localhost/forgot-password?slug=usermanagedtenant&token_type=multi_tenant_passwords&tenant_id=${TENANT_ID}`,
    });
  });

  it('asks for a plain reset link when no tenant is known', async () => {
    const sent = capturePost('/api/auth/self-serve-forget-password', 200, { message: 'ok' });
    renderLogin();

    await userEvent.type(emailBox(), 'jane@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));

    await screen.findByText('Reset link sent');
    expect(sent.body).toEqual({
      email: 'jane@acme.example',
      redirect_url: 'http://localhost/forgot-password',
    });
  });

  it("shows 'Failed to send reset link' when the reset request fails", async () => {
    capturePost('/api/auth/self-serve-forget-password', 500, { message: 'Mail server down' });
    renderLogin();

    await userEvent.type(emailBox(), 'jane@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset link');
  });
});

describe('SelfServeLoginPage single sign-on', () => {
  const NO_SSO = { message: 'No single sign-on is set up for this organisation.' };

  it("starts the tenant's single sign-on at once when the link names the tenant", async () => {
    const sent = capturePost('/api/auth/sso/start', 404, NO_SSO);
    renderLogin(`/self-serve-login?tenant_id=${TENANT_ID}`);

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with SSO' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NO_SSO.message);
    expect(sent.body).toEqual({ tenant_id: TENANT_ID, audience: 'self' });
    expect(screen.queryByLabelText('Work email')).not.toBeInTheDocument();
  });

  it('asks for a work email when only a remembered tenant is known', async () => {
    localStorage.setItem(SELF_SERVE_TENANT_KEY, TENANT_ID);
    const sent = capturePost('/api/auth/sso/start', 404, NO_SSO);
    renderLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with SSO' }));
    await userEvent.type(screen.getByLabelText('Work email'), 'jane@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NO_SSO.message);
    expect(sent.body).toEqual({ email: 'jane@acme.example', audience: 'self' });
  });
});
