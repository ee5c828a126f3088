import { SSO_FAILURES } from '@bizcard/shared/model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetShellState } from '../../../app/testing/api-mocks';
import { renderRoute } from '../../../app/testing/render-route';
import { SsoFailedPage } from './sso-failed-page';

const renderFailure = (search: string) => {
  renderRoute(`/sso/failed${search}`, <SsoFailedPage />, { path: '/sso/failed' });
  return userEvent.setup();
};

const tryAgain = () => screen.getByRole('link', { name: 'Try again' });
const location = () => screen.getByRole('status', { name: 'Current location' });

beforeEach(resetShellState);

describe('SsoFailedPage', () => {
  it.each(Object.entries(SSO_FAILURES))(
    "explains the failure '%s' with its title and message",
    (reason, { title, message }) => {
      renderFailure(`?reason=${reason}&audience=admin`);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
    },
  );

  it.each(['?reason=toString&audience=admin', '?reason=gone&audience=self', ''])(
    "says 'Single sign-on failed' for a reason it does not know (%j)",
    (search) => {
      renderFailure(search);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Single sign-on failed' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Your organisation could not sign you in. Please try again.'),
      ).toBeInTheDocument();
    },
  );

  it("tells a deactivated end user their card is deactivated and leads back to their tenant's sign-in", () => {
    renderFailure('?reason=deactivated&audience=self&tenant_id=t-initech');
    expect(
      screen.getByText('Your card has been deactivated. Please contact your administrator.'),
    ).toBeInTheDocument();
    expect(tryAgain()).toHaveAttribute('href', '/self-serve-login?tenant_id=t-initech');
  });

  it('leads an admin back to /login', async () => {
    const user = renderFailure('?reason=not_admin&audience=admin&tenant_id=t-initech');
    expect(tryAgain()).toHaveAttribute('href', '/login');
    await user.click(tryAgain());
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it("leads an end user back to their tenant's self-serve login", async () => {
    const user = renderFailure('?reason=state&audience=self&tenant_id=t-initech');
    expect(tryAgain()).toHaveAttribute('href', '/self-serve-login?tenant_id=t-initech');
    await user.click(tryAgain());
    expect(location()).toHaveTextContent('/self-serve-login?tenant_id=t-initech');
  });

  it('leads an end user back to the self-serve login when no tenant is known', () => {
    renderFailure('?reason=expired&audience=self');
    expect(tryAgain()).toHaveAttribute('href', '/self-serve-login');
  });
});
