import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { leavePageFor } from './leave-page';
import { SsoSignIn } from './sso-sign-in';
import { API, renderRoutes, resetAuthState } from './test-utils';

// jsdom cannot leave the page: the test stands in for the browser going to the provider.
jest.mock('./leave-page', () => ({ leavePageFor: jest.fn() }));

const PROVIDER_URL = 'https://login.initech.example/authorize?client_id=bizcard&state=s-1';
const JSON_HEADERS = { 'content-type': 'application/json' };

function renderSso(props: Parameters<typeof SsoSignIn>[0]) {
  renderRoutes('/login', { '/login': <SsoSignIn {...props} /> });
  return userEvent.setup();
}

/** Answers one start call with `reply`, keeping the body the component sent. */
function startAnswers(status: number, reply: object, delay = 0) {
  const sent: { body?: unknown } = {};
  nock(API)
    .post('/api/auth/sso/start', (body) => {
      sent.body = body;
      return true;
    })
    .delay(delay)
    .reply(status, reply, JSON_HEADERS);
  return sent;
}

const workEmail = () => screen.getByRole('textbox', { name: 'Work email' });

beforeEach(() => {
  resetAuthState();
  jest.mocked(leavePageFor).mockClear();
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('SsoSignIn', () => {
  it("offers 'Sign in with SSO', which asks for a work email before sending anything", async () => {
    const user = renderSso({ audience: 'admin' });
    expect(screen.queryByRole('textbox', { name: 'Work email' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in with SSO' }));
    expect(workEmail()).toHaveAttribute('type', 'email');
    expect(workEmail()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Sign in with SSO' })).not.toBeInTheDocument();
  });

  it.each(['', 'peter', 'peter@initech', 'peter gibbons@initech.example'])(
    "shows 'Please enter your work email' for %j and sends nothing",
    async (email) => {
      const user = renderSso({ audience: 'admin' });
      await user.click(screen.getByRole('button', { name: 'Sign in with SSO' }));
      if (email) await user.type(workEmail(), email);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter your work email');
      expect(leavePageFor).not.toHaveBeenCalled();
    },
  );

  it("marks the work email invalid, described by 'Please enter your work email'", async () => {
    const user = renderSso({ audience: 'self' });
    await user.click(screen.getByRole('button', { name: 'Sign in with SSO' }));
    expect(workEmail()).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(workEmail()).toHaveAttribute('aria-invalid', 'true');
    expect(workEmail()).toHaveAccessibleDescription('Please enter your work email');
  });

  it("sends the email and audience, reads 'Redirecting...', then leaves for the provider", async () => {
    const sent = startAnswers(200, { redirect_url: PROVIDER_URL }, 50);
    const user = renderSso({ audience: 'admin' });
    await user.click(screen.getByRole('button', { name: 'Sign in with SSO' }));
    await user.type(workEmail(), ' peter@initech.example ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    expect(workEmail()).toBeDisabled();
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(PROVIDER_URL));
    expect(sent.body).toEqual({ email: 'peter@initech.example', audience: 'admin' });
    // The page stays busy while the browser leaves it.
    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
  });

  it('starts at once with the tenant and audience when the page knows the tenant', async () => {
    const sent = startAnswers(200, { redirect_url: PROVIDER_URL }, 50);
    const user = renderSso({ audience: 'self', tenantId: 't-initech' });
    await user.click(screen.getByRole('button', { name: 'Sign in with SSO' }));

    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Work email' })).not.toBeInTheDocument();
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(PROVIDER_URL));
    expect(sent.body).toEqual({ tenant_id: 't-initech', audience: 'self' });
  });

  it("shows the server's message when no single sign-on is set up, and lets the person retry", async () => {
    const message = 'No single sign-on is set up for this email address.';
    startAnswers(404, { message });
    const user = renderSso({ audience: 'self' });
    await user.click(screen.getByRole('button', { name: 'Sign in with SSO' }));
    await user.type(workEmail(), 'someone@elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(workEmail()).toHaveValue('someone@elsewhere.example');
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('says single sign-on could not start when the failure carries no message', async () => {
    nock(API).post('/api/auth/sso/start').reply(502, 'Bad gateway');
    const user = renderSso({ audience: 'self', tenantId: 't-initech' });
    await user.click(screen.getByRole('button', { name: 'Sign in with SSO' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Single sign-on could not start. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign in with SSO' })).toBeEnabled();
  });
});
