import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { mockSignedIn, resetShellState } from '../testing/api-mocks';
import { clientAdmin, superAdmin, tenant } from '../testing/fixtures';
import { currentPath, renderAppAt } from '../testing/render-app';
import { COMPACT_LAYOUT_QUERY } from './use-media-query';

jest.mock('../../remotes/remote-page', () => ({
  RemotePage: ({ title }: { title: string }) => <h1>{title}</h1>,
}));

/** A browser window whose width matches the compact-layout query or not. */
function screenWidthIs(kind: 'phone' | 'desktop') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: kind === 'phone' && query === COMPACT_LAYOUT_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

beforeEach(resetShellState);
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  Reflect.deleteProperty(window, 'matchMedia');
});

async function openAs(user: typeof superAdmin, path: string) {
  useSelectedTenantStore.getState().selectTenant(tenant({ name: 'Globex' }));
  mockSignedIn(user);
  renderAppAt(path);
  return screen.findByRole('button', { name: 'Menu' });
}

const mainMenu = () => screen.queryByRole('navigation', { name: 'Main' });

describe('Menu button on a phone-sized screen', () => {
  beforeEach(() => screenWidthIs('phone'));

  it('starts with the menu closed, so the page comes first', async () => {
    const button = await openAs(superAdmin, '/tenants/reports');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mainMenu()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reports', level: 1 })).toBeInTheDocument();
  });

  it('opens the menu it controls, and closes it again', async () => {
    const button = await openAs(superAdmin, '/tenants/reports');

    await userEvent.click(button);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('link', { name: 'Admin Users' })).toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mainMenu()).not.toBeInTheDocument();
  });

  it('closes the menu after a link in it navigates', async () => {
    const button = await openAs(clientAdmin, '/tenants/reports');

    await userEvent.click(button);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Logs' }),
    );

    expect(await screen.findByRole('heading', { name: 'Logs', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/tenants/logs');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mainMenu()).not.toBeInTheDocument();
  });

  it('closes the menu on a link to the page already shown', async () => {
    const button = await openAs(superAdmin, '/tenants/reports');

    await userEvent.click(button);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Reports' }));

    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and puts focus back on the Menu button', async () => {
    const button = await openAs(superAdmin, '/tenants/reports');

    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps the selected tenant controls working inside the open menu', async () => {
    const button = await openAs(superAdmin, '/tenants/reports');

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Clear selected tenant' }));

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Select a tenant to see its pages.')).toBeInTheDocument();
  });
});

describe('Side menu on a wide screen', () => {
  beforeEach(() => screenWidthIs('desktop'));

  it('shows the menu without a Menu button', async () => {
    mockSignedIn(superAdmin);
    renderAppAt('/tenants/reports');

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
