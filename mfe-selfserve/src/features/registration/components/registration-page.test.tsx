import { configureApi } from '@bizcard/shared/api';
import { CARD_DEACTIVATED, REGISTRATION_MESSAGES } from '@bizcard/shared/model';
import { makeSelfServeInfo } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RegistrationPage } from './registration-page';

const API = 'http://localhost';
const INFO = '/api/registration/self-serve/user-info';
const LINK = { tenant_id: 't-1', user_id: 'u-1', token: 'tok-1' };
const QUERY = `tenant_id=t-1&user_id=u-1&token=tok-1&firstName=Rita&lastName=Register`;

const PERSON = makeSelfServeInfo({
  id: 'u-1',
  tenant_id: 't-1',
  firstName: 'Rita',
  lastName: 'Register',
  email: 'rita@example.com',
  embedded_url: 'http://localhost:8080/c/rita',
});

function SignInPage() {
  const { pathname, search } = useLocation();
  return <output aria-label="Sign-in page">{`${pathname}${search}`}</output>;
}

function Success() {
  const { state } = useLocation();
  return <output aria-label="Success state">{JSON.stringify(state)}</output>;
}

function renderAt(url: string) {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/self-serve/register" element={<RegistrationPage />} />
          <Route path="/self-serve-registry" element={<RegistrationPage />} />
          <Route path="/registration-success" element={<Success />} />
          <Route path="/self-serve-login" element={<SignInPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const linkIsValid = () => nock(API).get(INFO).query(LINK).reply(200, PERSON);
const emailBox = () => screen.getByLabelText(/^Email/);
const confirmBox = () => screen.getByLabelText(/^Confirm email/);
const completeButton = () =>
  screen.getByRole('button', { name: /Complete Registration|Registering\.\.\./ });

async function opened(url = `/self-serve/register?${QUERY}`) {
  linkIsValid();
  renderAt(url);
  expect(await screen.findByRole('heading', { name: 'Registry Information' })).toBeInTheDocument();
  await screen.findByLabelText(/^Email/);
}

beforeAll(() => configureApi({ baseUrl: API }));
beforeEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('RegistrationPage', () => {
  it.each([
    '/self-serve/register',
    '/self-serve/register?tenant_id=t-1',
    '/self-serve-registry?tenant_id=%20&user_id=u-1',
  ])('shows Invalid Access at %s', (url) => {
    renderAt(url);
    expect(
      screen.getByText(
        'Invalid Access: This page requires valid tenant_id and user_id parameters to access. Please ensure you have the correct link with both parameters included.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Registration' })).toBeNull();
  });

  it('prefills the read-only names from the link, on both addresses', async () => {
    await opened(`/self-serve-registry?${QUERY}`);
    expect(screen.getByLabelText('First name')).toHaveValue('Rita');
    expect(screen.getByLabelText('First name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Last name')).toHaveValue('Register');
  });

  it("shows the server's names for the token, not names edited into the query", async () => {
    await opened(
      '/self-serve/register?tenant_id=t-1&user_id=u-1&token=tok-1&firstName=Mallory&lastName=Forged',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Rita');
    expect(screen.getByLabelText('Last name')).toHaveValue('Register');
    expect(screen.queryByDisplayValue('Mallory')).toBeNull();
  });

  it('takes an email and confirmation that differ only in case and surrounding spaces, and sends it trimmed', async () => {
    await opened();
    await userEvent.type(emailBox(), '  Rita@Example.com ');
    await userEvent.type(confirmBox(), 'rita@example.COM');
    expect(screen.queryByText('Email addresses do not match')).toBeNull();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(completeButton()).toBeEnabled();
    nock(API)
      .put(INFO, { ...LINK, email: 'Rita@Example.com', firstName: 'Rita', lastName: 'Register' })
      .reply(200, { message: 'ok', data: PERSON });
    await userEvent.click(completeButton());
    expect(await screen.findByRole('status', { name: 'Success state' })).toBeInTheDocument();
  });

  it("says 'Please enter a valid email address' and keeps the button disabled", async () => {
    await opened();
    await userEvent.type(emailBox(), 'rita at example.com');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(completeButton()).toBeDisabled();
  });

  it("says 'Email addresses do not match' until the confirmation matches", async () => {
    await opened();
    await userEvent.type(emailBox(), 'rita@example.com');
    await userEvent.type(confirmBox(), 'rita@example.co');
    expect(screen.getByText('Email addresses do not match')).toBeInTheDocument();
    expect(completeButton()).toBeDisabled();
    await userEvent.type(confirmBox(), 'm');
    expect(screen.queryByText('Email addresses do not match')).toBeNull();
    expect(completeButton()).toBeEnabled();
  });

  it("keeps a 300-character paste whole and says 'Email must be at most 254 characters'", async () => {
    const long = `${'r'.repeat(288)}@example.com`;
    await opened();
    await userEvent.click(emailBox());
    await userEvent.paste(long);
    await userEvent.click(confirmBox());
    await userEvent.paste(long);
    expect(emailBox()).toHaveValue(long);
    expect(emailBox()).toHaveAccessibleDescription('Email must be at most 254 characters');
    expect(confirmBox()).toHaveValue(long);
    expect(confirmBox()).toHaveAccessibleDescription(
      'Confirm email must be at most 254 characters',
    );
    expect(completeButton()).toBeDisabled();
  });

  it('Reset Form clears the emails and keeps the names', async () => {
    await opened();
    await userEvent.type(emailBox(), 'rita@example.com');
    await userEvent.type(confirmBox(), 'rita@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(emailBox()).toHaveValue('');
    expect(confirmBox()).toHaveValue('');
    expect(screen.getByLabelText('First name')).toHaveValue('Rita');
  });

  it("registers with the link's token and ids, reads 'Registering...', then shows the success page", async () => {
    await opened();
    await userEvent.type(emailBox(), 'rita@example.com');
    await userEvent.type(confirmBox(), 'rita@example.com');
    nock(API)
      .put(INFO, { ...LINK, email: 'rita@example.com', firstName: 'Rita', lastName: 'Register' })
      .delay(50)
      .reply(200, { message: 'ok', data: PERSON });
    await userEvent.click(completeButton());
    expect(completeButton()).toHaveTextContent('Registering...');
    const state = await screen.findByRole('status', { name: 'Success state' });
    expect(JSON.parse(state.textContent ?? '')).toEqual({ user: PERSON, tenantId: 't-1' });
  });

  it("shows the server's message when registration is refused, as after too many attempts", async () => {
    await opened();
    await userEvent.type(emailBox(), 'rita@example.com');
    await userEvent.type(confirmBox(), 'rita@example.com');
    nock(API).put(INFO).reply(429, { message: REGISTRATION_MESSAGES.tooManyAttempts });
    await userEvent.click(completeButton());
    expect(await screen.findByText(REGISTRATION_MESSAGES.tooManyAttempts)).toBeInTheDocument();
  });

  it("says so at once when the link is used or expired, and offers 'Sign in' to the tenant's self-serve login instead of the form", async () => {
    nock(API).get(INFO).query(LINK).reply(403, { message: 'This registration link is invalid' });
    renderAt(`/self-serve/register?${QUERY}`);
    expect(await screen.findByText('This registration link is invalid')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete Registration' })).toBeNull();
    expect(
      screen.getByText('If you have already registered, sign in with your email and password.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status', { name: 'Sign-in page' })).toHaveTextContent(
      '/self-serve-login?tenant_id=t-1',
    );
  });

  it('tells a deactivated person why their link does not open the form', async () => {
    nock(API).get(INFO).query(LINK).reply(403, { message: CARD_DEACTIVATED });
    renderAt(`/self-serve/register?${QUERY}`);
    expect(
      await screen.findByText('Your card has been deactivated. Please contact your administrator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Registration' })).toBeNull();
  });

  it("refuses a link without a token before any call, and offers 'Sign in'", () => {
    renderAt('/self-serve/register?tenant_id=t-1&user_id=u-1');
    expect(screen.getByText(/registration link is invalid/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
