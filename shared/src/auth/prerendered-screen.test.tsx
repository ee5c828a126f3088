import { render, screen } from '@testing-library/react';
import { SESSION_INFO_COOKIE } from '../model/auth';
import { useSessionStore } from '../stores/session-store';
import { ThemeRoot } from '../ui/theme-root';
import { canHydratePrerendered, PRERENDERED_ATTRIBUTE } from './prerendered-screen';
import { SessionGate } from './session-gate';

/** A #root as the build writes it for /login: the screen inside, marked with its address. */
function prerenderedRoot(address = '/login') {
  const root = document.createElement('div');
  root.setAttribute(PRERENDERED_ATTRIBUTE, address);
  root.innerHTML = '<main><h1>Sign in to your account</h1></main>';
  return root;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  document.cookie = `${SESSION_INFO_COOKIE}=; Max-Age=0; Path=/`;
});

describe('canHydratePrerendered', () => {
  it('takes over the screen of the address it was rendered for, trailing slash or not', () => {
    expect(canHydratePrerendered(prerenderedRoot())).toBe(true);
    window.history.replaceState(null, '', '/login/?tenant_id=t-1');
    expect(canHydratePrerendered(prerenderedRoot())).toBe(true);
  });

  it('renders afresh an empty #root, or one rendered for another address', () => {
    expect(canHydratePrerendered(document.createElement('div'))).toBe(false);
    window.history.replaceState(null, '', '/tenants');
    expect(canHydratePrerendered(prerenderedRoot())).toBe(false);
  });

  it('renders afresh when an ended session left its notice in the router state', () => {
    window.history.replaceState({ usr: { sessionEnded: true }, key: 'k', idx: 0 }, '', '/login');
    expect(canHydratePrerendered(prerenderedRoot())).toBe(false);
  });

  it('renders afresh for someone whose session cookie says they are signed in', () => {
    const payload = encodeURIComponent(JSON.stringify({ role: 'super_admin', tenant_id: null }));
    document.cookie = `${SESSION_INFO_COOKIE}=${payload}; Path=/`;
    expect(canHydratePrerendered(prerenderedRoot())).toBe(false);
  });
});

describe('SessionGate signedOutFirst', () => {
  const { resolve } = useSessionStore.getState();
  // The session stays unresolved: only what the gate shows meanwhile is under test.
  beforeEach(() =>
    useSessionStore.setState({
      status: 'loading',
      user: null,
      ended: null,
      resolve: () => new Promise<void>(() => undefined),
    }),
  );
  afterAll(() => useSessionStore.setState({ resolve }));

  const Resolving = ({ signedOutFirst }: { signedOutFirst: boolean }) => (
    <ThemeRoot>
      <SessionGate signedOutFirst={signedOutFirst}>
        <h1>Sign in to your account</h1>
      </SessionGate>
    </ThemeRoot>
  );

  it('shows the signed-out screen at once while the session resolves', () => {
    render(<Resolving signedOutFirst />);
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('otherwise shows a spinner until the session is known', () => {
    render(<Resolving signedOutFirst={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
