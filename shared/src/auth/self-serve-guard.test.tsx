import { screen } from '@testing-library/react';
import nock from 'nock';
import { Route, Routes } from 'react-router-dom';
import type { CurrentUser } from '../model/auth';
import type { TenantType } from '../model/tenants';
import { useSessionStore } from '../stores/session-store';
import { makeTenant } from '../testing/tenants';
import { SelfServeGuard } from './self-serve-guard';
import { API, endUser, renderRoutes, resetAuthState, superAdmin } from './test-utils';

const location = () => screen.getByRole('status', { name: 'Current location' });

function openSelfServe(user: CurrentUser | null) {
  useSessionStore.setState(user ? { status: 'authenticated', user } : { status: 'anonymous' });
  renderRoutes('/self-serve?tenant_id=t-self', {
    '/self-serve/*': (
      <Routes>
        <Route element={<SelfServeGuard />}>
          <Route index element={<h1>Update Your Information</h1>} />
        </Route>
      </Routes>
    ),
    '/self-serve/card': <h1>Your card</h1>,
  });
}

const tenantIs = (tenantType: TenantType) =>
  nock(API)
    .get('/api/management/tenants/t-self')
    .reply(200, makeTenant({ id: 't-self', tenant_type: tenantType }));

beforeEach(resetAuthState);
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('SelfServeGuard', () => {
  it('sends an end user of an identity-provider tenant on to their card', async () => {
    tenantIs('identity_provider');
    openSelfServe(endUser);
    expect(await screen.findByRole('heading', { name: 'Your card' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/self-serve\/card$/);
  });

  it.each<TenantType>(['user_managed', 'organization_managed'])(
    'leaves an end user on their profile when their tenant is %s, once it knows',
    async (tenantType) => {
      tenantIs(tenantType);
      openSelfServe(endUser);
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Update Your Information' }),
      ).toBeInTheDocument();
      expect(location()).toHaveTextContent('/self-serve?tenant_id=t-self');
    },
  );

  it('leaves the end user on their profile when their tenant cannot be read', async () => {
    nock(API).get('/api/management/tenants/t-self').reply(500, { message: 'Database down' });
    openSelfServe(endUser);
    expect(
      await screen.findByRole('heading', { name: 'Update Your Information' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a signed-out visitor', null],
    ['an admin', superAdmin],
  ])('asks nothing for %s and shows the page', (_label, user) => {
    openSelfServe(user);
    expect(screen.getByRole('heading', { name: 'Update Your Information' })).toBeInTheDocument();
  });
});
