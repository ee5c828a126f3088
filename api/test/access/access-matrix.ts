import type { InjectOptions } from 'fastify';
import { imageBytes, templateForm, templateUrl } from '../helpers/templates';
import {
  batchForm,
  csvForm,
  githubBody,
  json,
  logoOfA,
  newEndUser,
  newProviderOfA,
  providerOfA,
  unregisteredUserOfA,
  usersOfA,
} from './matrix-requests';
import type { Caller, World } from './matrix-world';

/** The status each caller gets; `ok` is the route's success status. */
type Expected = Record<Caller, number>;

export interface MatrixRow {
  /** `METHOD /path` exactly as the API registers it (HEAD rows follow their GET). */
  route: string;
  request: (world: World) => Promise<InjectOptions> | InjectOptions;
  expect: Expected;
  /** The route shows tenant A's data to anyone by design (public card pages). */
  publicForTenantA?: boolean;
}

const all = (status: number): Expected => ({
  superAdmin: status,
  clientAdminA: status,
  adminA: status,
  clientAdminB: status,
  endUserA: status,
  endUserC: status,
  signedOut: status,
});
/** Super admins only. */
const superOnly = (ok: number): Expected => ({
  ...all(403),
  superAdmin: ok,
  signedOut: 401,
});
/** Any admin, each seeing what its reach allows. */
const anyAdmin = (ok: number): Expected => ({
  ...all(ok),
  endUserA: 403,
  endUserC: 403,
  signedOut: 401,
});
/** Admins who reach tenant A: its super admin and its own tenant admins. */
const adminsOfA = (ok: number): Expected => ({
  ...anyAdmin(ok),
  clientAdminB: 403,
});

/** End users of a user-managed tenant (A) only; C's end user belongs to an identity provider. */
const selfServeOnly = (ok: number): Expected => ({ ...all(403), endUserA: ok, signedOut: 401 });

export const MATRIX: MatrixRow[] = [
  { route: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: all(200) },
  {
    route: 'GET /api/auth/validate',
    request: () => ({ url: '/api/auth/validate' }),
    expect: { ...all(200), signedOut: 401 },
  },
  {
    route: 'POST /api/auth/logout',
    request: () => json('POST', '/api/auth/logout', {}),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/login',
    request: (w) => json('POST', '/api/auth/login', { email: `${w.unique('matrix')}@example.com` }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/login/password',
    request: (w) =>
      json('POST', '/api/auth/login/password', {
        email: `${w.unique('matrix')}@example.com`,
        password: 'not-the-password',
      }),
    expect: all(401),
  },
  {
    route: 'POST /api/auth/callback',
    request: () => json('POST', '/api/auth/callback', { token: 'not-a-token' }),
    expect: all(401),
  },
  {
    route: 'POST /api/auth/self-serve-login',
    request: (w) =>
      json('POST', '/api/auth/self-serve-login', {
        email: `${w.unique('matrix')}@example.com`,
        password: 'not-the-password',
      }),
    expect: all(401),
  },
  {
    route: 'POST /api/auth/self-serve-forget-password',
    request: (w) =>
      json('POST', '/api/auth/self-serve-forget-password', {
        email: `${w.unique('matrix')}@example.com`,
      }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/forgot-password',
    request: (w) =>
      json('POST', '/api/auth/forgot-password', { email: `${w.unique('matrix')}@example.com` }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/reset-password',
    request: () =>
      json('POST', '/api/auth/reset-password', { token: 'not-a-token', password: 'long-enough' }),
    expect: all(400),
  },
  {
    route: 'GET /api/management/admin-users',
    request: () => ({ url: '/api/management/admin-users' }),
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/admin-users',
    request: (w) =>
      json('POST', '/api/management/admin-users', {
        first_name: 'Matrix',
        last_name: 'Made',
        email: `${w.unique('matrix-admin')}@example.com`,
        role: 'clientAdmin',
        tenant_id: w.tenantA.id,
        password: 'matrix-pass-123',
      }),
    expect: superOnly(201),
  },
  {
    route: 'GET /api/management/admin-users/me',
    request: () => ({ url: '/api/management/admin-users/me' }),
    expect: anyAdmin(200),
  },
  {
    route: 'PUT /api/management/admin-users/:id',
    request: async (w) =>
      json('PUT', `/api/management/admin-users/${await w.newAdminOfA()}`, {
        first_name: 'Matrix',
        last_name: 'Renamed',
        email: `${w.unique('matrix-admin')}@example.com`,
        role: 'clientAdmin',
        tenant_id: w.tenantA.id,
      }),
    expect: superOnly(200),
  },
  {
    route: 'DELETE /api/management/admin-users/:id',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/management/admin-users/${await w.newAdminOfA()}`,
    }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/tenants',
    request: () => ({ url: '/api/management/tenants' }),
    expect: anyAdmin(200),
  },
  {
    route: 'POST /api/management/tenants',
    request: (w) =>
      json('POST', '/api/management/tenants', {
        name: w.unique('Matrix Tenant'),
        email: 'owner@matrix.example.com',
        tenant_type: 'user_managed',
      }),
    expect: superOnly(201),
  },
  {
    route: 'GET /api/management/tenants/:id',
    request: (w) => ({ url: `/api/management/tenants/${w.tenantA.id}` }),
    // An end user reads its own tenant's type (the /self guard), without database settings.
    expect: { ...adminsOfA(200), endUserA: 200 },
  },
  {
    route: 'GET /api/management/users/csv/getCSV/:tenantId',
    request: (w) => ({ url: `/api/management/users/csv/getCSV/${w.tenantA.id}` }),
    expect: adminsOfA(200),
  },
  {
    route: 'GET /api/management/users/:tenantId',
    request: (w) => ({ url: usersOfA(w) }),
    expect: adminsOfA(200),
  },
  {
    route: 'POST /api/management/users/:tenantId',
    request: (w) => json('POST', usersOfA(w), newEndUser(w)),
    expect: adminsOfA(201),
  },
  {
    route: 'GET /api/management/users/:tenantId/csv/csv-template',
    request: (w) => ({ url: `${usersOfA(w)}/csv/csv-template` }),
    expect: adminsOfA(200),
  },
  {
    route: 'POST /api/management/users/:tenantId/csv/csv-upload',
    request: (w) => ({ method: 'POST', url: `${usersOfA(w)}/csv/csv-upload`, payload: csvForm(w) }),
    expect: adminsOfA(200),
  },
  {
    route: 'GET /api/management/users/:tenantId/:userId',
    request: (w) => ({ url: `${usersOfA(w)}/${w.userA.id}` }),
    expect: adminsOfA(200),
  },
  {
    route: 'PUT /api/management/users/:tenantId/:userId',
    request: async (w) => {
      const created = await w.app.inject({
        ...json('POST', usersOfA(w), newEndUser(w)),
        headers: { cookie: await w.cookieOf('superAdmin') },
      });
      const { id } = created.json<{ id: string }>();
      return json('PUT', `${usersOfA(w)}/${id}`, newEndUser(w));
    },
    expect: adminsOfA(200),
  },
  {
    route: 'POST /api/management/users/:tenantId/:userId/photo',
    request: async (w) => {
      const form = new FormData();
      const bytes = new Uint8Array(await imageBytes(20, 20));
      form.append('photo', new Blob([bytes], { type: 'image/png' }), 'photo.png');
      return { method: 'POST', url: `${usersOfA(w)}/${w.userA.id}/photo`, payload: form };
    },
    expect: adminsOfA(200),
  },
  {
    route: 'DELETE /api/management/users/:tenantId/:userId/photo',
    request: (w) => ({ method: 'DELETE', url: `${usersOfA(w)}/${w.userA.id}/photo` }),
    expect: adminsOfA(200),
  },
  {
    route: 'GET /api/management/batches/:tenantId',
    request: (w) => ({ url: `/api/management/batches/${w.tenantA.id}` }),
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/batches/:tenantId',
    request: (w) => ({
      method: 'POST',
      url: `/api/management/batches/${w.tenantA.id}`,
      payload: batchForm(w),
    }),
    expect: superOnly(201),
  },
  {
    route: 'GET /api/management/contactPage/templates/:tenantId',
    request: (w) => ({ url: templateUrl(w.tenantA.id) }),
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/contactPage/templates/save',
    request: (w) => ({
      method: 'POST',
      url: '/api/management/contactPage/templates/save',
      payload: templateForm(w.tenantA.id),
    }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/oauth-providers/available',
    request: () => ({ url: '/api/management/oauth-providers/available' }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/oauth-providers/:tenantId',
    request: async (w) => ({ url: (await providerOfA(w, 'google')).replace(/\/google$/, '') }),
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/oauth-providers/:tenantId',
    request: async (w) => json('POST', await newProviderOfA(w, 'github'), githubBody),
    expect: superOnly(201),
  },
  {
    route: 'PUT /api/management/oauth-providers/:tenantId/:providerName',
    request: async (w) =>
      json('PUT', await providerOfA(w, 'github'), { ...githubBody, display_name: 'Renamed' }),
    expect: superOnly(200),
  },
  {
    route: 'DELETE /api/management/oauth-providers/:tenantId/:providerName',
    request: async (w) => ({ method: 'DELETE', url: await providerOfA(w, 'linkedin') }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/reports/:tenantId/usage',
    request: (w) => ({ url: `/api/management/reports/${w.tenantA.id}/usage?days=30` }),
    expect: adminsOfA(200),
  },
  {
    route: 'GET /api/management/reports/:tenantId/activity',
    request: (w) => ({ url: `/api/management/reports/${w.tenantA.id}/activity?days=90` }),
    expect: adminsOfA(200),
  },
  {
    // Without tenant_id a client admin reads its own tenant and a super admin every tenant
    // (test/routes/logs); naming A shuts out B's admin.
    route: 'GET /api/management/logs',
    request: (w) => ({ url: `/api/management/logs?tenant_id=${w.tenantA.id}` }),
    expect: adminsOfA(200),
  },
  {
    route: 'GET /api/management/logs/export',
    request: (w) => ({ url: `/api/management/logs/export?format=csv&tenant_id=${w.tenantA.id}` }),
    expect: adminsOfA(200),
  },
  {
    // Public by design: a sign-in starts signed out. A (user managed) has no single sign-on.
    route: 'POST /api/auth/sso/start',
    request: (w) =>
      json('POST', '/api/auth/sso/start', { tenant_id: w.tenantA.id, audience: 'self' }),
    expect: all(404),
  },
  {
    // Without the browser's state cookie every callback ends on the failure page.
    route: 'GET /api/auth/oidc/callback',
    request: () => ({ url: '/api/auth/oidc/callback?code=forged&state=forged' }),
    expect: all(303),
  },
  {
    // Every end user's own card, whatever the tenant type; admins have no card.
    route: 'GET /api/self-serve/card',
    request: () => ({ url: '/api/self-serve/card' }),
    expect: { ...all(403), endUserA: 200, endUserC: 200, signedOut: 401 },
  },
  {
    // Only the signed-in end user's own record, and only in a user-managed tenant; the query
    // naming another tenant changes nothing.
    route: 'GET /api/self-serve/user-info',
    request: (w) => ({ url: `/api/self-serve/user-info?tenant_id=${w.tenantB.id}` }),
    expect: selfServeOnly(200),
  },
  {
    route: 'PUT /api/self-serve/user-info',
    request: (w) =>
      json('PUT', '/api/self-serve/user-info', {
        phoneCell: '+1 212 555 0142',
        tenant_id: w.tenantB.id,
      }),
    expect: selfServeOnly(200),
  },
  {
    route: 'POST /api/management/users/:tenantId/:userId/registration-link',
    request: async (w) =>
      json('POST', `${usersOfA(w)}/${await unregisteredUserOfA(w)}/registration-link`, {}),
    expect: adminsOfA(200),
  },
  {
    // Signed out by design: the link's token is the access, and a wrong one is refused alike.
    route: 'GET /api/registration/self-serve/user-info',
    request: (w) => ({
      url: `/api/registration/self-serve/user-info?tenant_id=${w.tenantA.id}&user_id=${w.userA.id}&token=not-a-token`,
    }),
    expect: all(403),
  },
  {
    route: 'PUT /api/registration/self-serve/user-info',
    request: (w) =>
      json('PUT', '/api/registration/self-serve/user-info', {
        token: 'not-a-token',
        tenant_id: w.tenantA.id,
        user_id: w.userA.id,
        email: `${w.unique('matrix-register')}@example.com`,
      }),
    expect: all(403),
  },
  {
    route: 'GET /c/assets/:file',
    request: async (w) => ({ url: await logoOfA(w) }),
    expect: all(200),
    publicForTenantA: true,
  },
  {
    // Development only (not in production, not with SMTP), and only for loopback callers.
    route: 'GET /api/dev/outbox',
    request: () => ({ url: '/api/dev/outbox' }),
    expect: all(200),
  },
  {
    route: 'GET /c/:slug',
    request: (w) => ({ url: `/c/${w.userA.slug}` }),
    expect: all(200),
    publicForTenantA: true,
  },
  {
    route: 'GET /c/:slug/contact.vcf',
    request: (w) => ({ url: `/c/${w.userA.slug}/contact.vcf` }),
    expect: all(200),
    publicForTenantA: true,
  },
  {
    route: 'GET /c/:slug/qr.png',
    request: (w) => ({ url: `/c/${w.userA.slug}/qr.png` }),
    expect: all(200),
    publicForTenantA: true,
  },
];
