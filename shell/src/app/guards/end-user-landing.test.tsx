import type { TenantType } from '@bizcard/shared/model';
import { getPostLoginRedirect, setPostLoginRedirect } from '@bizcard/shared/stores';
import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { API, mockSignedIn, mockSignedOut, resetShellState } from '../testing/api-mocks';
import { endUser, tenant } from '../testing/fixtures';
import { currentPath, renderAppAt } from '../testing/render-app';

jest.mock('../../remotes/remote-page', () => ({
  RemotePage: ({ title }: { title: string }) => <h1>{title}</h1>,
}));

beforeEach(resetShellState);
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

/** The end user's tenant, which the end users' landing reads to tell where they belong. */
const ownTenantIs = (tenantType: TenantType) =>
  nock(API)
    .get('/api/management/tenants/t-self')
    .reply(200, tenant({ id: 't-self', tenant_type: tenantType }));

const withoutAdminFrame = () => {
  expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
};

// Spec §4: an end user's sign-in ends on their profile, never on the admin Dashboard, even
// when an admin page was remembered in this browser before.
describe("an end user on the shell's self-serve login", () => {
  it.each([null, '/', '/tenants/users'])(
    'goes on to /self-serve with the tenant (remembered page: %s), without the admin frame',
    async (remembered) => {
      setPostLoginRedirect(remembered);
      mockSignedIn(endUser);
      ownTenantIs('user_managed');
      renderAppAt('/self-serve-login?tenant_id=t-self');
      expect(
        await screen.findByRole('heading', { name: 'Update Your Information', level: 1 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(currentPath()).toBe('/self-serve?tenant_id=t-self'));
      withoutAdminFrame();
      expect(getPostLoginRedirect()).toBeNull();
    },
  );
});

// Their directory keeps their details and the profile's API refuses them: their card is
// where they belong, wherever the end users' landing would have put them.
describe('an end user of an identity-provider tenant', () => {
  it.each([
    ['opening /', '/', null],
    ['opening /self-serve', '/self-serve?tenant_id=t-self', null],
    ['opening an admin page', '/tenants/users', null],
    ['remembered for their profile', '/self-serve-login', '/self-serve?tenant_id=t-self'],
  ])('lands on /self-serve/card when %s', async (_label, url, remembered) => {
    setPostLoginRedirect(remembered);
    mockSignedIn(endUser);
    ownTenantIs('identity_provider');
    renderAppAt(url);
    expect(await screen.findByRole('heading', { name: 'Your card', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/self-serve/card');
    withoutAdminFrame();
    expect(getPostLoginRedirect()).toBeNull();
  });
});

describe('/self-serve/card', () => {
  it('sends a signed-out visitor to the self-serve login, to come back after sign-in', async () => {
    mockSignedOut();
    renderAppAt('/self-serve/card');
    expect(
      await screen.findByRole('heading', { name: 'Self-Service Login', level: 1 }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/self-serve-login');
    expect(getPostLoginRedirect()).toBe('/self-serve/card');
  });
});
