import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { rememberSelfServeTenantId } from '../stores/self-serve-storage';
import { APP_REFERRER_POLICY } from './drop-link-token';
import { ResetPasswordPage } from './reset-password-page';
import { API, renderRoutes, resetAuthState } from './test-utils';

type User = ReturnType<typeof userEvent.setup>;

const renderReset = (url: string, user: User = userEvent.setup()) => {
  renderRoutes(url, { '/forgot-password': <ResetPasswordPage /> });
  return user;
};

const location = () => screen.getByRole('status', { name: 'Current location' });

async function fillIn(user: User, password: string, confirmation = password) {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

beforeEach(resetAuthState);
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  jest.useRealTimers();
});

describe('ResetPasswordPage form', () => {
  it('shows the title, both fields and both buttons', () => {
    renderReset('/forgot-password?token=tok');
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeEnabled();
    expect(screen.getByLabelText('Confirm Password')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeEnabled();
  });

  it('disables the inputs and explains when the link has no token', () => {
    renderReset('/forgot-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid password reset link. Please request a new one.',
    );
    expect(screen.getByLabelText('New Password')).toBeDisabled();
    expect(screen.getByLabelText('Confirm Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it("shows 'Passwords do not match' when confirmation differs", async () => {
    const user = renderReset('/forgot-password?token=tok');
    await fillIn(user, 'long-enough-1', 'long-enough-2');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it("shows 'Password must be at least 8 characters long' for a short password", async () => {
    const user = renderReset('/forgot-password?token=tok');
    await fillIn(user, 'short');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters long',
    );
  });

  it("shows the server's message when the reset fails", async () => {
    nock(API).post('/api/auth/reset-password').reply(400, { message: 'Reset link has expired' });
    const user = renderReset('/forgot-password?token=tok');
    await fillIn(user, 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset link has expired');
  });

  it("shows 'Failed to reset password. Please try again.' when the failure has no message", async () => {
    nock(API).post('/api/auth/reset-password').reply(500, 'oops');
    const user = renderReset('/forgot-password?token=tok');
    await fillIn(user, 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  });
});

describe('ResetPasswordPage and the single-use token in its address', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('drops the token from the address bar before anything is sent, and still resets with it', async () => {
    window.history.replaceState(null, '', '/forgot-password?token=tok-hidden&tenant_id=t1');
    let searchWhenSent: string | null = null;
    nock(API)
      .post('/api/auth/reset-password', { token: 'tok-hidden', password: 'new-password-1' })
      .reply(() => {
        searchWhenSent = window.location.search;
        return [200, { message: 'Done' }];
      });
    const user = renderReset('/forgot-password?token=tok-hidden&tenant_id=t1');
    expect(window.location.search).toBe('?tenant_id=t1');
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      APP_REFERRER_POLICY,
    );
    await fillIn(user, 'new-password-1');
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(searchWhenSent).toBe('?tenant_id=t1');
  });
});

describe('ResetPasswordPage after a reset', () => {
  it("shows the server's message, then goes to /login after 3 seconds", async () => {
    jest.useFakeTimers();
    nock(API)
      .post('/api/auth/reset-password', { token: 'tok-1', password: 'new-password-1' })
      .reply(200, { message: 'Password updated. You can sign in now.' });
    const user = renderReset(
      '/forgot-password?token=tok-1&tenant_id=t-1',
      userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    );
    await fillIn(user, 'new-password-1');
    expect(await screen.findByText('Password updated. You can sign in now.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeDisabled();

    act(() => jest.advanceTimersByTime(2900));
    expect(location()).toHaveTextContent(/^\/forgot-password/);
    act(() => jest.advanceTimersByTime(100));
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('shows Resetting Password... while the reset is sent', async () => {
    nock(API).post('/api/auth/reset-password').delay(50).reply(200, { message: 'Done' });
    const user = renderReset('/forgot-password?token=tok');
    await fillIn(user, 'new-password-1');
    expect(screen.getByRole('button', { name: 'Resetting Password...' })).toBeDisabled();
    expect(await screen.findByText('Done')).toBeInTheDocument();
  });

  it('goes to the self-serve login with the tenant for a user-managed tenant link', async () => {
    jest.useFakeTimers();
    nock(API).post('/api/auth/reset-password').reply(200, { message: 'Done' });
    const user = renderReset(
      '/forgot-password?token=tok&tenant_id=t-self&slug=usermanagedtenant',
      userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    );
    await fillIn(user, 'new-password-1');
    await screen.findByText('Done');
    act(() => jest.advanceTimersByTime(3000));
    expect(location()).toHaveTextContent('/self-serve-login?tenant_id=t-self');
  });
});

describe('ResetPasswordPage Back to Login', () => {
  it('goes to /login at once for an admin link', async () => {
    const user = renderReset('/forgot-password?token=tok&tenant_id=t-1');
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('uses the remembered self-serve tenant for a multi-tenant password link without tenant_id', async () => {
    rememberSelfServeTenantId('t-stored');
    const user = renderReset('/forgot-password?token=tok&token_type=multi_tenant_passwords');
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(location()).toHaveTextContent('/self-serve-login?tenant_id=t-stored');
  });
});

describe('ResetPasswordPage speaks to whoever the link is for', () => {
  const brand = (text: string) => screen.getByText(text, { selector: 'p' });

  it("is headed 'BizCard Admin' for an admin's link", () => {
    renderReset('/forgot-password?token=tok');
    expect(brand('BizCard Admin')).toBeInTheDocument();
    expect(screen.getByText('Choose a new password of at least 8 characters.')).toBeInTheDocument();
  });

  it("is headed 'BizCard Self-Service' and speaks of the card for an end user's link", () => {
    renderReset(
      '/forgot-password?token=tok&slug=usermanagedtenant&token_type=multi_tenant_passwords&tenant_id=t-self',
    );
    expect(brand('BizCard Self-Service')).toBeInTheDocument();
    expect(screen.queryByText('BizCard Admin')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Choose a new password of at least 8 characters to sign in and update your business card.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks to end users and returns to the self-serve login on a page only they reach, even for a bare link', async () => {
    const user = userEvent.setup();
    renderRoutes('/forgot-password?token=tok', {
      '/forgot-password': <ResetPasswordPage endUsersOnly />,
    });
    expect(brand('BizCard Self-Service')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(location()).toHaveTextContent(/^\/self-serve-login$/);
  });
});
