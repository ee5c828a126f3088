import { useSessionStore } from '@bizcard/shared/stores';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, mockSignedIn, resetShellState } from '../testing/api-mocks';
import { superAdmin } from '../testing/fixtures';
import { currentPath, renderAppAt } from '../testing/render-app';
import { COMPACT_LAYOUT_QUERY } from './use-media-query';

jest.mock('../../remotes/remote-page', () => ({
  RemotePage: ({ title }: { title: string }) => <h1>{title}</h1>,
}));

/** A 390 px phone: the compact-layout query matches. */
function onAPhone() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === COMPACT_LAYOUT_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

beforeEach(() => {
  resetShellState();
  onAPhone();
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  Reflect.deleteProperty(window, 'matchMedia');
});

async function openHeader() {
  mockSignedIn(superAdmin);
  renderAppAt('/tenants');
  const header = await screen.findByRole('banner');
  return {
    header,
    account: within(header).getByRole('button', { name: 'Account: Ada Lovelace' }),
  };
}

describe('Header on a phone', () => {
  it("shows the initials 'AL' in a button instead of a name cut to 'Ad…'", async () => {
    const { header, account } = await openHeader();

    expect(account).toHaveTextContent('AL');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(within(header).queryByText('ada@example.com')).not.toBeVisible();
    expect(within(header).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('opens with the name, email, role, About and Logout', async () => {
    const { header, account } = await openHeader();

    await userEvent.click(account);

    expect(account).toHaveAttribute('aria-expanded', 'true');
    const panel = within(header).getByRole('group', { name: 'Account: Ada Lovelace' });
    expect(within(panel).getByText('Ada Lovelace')).toBeVisible();
    expect(within(panel).getByText('ada@example.com')).toBeVisible();
    expect(within(panel).getByText('Super Admin')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'About' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('works from the keyboard: Enter opens, Tab reaches About and Logout, Escape closes and gives focus back', async () => {
    const { account } = await openHeader();
    account.focus();

    await userEvent.keyboard('{Enter}');
    expect(account).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'About' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('closes on a press outside it', async () => {
    const { account } = await openHeader();
    await userEvent.click(account);

    await userEvent.click(screen.getByRole('main'));

    expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out from the panel and goes to /login', async () => {
    const { account } = await openHeader();
    await userEvent.click(account);
    nock(API).post('/api/auth/logout').reply(200, { message: 'Logged out' });

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(useSessionStore.getState().status).toBe('anonymous');
  });
});
