import { listTenants } from '@bizcard/shared/api';
import { getPostLoginRedirect, useSelectedTenantStore } from '@bizcard/shared/stores';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, mockSignedIn, mockSignedOut, resetShellState } from './testing/api-mocks';
import { clientAdmin, superAdmin, tenant } from './testing/fixtures';
import { currentPath, renderAppAt } from './testing/render-app';

jest.mock('../remotes/remote-page', () => ({
  RemotePage: ({ title }: { title: string }) => <h1>{title}</h1>,
}));

beforeEach(resetShellState);
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

describe('App session bootstrap', () => {
  it('shows a spinner while the session loads', async () => {
    nock(API).get('/api/management/admin-users/me').delay(100).reply(200, superAdmin);
    renderAppAt('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await heading('Dashboard')).toBeInTheDocument();
  });

  it("selects a client admin's own tenant once the session resolves", async () => {
    mockSignedIn(clientAdmin);
    nock(API).get('/api/management/tenants/t-acme').reply(200, tenant());
    renderAppAt('/tenants');
    expect(await screen.findByText('Acme Corp')).toBeInTheDocument();
    expect(useSelectedTenantStore.getState().selectedTenant?.id).toBe('t-acme');
  });

  it("keeps working when the client admin's tenant cannot be loaded", async () => {
    mockSignedIn(clientAdmin);
    nock(API).get('/api/management/tenants/t-acme').reply(500);
    renderAppAt('/tenants');
    expect(await heading('Tenants')).toBeInTheDocument();
    expect(await screen.findByText('Select a tenant to see its pages.')).toBeInTheDocument();
  });
});

describe('App guards', () => {
  it('sends a signed-out visitor of /tenants to /login', async () => {
    mockSignedOut();
    renderAppAt('/tenants');
    expect(await heading('Sign in to your account')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('sends a signed-out visitor of an unknown path to /login', async () => {
    mockSignedOut();
    renderAppAt('/no/such/page');
    expect(await heading('Sign in to your account')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('sends a signed-in visitor of /login to /', async () => {
    mockSignedIn(superAdmin);
    renderAppAt('/login');
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it.each([
    '/forgot-password',
    '/self-serve-login',
    '/self-serve/register',
    '/registration-success',
  ])('sends a signed-in visitor of %s to /', async (path) => {
    mockSignedIn(superAdmin);
    renderAppAt(path);
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it("opens a client admin's Dashboard at /", async () => {
    useSelectedTenantStore.getState().selectTenant(tenant());
    mockSignedIn(clientAdmin);
    nock(API).get('/api/management/dashboard').reply(500, {});
    renderAppAt('/');
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it.each(['/users', '/tenants/batches', '/tenants/contact', '/tenants/oauth'])(
    'sends a client admin from %s to /tenants',
    async (path) => {
      useSelectedTenantStore.getState().selectTenant(tenant());
      mockSignedIn(clientAdmin);
      renderAppAt(path);
      expect(await heading('Tenants')).toBeInTheDocument();
      expect(currentPath()).toBe('/tenants');
    },
  );

  it('opens /auth/callback for a signed-in visitor too', async () => {
    mockSignedIn(superAdmin);
    renderAppAt('/auth/callback');
    expect(await heading('Authentication Failed')).toBeInTheDocument();
  });

  it('opens /self-serve without a session', async () => {
    mockSignedOut();
    renderAppAt('/self-serve?tenant_id=t-self');
    expect(await heading('Update Your Information')).toBeInTheDocument();
  });
});

describe('App route table', () => {
  it.each([
    ['/tenants', 'Tenants'],
    ['/tenant/t-acme', 'Tenant Details'],
    ['/users', 'Admin Users'],
    ['/tenants/batches', 'Batches'],
    ['/tenants/users', 'Tenant Users'],
    ['/tenants/reports', 'Reports'],
    ['/tenants/logs', 'Logs'],
    ['/tenants/tickets', 'Support Tickets'],
    ['/tenants/contacts', 'Contacts'],
    ['/tenants/contact', 'Business Card Template'],
    ['/tenants/oauth', 'OAuth Provider Configuration'],
    ['/tenants/provisioning', 'Provisioning'],
    ['/tenants/domains', 'Domains'],
  ])('renders %s for a super admin inside the main layout', async (path, title) => {
    mockSignedIn(superAdmin);
    renderAppAt(path);
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it.each([
    ['/self-serve-login', 'Self-Service Login'],
    ['/self-serve/register?tenant_id=t&user_id=u', 'Registration'],
    ['/self-serve-registry?tenant_id=t&user_id=u', 'Registration'],
    ['/registration-success', 'Registration Complete'],
    ['/forgot-password', 'Reset Your Password'],
  ])('renders %s for a signed-out visitor without the main layout', async (path, title) => {
    mockSignedOut();
    renderAppAt(path);
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("shows 'Page not found' with a way back for an unknown path when signed in", async () => {
    mockSignedIn(superAdmin);
    renderAppAt('/no/such/page');
    expect(await heading('Page not found')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

async function signInOnLoginPage(user: typeof superAdmin) {
  nock(API)
    .post('/api/auth/login/password')
    .reply(200, { message: 'ok', tenant_name: user.tenant, user });
  nock(API).get('/api/management/admin-users/me').reply(200, user);
  const person = userEvent.setup();
  await person.click(await screen.findByRole('tab', { name: 'Password' }));
  await person.type(screen.getByLabelText('Email'), user.email);
  await person.type(screen.getByLabelText('Password'), 'any-password');
  await person.click(screen.getByRole('button', { name: 'Sign In' }));
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

describe('App return after sign-in', () => {
  it('brings a signed-out visitor of a deep link back to it after sign-in', async () => {
    mockSignedOut();
    renderAppAt('/tenants/users?page=2');
    expect(await heading('Sign in to your account')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();

    await signInOnLoginPage(superAdmin);
    expect(await heading('Tenant Users')).toBeInTheDocument();
    expect(currentPath()).toBe('/tenants/users?page=2');
    expect(getPostLoginRedirect()).toBeNull();
  });

  it('sends an admin whose session ended to /login with the message, and back after sign-in', async () => {
    mockSignedIn(superAdmin);
    useSelectedTenantStore.getState().selectTenant(tenant());
    renderAppAt('/tenants/users');
    expect(await heading('Tenant Users')).toBeInTheDocument();

    nock(API).get('/api/management/tenants').reply(401, { message: 'Session expired' });
    await act(() => listTenants().catch(() => undefined));

    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(useSelectedTenantStore.getState().selectedTenant).toBeNull();

    await signInOnLoginPage(superAdmin);
    expect(await heading('Tenant Users')).toBeInTheDocument();
    expect(currentPath()).toBe('/tenants/users');
  });

  it('forgets the page an admin chose to log out from', async () => {
    mockSignedIn(superAdmin);
    renderAppAt('/tenants/reports');
    expect(await heading('Reports')).toBeInTheDocument();

    nock(API).post('/api/auth/logout').reply(200, { message: 'Logged out' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await heading('Sign in to your account')).toBeInTheDocument();
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();

    await signInOnLoginPage(superAdmin);
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });
});
