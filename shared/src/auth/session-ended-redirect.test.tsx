import { act, render, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '../stores/session-store';
import { Modal } from '../ui/modal';
import { ThemeRoot } from '../ui/theme-root';
import { useSessionEndedNotice } from './session-ended-notice';
import { SessionGate } from './session-gate';
import { API, resetAuthState, superAdmin } from './test-utils';

function SignInPage() {
  return <h1>{useSessionEndedNotice() ?? 'Sign in'}</h1>;
}

function Where() {
  return <output aria-label="Current location">{useLocation().pathname}</output>;
}

/** The browser's own history, as the apps run: a modal's Back guard adds an entry to it. */
function renderInBrowserHistory() {
  window.history.replaceState(null, '', '/tenants/users');
  render(
    <ThemeRoot>
      <BrowserRouter>
        <SessionGate>
          <Routes>
            <Route
              path="/tenants/users"
              element={
                <Modal title="Edit User" onClose={() => undefined} dirty>
                  <p>Half-filled form</p>
                </Modal>
              }
            />
            <Route path="/login" element={<SignInPage />} />
          </Routes>
        </SessionGate>
        <Where />
      </BrowserRouter>
    </ThemeRoot>,
  );
}

beforeEach(resetAuthState);

describe('SessionEndedRedirect', () => {
  it('lands on sign-in with the message when the session ends under a modal with unsaved input', async () => {
    nock(API).get('/api/management/admin-users/me').reply(200, superAdmin);
    renderInBrowserHistory();
    expect(await screen.findByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();

    act(() => useSessionStore.getState().endSession());

    expect(
      await screen.findByRole('heading', { name: 'Your session has ended. Please sign in again.' }),
    ).toBeInTheDocument();
    // The Back entry the modal took away must not carry the page back to where it was.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your session has ended');
  });
});
