import { getPostLoginRedirect } from '@bizcard/shared/stores';
import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { API, mockSignedIn, mockSignedOut, resetShellState } from '../testing/api-mocks';
import { clientAdmin, endUser, superAdmin, tenant } from '../testing/fixtures';
import { currentPath, renderAppAt } from '../testing/render-app';

jest.mock('../../remotes/remote-page', () => ({
  RemotePage: ({ title }: { title: string }) => <h1>{title}</h1>,
}));

beforeEach(resetShellState);
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

const profile = () => screen.findByRole('heading', { name: 'Update Your Information', level: 1 });

/** The end user's own profile at /self-serve, without the admin frame. */
async function selfServeProfile() {
  const heading = await profile();
  await waitFor(() => expect(currentPath()).toBe('/self-serve?tenant_id=t-self'));
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  return heading;
}

const tenantIs = (id: string, tenantType: 'user_managed' | 'organization_managed') =>
  nock(API)
    .get(`/api/management/tenants/${id}`)
    .reply(200, tenant({ id, tenant_type: tenantType }));

describe('/self guard', () => {
  it('sends a signed-out visitor to the self-serve login, keeping tenant_id and remembering /self-serve', async () => {
    mockSignedOut();
    renderAppAt('/self?tenant_id=t-self');
    expect(await screen.findByRole('heading', { name: 'Self-Service Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/self-serve-login?tenant_id=t-self');
    expect(getPostLoginRedirect()).toBe('/self-serve?tenant_id=t-self');
  });

  it('sends a signed-out visitor without tenant_id to /self-serve-login and remembers /self-serve', async () => {
    mockSignedOut();
    renderAppAt('/self');
    expect(await screen.findByRole('heading', { name: 'Self-Service Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/self-serve-login');
    expect(getPostLoginRedirect()).toBe('/self-serve');
  });

  it.each([
    ['a super admin', superAdmin],
    ['a client admin', { ...clientAdmin, stytch_member_id: 'member-1' }],
  ])('sends %s to the Dashboard at /', async (_label, user) => {
    mockSignedIn(user);
    if (user.role === 'clientAdmin') tenantIs('t-acme', 'organization_managed');
    renderAppAt('/self?tenant_id=t-self');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(currentPath()).toBe('/');
  });

  it("lets an end user in when the link's tenant is user managed", async () => {
    mockSignedIn(endUser);
    tenantIs('t-linked', 'user_managed');
    renderAppAt('/self?tenant_id=t-linked');
    expect(await profile()).toBeInTheDocument();
    expect(currentPath()).toBe('/self?tenant_id=t-linked');
  });

  it("checks the end user's own tenant when the link has no tenant_id", async () => {
    mockSignedIn(endUser);
    tenantIs('t-self', 'user_managed');
    renderAppAt('/self');
    expect(await profile()).toBeInTheDocument();
  });

  // An end user sent to / has no admin pages there: / moves them on to their profile.
  it('sends a user without an identity-provider member id to /, and on to /self-serve', async () => {
    mockSignedIn({ ...endUser, stytch_member_id: null });
    // Read by the end users' landing, not by the /self guard.
    tenantIs('t-self', 'user_managed');
    renderAppAt('/self?tenant_id=t-self');
    expect(await selfServeProfile()).toBeInTheDocument();
  });

  it('sends an end user of a tenant that is not user managed to /, and on to /self-serve', async () => {
    mockSignedIn(endUser);
    // Read by the /self guard, then by the end users' landing.
    tenantIs('t-self', 'organization_managed');
    tenantIs('t-self', 'organization_managed');
    renderAppAt('/self');
    expect(await selfServeProfile()).toBeInTheDocument();
  });

  it('ignores a failed tenant lookup and lets the end user in (spec §6), never sending them to /', async () => {
    mockSignedIn(endUser);
    nock(API).get('/api/management/tenants/t-self').reply(500, { message: 'Database down' });
    renderAppAt('/self');
    expect(await profile()).toBeInTheDocument();
    expect(currentPath()).toBe('/self');
  });
});
