import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, resetShellState } from '../../../app/testing/api-mocks';
import { renderRoute } from '../../../app/testing/render-route';
import { AuthCallbackPage } from './auth-callback-page';

const renderCallback = (url: string) =>
  renderRoute(url, <AuthCallbackPage />, { path: '/auth/callback' });

const location = () => screen.getByRole('status', { name: 'Current location' });
const brand = (text: string) => screen.getByText(text, { selector: 'p' });

beforeEach(resetShellState);
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe("AuthCallbackPage for an end user's magic link", () => {
  it("is headed 'BizCard Self-Service' and Back to Login goes to their tenant's self-serve login", async () => {
    nock(API)
      .post('/api/auth/callback', { token: 'tok-used' })
      .reply(401, { message: 'This sign-in link is invalid or has expired.' });
    renderCallback('/auth/callback?token=tok-used&mode=self&tenant_id=t-self');
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(brand('BizCard Self-Service')).toBeInTheDocument();
    expect(screen.queryByText('BizCard Admin')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(location()).toHaveTextContent('/self-serve-login?tenant_id=t-self');
  });

  it("an admin's failed link stays 'BizCard Admin' and goes back to /login", async () => {
    renderCallback('/auth/callback');
    expect(brand('BizCard Admin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(location()).toHaveTextContent(/^\/login$/);
  });
});
