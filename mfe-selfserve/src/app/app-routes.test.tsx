import { configureApi } from '@bizcard/shared/api';
import { SessionGate } from '@bizcard/shared/auth';
import type { CurrentUser, Tenant, YourCardResponse } from '@bizcard/shared/model';
import { getPostLoginRedirect, useSessionStore } from '@bizcard/shared/stores';
import { makeTenant } from '@bizcard/shared/testing';
import { Spinner, ThemeRoot } from '@bizcard/shared/ui';
import { render, screen } from '@testing-library/react';
import nock from 'nock';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from './app-routes';

const API = 'http://localhost';

const END_USER: CurrentUser = {
  id: 'end-user-1',
  email: 'jane@globex.example',
  first_name: 'Jane',
  last_name: 'Doe',
  role: 'user',
  tenant_id: 't-self',
  tenant: 'globex',
  stytch_member_id: 'member-1',
  isSuperAdmin: false,
  isClientAdmin: false,
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

function openAt(url: string) {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[url]}>
        <SessionGate>
          <Suspense fallback={<Spinner />}>
            <AppRoutes />
          </Suspense>
        </SessionGate>
        <Where />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

function signedOut() {
  nock(API).get('/api/management/admin-users/me').reply(401, {});
  nock(API).get('/api/auth/validate').reply(401, {});
}

function signedIn(user: CurrentUser = END_USER) {
  nock(API).get('/api/management/admin-users/me').reply(403, { message: 'Admin access required' });
  nock(API).get('/api/auth/validate').reply(200, {
    valid: true,
    role: user.role,
    user,
    tenant_id: user.tenant_id,
    tenant: user.tenant,
  });
}

const tenantIs = (tenantType: Tenant['tenant_type']) =>
  nock(API)
    .get('/api/management/tenants/t-self')
    .reply(200, makeTenant({ id: 't-self', tenant_type: tenantType }));

const CARD: YourCardResponse = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@globex.example',
  tenant: 'Globex',
  card_url: 'http://localhost:8080/c/jane-doe',
  qr_url: 'http://localhost:8080/c/jane-doe/qr.png',
  vcard_url: 'http://localhost:8080/c/jane-doe/contact.vcf',
  directory: { provider: null, synced_at: null, fields: [] },
};

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });
const location = () => screen.getByRole('status', { name: 'Current location' });

beforeAll(() => configureApi({ baseUrl: API }));
beforeEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
  localStorage.clear();
  useSessionStore.setState({ status: 'loading', user: null, ended: null });
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

describe('standalone self-serve app, signed out', () => {
  it('sends /self to the self-serve login, keeping tenant_id and remembering the profile', async () => {
    signedOut();
    openAt('/self?tenant_id=t-self');
    expect(await heading('Sign in to update your card')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/self-serve-login?tenant_id=t-self');
    expect(getPostLoginRedirect()).toBe('/self-serve?tenant_id=t-self');
  });

  it('serves the reset page that its emailed links point to', async () => {
    signedOut();
    openAt('/forgot-password?token=tok&tenant_id=t-self&slug=usermanagedtenant');
    expect(await heading('Reset Your Password')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeEnabled();
  });

  it.each(['/self-serve/register', '/self-serve-registry'])(
    'serves the registration page at %s, which needs tenant_id and user_id',
    async (path) => {
      signedOut();
      openAt(`${path}?tenant_id=t-self`);
      expect(await screen.findByText(/^Invalid Access: This page requires/)).toBeInTheDocument();
    },
  );

  it('serves /registration-success (reached without a registration, it says so)', async () => {
    signedOut();
    openAt('/registration-success');
    expect(await heading('Nothing to confirm here')).toBeInTheDocument();
  });

  it.each(['/', '/login?tenant_id=t-self'])('sends %s to the self-serve login', async (url) => {
    signedOut();
    openAt(url);
    expect(await heading('Sign in to update your card')).toBeInTheDocument();
    expect(location()).toHaveTextContent(
      `/self-serve-login${url.includes('?') ? '?tenant_id=t-self' : ''}`,
    );
  });
});

describe('standalone self-serve app, signed in', () => {
  it.each(['/self-serve-login?tenant_id=t-self', '/forgot-password?token=tok', '/'])(
    'sends a signed-in end user from %s to their profile',
    async (url) => {
      signedIn();
      tenantIs('user_managed');
      openAt(url);
      expect(await heading('Update Your Information')).toBeInTheDocument();
      expect(location()).toHaveTextContent('/self-serve?tenant_id=t-self');
    },
  );

  it('opens /self for an end user of a user-managed tenant', async () => {
    signedIn();
    tenantIs('user_managed');
    openAt('/self?tenant_id=t-self');
    expect(await heading('Update Your Information')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/self?tenant_id=t-self');
  });

  it('turns an end user of another kind of tenant away from /self to their profile page', async () => {
    signedIn();
    // Read by the /self guard, then by the profile's landing.
    tenantIs('organization_managed');
    tenantIs('organization_managed');
    openAt('/self?tenant_id=t-self');
    expect(await heading('Update Your Information')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/self-serve?tenant_id=t-self');
  });
});

describe('standalone self-serve app, your card', () => {
  it('sends an end user of an identity-provider tenant from / to their card', async () => {
    signedIn();
    tenantIs('identity_provider');
    nock(API).get('/api/self-serve/card').reply(200, CARD);
    openAt('/');
    expect(await heading('Your card')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: CARD.card_url })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/self-serve\/card$/);
  });

  it('sends a signed-out visitor of /self-serve/card to sign in, remembering the card', async () => {
    signedOut();
    openAt('/self-serve/card');
    expect(await heading('Sign in to update your card')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/self-serve-login$/);
    expect(getPostLoginRedirect()).toBe('/self-serve/card');
  });
});
