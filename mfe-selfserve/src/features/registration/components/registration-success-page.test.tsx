import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RegistrationSuccessPage } from './registration-success-page';

const CARD = 'http://localhost:8080/c/rita';

function renderWith(state: unknown) {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[{ pathname: '/registration-success', state }]}>
        <RegistrationSuccessPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('RegistrationSuccessPage', () => {
  it('says the registration is complete and the password link was emailed', () => {
    renderWith({ user: { embedded_url: CARD }, tenantId: 't-1' });
    expect(screen.getByRole('heading', { name: 'Registration Complete!' })).toBeInTheDocument();
    expect(screen.getByText(/emailed you a link to set your password/)).toBeInTheDocument();
    expect(screen.getByText(/Reset Password button/)).toBeInTheDocument();
  });

  it('shows the card address, and View My Card opens it in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWith({ user: { embedded_url: CARD }, tenantId: 't-1' });
    expect(screen.getByText(CARD)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View My Card' }));
    expect(open).toHaveBeenCalledWith(CARD, '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('without a card address says it is being processed and disables View My Card', () => {
    renderWith({ user: {}, tenantId: 't-1' });
    expect(
      screen.getByText('Your card is being processed and will be available shortly.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your card URL is not available yet. Please try again in a few moments or contact support if the issue persists.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View My Card' })).toBeDisabled();
  });

  it('reached without a registration, says there is nothing to confirm and offers sign-in', () => {
    renderWith(null);
    expect(screen.getByRole('heading', { name: 'Nothing to confirm here' })).toBeInTheDocument();
    expect(screen.queryByText('Registration Complete!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
