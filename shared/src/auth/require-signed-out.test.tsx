import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUser } from '../model/auth';
import { getPostLoginRedirect, setPostLoginRedirect } from '../stores/self-serve-storage';
import { useSessionStore } from '../stores/session-store';
import { RequireSignedOut } from './require-signed-out';
import { SELF_SERVE_PATH, withTenant } from './sign-in-paths';
import { endUser, resetAuthState } from './test-utils';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`Now at ${pathname}${search}`}</p>;
}

const toProfile = (user: CurrentUser) => withTenant(SELF_SERVE_PATH, user.tenant_id);

function openLogin() {
  render(
    <MemoryRouter initialEntries={['/self-serve-login']}>
      <Routes>
        <Route element={<RequireSignedOut home={toProfile} />}>
          <Route path="/self-serve-login" element={<h1>Sign in</h1>} />
        </Route>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(resetAuthState);

describe('RequireSignedOut', () => {
  it('shows the sign-in page to a signed-out visitor', () => {
    useSessionStore.setState({ status: 'anonymous' });
    openLogin();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor to their home', () => {
    useSessionStore.setState({ status: 'authenticated', user: endUser });
    openLogin();
    expect(screen.getByText('Now at /self-serve?tenant_id=t-self')).toBeInTheDocument();
  });

  it('sends a signed-in visitor to the page waiting for them, and forgets it', () => {
    setPostLoginRedirect('/self?tenant_id=t-self');
    useSessionStore.setState({ status: 'authenticated', user: endUser });
    openLogin();
    expect(screen.getByText('Now at /self?tenant_id=t-self')).toBeInTheDocument();
    expect(getPostLoginRedirect()).toBeNull();
  });

  it('leaves the move and the waiting page to a sign-in made on the page', () => {
    useSessionStore.setState({ status: 'anonymous' });
    openLogin();
    setPostLoginRedirect('/self?tenant_id=t-self');
    act(() => useSessionStore.setState({ status: 'authenticated', user: endUser }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(getPostLoginRedirect()).toBe('/self?tenant_id=t-self');
  });
});
